// Field data (supabase/schema/field-data.sql): valid events, hostile batches and a POST from a chosen loopback
// address (the rate limit counts per client address), shared by test/rls/field-data.test.ts and the fuzz test.
import http from 'node:http';
import fc from 'fast-check';

export interface FieldEvent {
  [key: string]: unknown;
}

/** One valid event of each kind. */
export const vital = (over: FieldEvent = {}): FieldEvent => ({
  kind: 'vital',
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  route: '/exams/:examId/test/:testId/attempt/:attemptId',
  remote: 'testing',
  version: '1.4.2',
  shell_version: '2.0.0',
  connection: '4g',
  device: 'phone',
  session: 'sess_AbC-123',
  attribution: { element: 'img.hero', url: '/hero.webp' },
  at: 1_764_000_000_000,
  ...over,
});
export const error = (over: FieldEvent = {}): FieldEvent => ({
  kind: 'error',
  name: 'uncaught',
  route: '/exams/:examId',
  remote: 'catalog',
  version: '1.0.0',
  session: 'sess-1',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  frame: 'at ExamCard (http://localhost:3001/static/js/main.js:10:20)',
  device: 'desktop',
  ...over,
});
export const remoteLoad = (over: FieldEvent = {}): FieldEvent => ({
  kind: 'remote',
  name: 'load',
  route: '/',
  remote: 'catalog',
  version: '1.0.0',
  session: 'sess_AbC-123', // the page view of vital()'s session: a remote event needs one (issue 42, finding 4)
  ...over,
});

/** POST /rest/v1/rpc/ingest_field_events with a raw body, from a chosen loopback source address (127.0.0.0/8). */
export function postFrom(
  baseUrl: string,
  publishableKey: string,
  body: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
  const url = new URL('/rest/v1/rpc/ingest_field_events', baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false, // one connection per request: nothing kept alive after the test
        headers: { apikey: publishableKey, authorization: `Bearer ${publishableKey}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const batchBody = (events: unknown) => JSON.stringify({ p_batch: { events } });

/** Waits out the last seconds of a minute, so a test's requests all count in one minute's window. */
export async function sameMinute(needSeconds = 20): Promise<void> {
  const left = 60 - new Date().getUTCSeconds();
  if (left < needSeconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

// ---------------------------------------------------------------- arbitraries
const NAMES: Record<string, string[]> = {
  vital: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
  error: ['uncaught', 'rejection', 'boundary', 'save', 'api'],
  remote: ['load', 'load-failed'],
};

/** Valid events of every kind. */
export const validEvent: fc.Arbitrary<FieldEvent> = fc.constantFrom('vital', 'error', 'remote').chain((kind) =>
  fc.record(
    {
      kind: fc.constant(kind),
      name: fc.constantFrom(...NAMES[kind]),
      ...(kind === 'vital'
        ? {
            // Within each vital's physical bounds (CLS ≤ 10, INP ≤ 60 s, the rest ≤ 120 s): see ingest_field_events.
            value: fc.double({ min: 0, max: 10, noNaN: true, noDefaultInfinity: true }),
            rating: fc.constantFrom('good', 'needs-improvement', 'poor'),
          }
        : {}),
      route: fc.constantFrom('/', '/exams/:examId', '/exams/:examId/test/:testId/attempt/:attemptId', '/account', '/studio/questions'),
      remote: fc.stringMatching(/^[a-z-]{1,40}$/),
      version: fc.stringMatching(/^[ -~]{1,64}$/),
      shell_version: fc.stringMatching(/^[0-9.]{1,10}$/),
      connection: fc.constantFrom('4g', '3g', 'slow-2g', 'wifi'),
      device: fc.constantFrom('phone', 'tablet', 'desktop'),
      session: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      message: fc.string({ minLength: 1, maxLength: 500 }),
      frame: fc.string({ minLength: 1, maxLength: 300 }),
      attribution: fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxKeys: 5 }),
      at: fc.integer({ min: 0, max: 2_000_000_000_000 }),
    },
    { requiredKeys: kind === 'vital' ? ['kind', 'name', 'value', 'route', 'session'] : ['kind', 'name', 'route', 'session', 'remote'] },
  ),
);

const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    [],
    {},
    'NaN',
    'Infinity',
    '-1',
    '',
    ' ',
    1e308,
    -1e308,
    -1,
    600001,
    1.7976931348623157e308,
    true,
    "' or 1=1 --",
    'x'.repeat(5000),
    'a@b.co',
    '/exams/8b2f3c4d-1111-4222-8333-944455556666',
    '/exams/1234567',
    '/exams/?access_token=abc',
    'relative/route',
    '\u202e',
    '\ud800',
    'é'.repeat(300),
    deep(40),
    [1, [2, [3]]],
  ),
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ maxLength: 300 }),
  fc.double(),
  fc.integer(),
);

const KEYS = [
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

/** A valid event made hostile: a field replaced by a hostile value, a required one removed, or an unknown key added. */
const hostileEvent: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(validEvent, fc.constantFrom(...KEYS), hostileValue).map(([e, k, v]) => ({ ...e, [k]: v })),
  fc.tuple(validEvent, fc.constantFrom('kind', 'name', 'route', 'session', 'value')).map(([e, k]) => {
    const copy = { ...e };
    delete copy[k];
    return copy;
  }),
  fc.tuple(validEvent, fc.string({ minLength: 1, maxLength: 20 }), hostileValue).map(([e, k, v]) => ({ ...e, [k]: v })),
  hostileValue,
);

/** A raw request body: mostly batches with one or more hostile events among valid ones, some not batches at all. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.array(validEvent, { maxLength: 10 }), fc.array(hostileEvent, { minLength: 1, maxLength: 3 }))
      .chain(([good, bad]) => fc.shuffledSubarray([...good, ...bad], { minLength: good.length + bad.length }))
      .map((events) => batchBody(events)),
  },
  { weight: 1, arbitrary: fc.array(validEvent, { minLength: 51, maxLength: 60 }).map((events) => batchBody(events)) },
  { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify({ p_batch: v })) },
  { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify({ p_batch: { events: v } })) },
  {
    weight: 1,
    arbitrary: fc.tuple(hostileValue, fc.string({ maxLength: 10 })).map(([v, k]) => JSON.stringify({ p_batch: { events: [], [k]: v } })),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '{"p_batch":{"events":[{"kind":"vital","value":1e999999}]}}',
      '{"p_batch":{"events":[{"kind":"vital","value":NaN}]}}',
      `{"p_batch":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      `{"p_batch":{"events":[${'{"a":'.repeat(300)}1${'}'.repeat(300)}]}}`,
    ),
  },
);
