// Issue 42, finding 6: one address could store about 1.35 GiB of field data a day, because no limit counted bytes.
// An event is at most 4 KiB; a source 128 KiB a minute and 8 MiB a day; everyone together 8 MiB a minute and 1 GiB a
// day; raw events are kept 8 days. Tried over HTTP from loopback addresses.
import { batchBody, error, postFrom, sameMinute, vital } from '../security/field-events';
import { STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let base: { url: string; key: string };

beforeAll(async () => {
  w = await startWorld();
  const anon = w.anon as unknown as { supabaseUrl: string; supabaseKey: string };
  base = { url: anon.supabaseUrl, key: anon.supabaseKey };
}, STARTUP_MS);
afterAll(() => w?.stop());

const send = (events: unknown[], from: string) => postFrom(base.url, base.key, batchBody(events), from);
const stored = async (route: string) =>
  (await w.sql<{ n: number }>('select count(*)::int as n from private.field_events where route = $1', [route]))[0].n;

test('an event over 4 KiB is 400, though each of its fields is within its own limit', async () => {
  const route = '/bytes/one-event';
  const fat = error({ route, message: 'ह'.repeat(500), frame: 'ज'.repeat(300), attribution: { a: 'x'.repeat(2000) } });
  const r = await send([fat], '127.0.8.1');
  expect([r.status, r.body.message]).toEqual([400, 'events[0].event: must be at most 4096 bytes']);
  expect(await stored(route)).toBe(0);
});

test('one address sends at most 128 KiB a minute: then 429, and the refused batch is not stored', async () => {
  await sameMinute(30);
  const route = '/bytes/minute';
  // 18 events of about 750 bytes: a batch of about 13 KiB, under the 16 KiB a batch may be.
  const batch = Array.from({ length: 18 }, (_, i) => error({ route, session: `s-${i}`, message: 'm'.repeat(450), frame: 'f'.repeat(200) }));
  expect(Buffer.byteLength(batchBody(batch))).toBeGreaterThan(12_000);
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const r = await send(batch, '127.0.8.2');
    if (r.status !== 200 && r.status !== 429) throw new Error(JSON.stringify(r.body));
    statuses.push(r.status);
  }
  const ok = statuses.filter((s) => s === 200).length;
  expect(ok).toBeGreaterThanOrEqual(7);
  expect(ok).toBeLessThanOrEqual(10);
  expect(statuses.slice(ok)).toEqual(Array(14 - ok).fill(429));
  expect(await stored(route)).toBe(ok * 18);
  // Another address is not held back.
  expect((await send([vital({ route: '/bytes/other' })], '127.0.8.3')).status).toBe(200);
});

test('a day: 8 MiB per address, 1 GiB for everyone together; then 429 until the next UTC day', async () => {
  const today = `(now() at time zone 'UTC')::date`;
  await w.sql(`insert into private.field_bytes_daily (address, day, bytes) values ('127.0.8.4', ${today}, 8388600)`);
  const r = await send([vital({ route: '/bytes/day' })], '127.0.8.4');
  expect([r.status, r.body.message]).toEqual([429, 'This address has sent its field data for today: try again tomorrow']);
  await w.sql(
    `insert into private.field_bytes_daily (address, day, bytes) values ('*', ${today}, 1073741800)
     on conflict (address, day) do update set bytes = 1073741800`,
  );
  const all = await send([vital({ route: '/bytes/day' })], '127.0.8.5');
  expect([all.status, all.body.message]).toEqual([429, 'Field data is full for today: try again tomorrow']);
  expect(await stored('/bytes/day')).toBe(0);
  await w.sql(`update private.field_bytes_daily set bytes = 0 where address = '*'`);
});
