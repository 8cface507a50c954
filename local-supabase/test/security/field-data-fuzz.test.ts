// Property-based batches for public.ingest_field_events (field data): whatever a browser or an attacker sends, the
// answer is 2xx or a 4xx with a message, never a 5xx; a valid batch is accepted whole and a refused one writes nothing.
// Each run comes from its own loopback address, so the per-address limit (60 batches a minute) stays out of the way.
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../helpers';
import { batchBody, hostileBody, postFrom, validEvent } from './field-events';

let server: TestServer;
let run = 0;
/** 127.0.1.0 – 127.0.1.249, then again: at most a few batches per address per minute. */
const nextAddress = () => `127.0.1.${run++ % 250}`;

beforeAll(async () => {
  server = await startTestServer(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, reset: true } : {});
}, 120_000);
afterAll(() => server?.stop());

const count = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from private.field_events')).rows[0].n);

test('hostile batches are 4xx with a message, never 5xx; a refused batch writes nothing', async () => {
  const before = await count();
  let refused = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(hostileBody, async (body) => {
      const r = await postFrom(server.url, server.publishableKey, body, nextAddress());
      const where = `${body.slice(0, 300)} → ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
      if (r.status >= 500) throw new Error(`5xx: ${where}`);
      if (r.status === 200) {
        // A "hostile" value can be valid for its field (a one-space message, an empty attribution).
        accepted += (r.body as { accepted: number }).accepted;
        return;
      }
      if (r.status < 400) throw new Error(`unexpected: ${where}`);
      if (typeof r.body?.message !== 'string' || !r.body.message) throw new Error(`no message: ${where}`);
      refused++;
    }),
    { numRuns: 300 },
  );
  expect(refused).toBeGreaterThan(200);
  expect(await count()).toBe(before + accepted);
}, 240_000);

test('valid batches are accepted whole', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(validEvent, { minLength: 1, maxLength: 8 }), async (drawn) => {
      // A remote event comes with a page view (a vital) of its session, as the collector sends it.
      const pageViews = drawn
        .filter((e) => e.kind === 'remote')
        .map((e) => ({ kind: 'vital', name: 'TTFB', value: 120, route: '/', session: e.session }));
      const events = [...pageViews, ...drawn];
      const before = await count();
      const r = await postFrom(server.url, server.publishableKey, batchBody(events), nextAddress());
      if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)} for ${JSON.stringify(events).slice(0, 500)}`);
      expect(r.body).toEqual({ accepted: events.length });
      expect(await count()).toBe(before + events.length);
    }),
    { numRuns: 60 },
  );
}, 120_000);
