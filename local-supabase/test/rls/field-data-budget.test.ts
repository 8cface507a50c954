// Issue 42, finding 5: seven addresses, each within its own limits, used up the global budget of 20,000 field events a
// minute, and real browsers got 429 for the rest of the minute. Each source has its own budget first, and a small
// source is admitted while everyone together stays under twice the global budget. Tried over HTTP from loopback
// addresses, as browsers and flooders.
import { batchBody, postFrom, sameMinute, vital } from '../security/field-events';
import { STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let base: { url: string; key: string };

beforeAll(async () => {
  w = await startWorld();
  const anon = w.anon as unknown as { supabaseUrl: string; supabaseKey: string };
  base = { url: anon.supabaseUrl, key: anon.supabaseKey };
}, STARTUP_MS);
afterAll(() => w?.stop());

const fifty = (tag: string) =>
  batchBody(Array.from({ length: 50 }, (_, i) => ({ kind: 'vital', name: 'TTFB', value: 100, route: '/budget', session: `${tag}-${i}` })));

test("seven addresses at their own limits (60 batches of 50 events a minute) do not switch off everyone's field data", async () => {
  await sameMinute(50);
  const accepted: number[] = [];
  await Promise.all(
    Array.from({ length: 7 }, async (_, f) => {
      const from = `127.0.7.${f + 1}`;
      let ok = 0;
      for (let b = 0; b < 60; b++) {
        const r = await postFrom(base.url, base.key, fifty(`flood${f}-${b}`), from);
        if (r.status === 200) ok++;
        else expect([r.status, r.body.message]).toEqual([429, 'Too many field events from this address: try again in a minute']);
      }
      accepted.push(ok);
    }),
  );
  // Each flooder got its own 1,000 events (20 batches), no more.
  expect(accepted).toEqual([20, 20, 20, 20, 20, 20, 20]);
  // A real browser, from another address, in the same minute.
  const browser = await postFrom(base.url, base.key, batchBody([vital({ session: 'real-browser' })]), '127.0.7.100');
  expect(browser.status).toBe(200);
});
