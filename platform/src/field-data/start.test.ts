import type { RuntimeConfig } from '../config';
import { OPT_OUT_KEY } from './preference';
import { SESSION_KEY } from './session';
import { startFieldData, type FieldDataHandle, type FieldDataOptions, type FieldDataStart } from './start';
import { fieldState } from './store';

const config: RuntimeConfig = {
  supabaseUrl: 'https://db.example.com',
  supabasePublishableKey: 'anon-key',
  remotes: { catalog: 'x', checkout: 'x', testing: 'x', content: 'x' },
  razorpay: { keyId: 'k', checkoutScriptUrl: 'https://pay.example.com/c.js' },
  fieldData: { enabled: true, sampleRate: 1 },
};

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

let started: FieldDataStart | undefined;
const runCollector = jest.fn((): FieldDataHandle => ({ active: true, flush: jest.fn(), stop: jest.fn() }));
const load = jest.fn(() => Promise.resolve({ runCollector }));

function start(cfg: RuntimeConfig = config, options: Partial<FieldDataOptions> = {}) {
  started = startFieldData(cfg, { load, storage: memoryStorage(), random: () => 0.3, afterPaint: (task) => task(), ...options });
  return started;
}

beforeEach(() => {
  localStorage.clear();
  fieldState().early = [];
  fieldState().sink = null;
  load.mockClear();
  runCollector.mockClear();
});

afterEach(() => {
  started?.stop();
  started = undefined;
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('startFieldData', () => {
  it('loads the collector after the first paint, and hands it the session and the landing path', async () => {
    window.history.pushState({}, '', '/exams');
    let paint: () => void = () => {};
    const s = start(config, { afterPaint: (task) => (paint = task) });
    expect(s.active).toBe(true);
    expect(load).not.toHaveBeenCalled(); // not before the first paint
    window.history.pushState({}, '', '/');
    paint();
    await s.collector;
    expect(load).toHaveBeenCalledTimes(1);
    expect(runCollector).toHaveBeenCalledWith(
      config,
      { id: expect.stringMatching(/^[a-z0-9]{24}$/), draw: 0.3 },
      expect.objectContaining({ landingPath: '/exams' }),
    );
  });

  it('keeps the errors of the page before the collector is loaded', () => {
    start(config, { afterPaint: () => {} });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early boom'), message: 'early boom' }));
    expect(fieldState().early).toEqual([expect.objectContaining({ kind: 'error', name: 'uncaught', message: 'Error: early boom' })]);
  });

  describe('sends nothing and loads no field-data code', () => {
    const check = (s: FieldDataStart) => {
      expect(s.active).toBe(false);
      expect(load).not.toHaveBeenCalled();
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
      expect(fieldState().early).toEqual([]);
    };

    it('without a fieldData section (an old config)', () => {
      const { fieldData: _omit, ...old } = config;
      check(start(old));
    });

    it('when switched off in config.json', () => {
      check(start({ ...config, fieldData: { enabled: false, sampleRate: 1 } }));
    });

    it('in a session outside the sample', () => {
      check(start({ ...config, fieldData: { enabled: true, sampleRate: 0.2 } }, { random: () => 0.3 }));
    });

    it('when the browser sends Global Privacy Control', () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
      check(start());
    });

    it('when the learner switched it off', () => {
      localStorage.setItem(OPT_OUT_KEY, '1');
      check(start());
    });
  });

  it('keeps the sampling decision for the session: one draw per browser per UTC day', () => {
    const storage = memoryStorage();
    const random = jest.fn().mockReturnValueOnce(0.1).mockReturnValue(0.9);
    const day1 = Date.UTC(2026, 10, 26, 23);
    const half = { ...config, fieldData: { enabled: true, sampleRate: 0.5 } };
    const opts = { storage, random, afterPaint: () => {} };
    expect(start(half, { ...opts, now: () => day1 }).active).toBe(true);
    const { id } = JSON.parse(storage.getItem(SESSION_KEY)!) as { id: string };
    expect(start(half, { ...opts, now: () => day1 + 30 * 60_000 }).active).toBe(true); // same day: same session, same draw
    expect((JSON.parse(storage.getItem(SESSION_KEY)!) as { id: string }).id).toBe(id);
    expect(start(half, { ...opts, now: () => day1 + 2 * 3_600_000 }).active).toBe(false); // a new UTC day: new id, new draw
    const next = JSON.parse(storage.getItem(SESSION_KEY)!) as { id: string; day: string };
    expect(next.id).not.toBe(id);
    expect(next.day).toBe('2026-11-27');
  });
});
