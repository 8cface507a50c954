import { reportFieldEvent, setFieldDataChoice, type FieldDataHandle, type RuntimeConfig } from '@nism/platform';
import { fieldState } from '@nism/platform/field-data/store';
import { BATCH_MAX_BYTES, runCollector, type CollectorOptions, type FieldEvent } from './collector';

const config: RuntimeConfig = {
  supabaseUrl: 'https://db.example.com',
  supabasePublishableKey: 'anon-key',
  remotes: { catalog: 'x', checkout: 'x', testing: 'x', content: 'x' },
  razorpay: { keyId: 'k', checkoutScriptUrl: 'https://pay.example.com/c.js' },
  fieldData: { enabled: true, sampleRate: 1 },
};

let handle: FieldDataHandle | undefined;
let transport: jest.Mock;

function start(options: CollectorOptions = {}) {
  transport = jest.fn().mockReturnValue(true);
  handle = runCollector(config, { id: 'k3j9x0qq2m1z8w7v6u5t4s3r', draw: 0.1 }, { transport, vitals: null, ...options });
  return handle;
}

/** The events of every batch sent so far, and each body's size. */
function sent(): { events: FieldEvent[]; bodies: string[] } {
  const bodies = transport.mock.calls.map((call) => call[2] as string);
  return { bodies, events: bodies.flatMap((body) => (JSON.parse(body) as { p_batch: { events: FieldEvent[] } }).p_batch.events) };
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/');
  fieldState().early = [];
});

afterEach(() => {
  handle?.stop();
  handle = undefined;
});

describe('field-data collector', () => {
  it('queues events and sends them as one batch when the page is hidden', () => {
    start();
    reportFieldEvent({ kind: 'error', name: 'api', message: 'rpc/save_answer answered 503' });
    reportFieldEvent({ kind: 'remote', name: 'load', remote: 'catalog' });
    expect(transport).not.toHaveBeenCalled();
    hidePage();
    expect(transport).toHaveBeenCalledTimes(1);
    const [url, apiKey, body] = transport.mock.calls[0] as [string, string, string];
    expect(url).toBe('https://db.example.com/rest/v1/rpc/ingest_field_events?apikey=anon-key');
    expect(apiKey).toBe('anon-key');
    const { events } = JSON.parse(body).p_batch as { events: FieldEvent[] };
    expect(events.map((e) => [e.kind, e.name])).toEqual([
      ['error', 'api'],
      ['remote', 'load'],
    ]);
    expect(events[0]).toMatchObject({ route: '/', device: expect.stringMatching(/phone|tablet|desktop/), session: expect.any(String) });
    expect(events[0].at).toEqual(expect.any(Number)); // ms since the epoch, as the RPC takes it
    hidePage();
    expect(transport).toHaveBeenCalledTimes(1); // nothing new, nothing sent
  });

  it('sends on pagehide too', () => {
    start();
    reportFieldEvent({ kind: 'error', name: 'boundary', message: 'x' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent().events).toHaveLength(1);
  });

  it('sends a batch at 50 events', () => {
    start();
    for (let i = 0; i < 120; i++) reportFieldEvent({ kind: 'remote', name: 'load', remote: 'catalog' });
    expect(transport).toHaveBeenCalledTimes(2);
    expect(sent().bodies.map((b) => JSON.parse(b).p_batch.events.length)).toEqual([50, 50]);
    hidePage();
    expect(sent().events).toHaveLength(120);
  });

  it('sends a batch before it passes 12 KiB, so no body reaches the RPC limit of 16 KiB', () => {
    start();
    for (let i = 0; i < 40; i++) reportFieldEvent({ kind: 'error', name: 'uncaught', message: `${i} ${'m'.repeat(600)}` });
    hidePage();
    const { bodies, events } = sent();
    expect(events).toHaveLength(40);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(BATCH_MAX_BYTES + 100);
    expect(events.every((e) => e.message!.length <= 500)).toBe(true);
  });

  it('shapes every event as the RPC checks it, so one bad event cannot cost the batch', () => {
    start();
    reportFieldEvent({ kind: 'error', name: 'api', value: 503, rating: 'poor', message: 'x' }); // value/rating: vitals only
    reportFieldEvent({ kind: 'error', name: 'boundary', remote: '@nism/platform', message: '' }); // no such remote
    reportFieldEvent({ kind: 'remote', name: 'load-failed', remote: 'Not A Remote' }); // a remote event needs one: dropped
    reportFieldEvent({ kind: 'vital', name: 'LCP' }); // a vital without a value: dropped
    reportFieldEvent({ kind: 'vital', name: 'FID', value: 3 }); // not a vital the RPC takes: dropped
    reportFieldEvent({ kind: 'vital', name: 'INP', value: 9_000_000, rating: 'awful' });
    hidePage();
    const { events } = sent();
    expect(events).toHaveLength(3);
    expect(events[0]).not.toHaveProperty('value');
    expect(events[0]).not.toHaveProperty('rating');
    expect(events[1]).not.toHaveProperty('remote');
    expect(events[1]).not.toHaveProperty('message');
    expect(events[2]).toMatchObject({ name: 'INP', value: 600000 });
    expect(events[2]).not.toHaveProperty('rating');
    const allowed = [
      'kind',
      'name',
      'value',
      'rating',
      'route',
      'remote',
      'version',
      'shell_version',
      'connection',
      'device',
      'session',
      'message',
      'frame',
      'attribution',
      'at',
    ];
    for (const event of events) {
      expect(Object.keys(event).every((key) => allowed.includes(key))).toBe(true);
      expect(event.session).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
      expect(event.route).toMatch(/^\//);
    }
  });

  it('gives a path outside the route table a pattern too', () => {
    start();
    window.history.pushState({}, '', '/no/such/page/1234567');
    reportFieldEvent({ kind: 'error', name: 'uncaught', message: 'x' });
    hidePage();
    expect(sent().events[0].route).toBe('/(unmatched)');
  });

  it('sends the events reported before it started', () => {
    reportFieldEvent({ kind: 'remote', name: 'load', remote: 'content' });
    start();
    hidePage();
    expect(sent().events.map((e) => e.remote)).toEqual(['content']);
  });

  it('gives the route pattern, never the path with its ids', () => {
    start();
    window.history.pushState(
      {},
      '',
      '/exams/nism-series-va/test/4f0d7c1a-1b2c-4d3e-8f9a-0b1c2d3e4f5a/attempt/9a8b7c6d-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
    );
    reportFieldEvent({ kind: 'error', name: 'save', message: 'P0001: Attempt deadline has passed' });
    hidePage();
    expect(sent().events[0].route).toBe('/exams/:examId/test/:testId/attempt/:attemptId');
    expect(sent().bodies[0]).not.toContain('4f0d7c1a');
  });

  it('scrubs what an error carries', () => {
    start();
    reportFieldEvent({ kind: 'error', name: 'uncaught', message: 'no row for a@b.com 3f2b8c1e-9d4a-4b7e-8f00-1234567890ab 1234567' });
    hidePage();
    expect(sent().events[0].message).toBe('no row for [email] [uuid] [number]');
  });

  it("reports the window's uncaught errors and unhandled rejections with their top frames (line and column)", () => {
    start();
    const error = new TypeError('boom for x@y.org');
    error.stack =
      'TypeError: boom\n    at f (https://cdn.example.com/assets/main.abc123.js?x=1:10:20)\n    at g (https://cdn.example.com/assets/812.9d8c7b.js:1:2044110)';
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('refused') });
    window.dispatchEvent(rejection);
    hidePage();
    expect(sent().events).toEqual([
      expect.objectContaining({
        name: 'uncaught',
        message: 'TypeError: boom for [email]',
        frame: 'https://cdn.example.com/assets/main.abc123.js:10:20\nhttps://cdn.example.com/assets/812.9d8c7b.js:1:2044110',
      }),
      expect.objectContaining({ name: 'rejection', message: 'Error: refused' }),
    ]);
  });

  it('names the remote version recorded from its manifest', () => {
    fieldState().versions.testing = '1.0.0+abcd1234';
    start();
    reportFieldEvent({ kind: 'error', name: 'boundary', remote: 'testing', message: 'x' });
    hidePage();
    expect(sent().events[0]).toMatchObject({ remote: 'testing', version: '1.0.0+abcd1234' });
  });

  it('stops sending, and drops what was queued, once the learner switches it off', () => {
    start();
    reportFieldEvent({ kind: 'error', name: 'api', message: 'queued before' });
    setFieldDataChoice(false);
    reportFieldEvent({ kind: 'error', name: 'api', message: 'after' });
    hidePage();
    expect(transport).not.toHaveBeenCalled();
    expect(handle!.active).toBe(false);
    setFieldDataChoice(true);
  });

  it('sends the vitals with the route the page was loaded at', () => {
    window.history.pushState({}, '', '/');
    const vitals = jest.fn((report: (e: { kind: 'vital'; name: string; value: number; rating: string }) => void) =>
      report({ kind: 'vital', name: 'LCP', value: 2412.6, rating: 'needs-improvement' }),
    );
    start({ vitals, landingPath: '/exams' });
    expect(vitals).toHaveBeenCalledTimes(1);
    hidePage();
    expect(sent().events[0]).toMatchObject({ kind: 'vital', name: 'LCP', value: 2412.6, rating: 'needs-improvement', route: '/exams' });
  });

  it("sends INP with the route (and remote) where the interaction happened, the other vitals with the landing page's", () => {
    window.history.pushState({}, '', '/exams');
    let report: (e: { kind: 'vital'; name: string; value: number; rating: string; interactionTime?: number }) => void = () => {};
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    start({ vitals: (r) => void (report = r), landingPath: '/exams' });
    now.mockReturnValue(5_000);
    window.history.pushState({}, '', '/exams/00000000-0000-4000-a000-000000000001/test/p1/attempt/a1');
    now.mockRestore();
    report({ kind: 'vital', name: 'LCP', value: 1800, rating: 'good' });
    report({ kind: 'vital', name: 'INP', value: 120, rating: 'good', interactionTime: 2_000 });
    report({ kind: 'vital', name: 'INP', value: 340, rating: 'poor', interactionTime: 6_000 });
    hidePage();
    expect(sent().events.map((e) => [e.name, e.route, e.remote])).toEqual([
      ['LCP', '/exams', 'catalog'],
      ['INP', '/exams', 'catalog'],
      ['INP', '/exams/:examId/test/:testId/attempt/:attemptId', 'testing'],
    ]);
  });
});
