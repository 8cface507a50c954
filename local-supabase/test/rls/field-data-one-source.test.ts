// Issue 42, finding 4: one visitor, within its own rate limit, pushed `/`'s p75 LCP from 1 s to 600 s and made a remote
// show 200 failed loads of 200. Events are checked against physical bounds, a remote event needs a page view of its
// session, and the admins' reads weigh sessions (each source capped) and say how many sessions and sources a figure
// rests on. Tried over HTTP from many loopback addresses (the limits and sources count per client address).
import type { SupabaseClient } from '@supabase/supabase-js';
import { batchBody, postFrom, remoteLoad, sameMinute, vital } from '../security/field-events';
import { PASSWORD, STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let admin: SupabaseClient;
let base: { url: string; key: string };

beforeAll(async () => {
  w = await startWorld();
  const { email, clients } = await w.newLearner('admin');
  expect((await w.service.rpc('grant_staff_role', { p_email: email, p_role: 'admin' })).error).toBeNull();
  await clients[0].auth.signOut();
  expect((await clients[0].auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  admin = clients[0];
  const anon = w.anon as unknown as { supabaseUrl: string; supabaseKey: string };
  base = { url: anon.supabaseUrl, key: anon.supabaseKey };
}, STARTUP_MS);
afterAll(() => w?.stop());

const send = (events: unknown[], from: string) => postFrom(base.url, base.key, batchBody(events), from);

test('vitals outside physical bounds, and a remote event without a page view of its session, are 400', async () => {
  const cases: [unknown, string][] = [
    [vital({ name: 'LCP', value: 120001 }), 'events[0].value: must be between 0 and 120000'],
    [vital({ name: 'FCP', value: 600000 }), 'events[0].value: must be between 0 and 120000'],
    [vital({ name: 'INP', value: 60001 }), 'events[0].value: must be between 0 and 60000'],
    [vital({ name: 'CLS', value: 10.5 }), 'events[0].value: must be between 0 and 10'],
    [remoteLoad({ session: 'no-page-view', name: 'load-failed' }), 'events[0].session: a remote event needs a page view'],
  ];
  for (const [event, message] of cases) {
    const r = await send([event], '127.0.4.1');
    expect({ event, status: r.status, message: r.body.message }).toEqual({ event, status: 400, message: expect.stringContaining(message) });
  }
  // With the page view in the batch, or sent before from the same address, the same remote event is accepted.
  expect((await send([vital({ session: 'with-view' }), remoteLoad({ session: 'with-view' })], '127.0.4.1')).status).toBe(200);
  expect((await send([remoteLoad({ session: 'with-view', name: 'load-failed' })], '127.0.4.1')).status).toBe(200);
  expect((await send([remoteLoad({ session: 'with-view' })], '127.0.4.2')).status).toBe(400);
});

test("one address with 60 made-up sessions moves neither a route's p75 LCP nor a remote's failures past its share", async () => {
  await sameMinute(40);
  const route = '/poisoned/:id';
  const remote = 'poisoned';
  // Twenty real browsers, each from its own address: LCP 1 s, the remote loaded.
  for (let i = 0; i < 20; i++) {
    const session = `real-${i}`;
    const r = await send(
      [vital({ route, session, value: 1000 }), remoteLoad({ route, remote, version: '1.0.0', session })],
      `127.0.5.${i + 1}`,
    );
    expect(r.status).toBe(200);
  }
  // One address, within its limit of 60 batches a minute: 60 sessions of LCP 120 s, each with a failed load.
  for (let i = 0; i < 60; i++) {
    const session = `fake-${i}`;
    const r = await send(
      [
        vital({ route, session, value: 120000, rating: 'poor' }),
        remoteLoad({ route, remote, version: '1.0.0', session, name: 'load-failed', message: 'ChunkLoadError' }),
      ],
      '127.0.6.1',
    );
    expect({ i, status: r.status }).toEqual({ i, status: 200 });
  }

  const vitals = ((await admin.rpc('field_vitals', { p_hours: 1 })).data as any[]).filter((g) => g.route === route);
  expect(vitals).toEqual([expect.objectContaining({ name: 'LCP', samples: 80, sessions: 80, sources: 21, p75: 1000 })]);
  // The fake sessions weigh 5 together against the real 20: a fifth of the weight.
  expect(vitals[0].good_share).toBe(0.8);
  const series = (await admin.rpc('field_vitals_series', { p_name: 'LCP', p_route: route, p_hours: 1 })).data as any[];
  expect(series.at(-1)).toMatchObject({ p75: 1000, samples: 80, sessions: 80, sources: 21 });

  const loads = ((await admin.rpc('field_remote_loads', { p_hours: 1 })).data as any[]).filter((g) => g.remote === remote);
  expect(loads).toEqual([{ remote, version: '1.0.0', loads: 20, failures: 5, sessions: 80, sources: 21 }]);
  const errors = ((await admin.rpc('field_errors', { p_hours: 1 })).data as any[]).filter((g) => g.remote === remote);
  expect(errors).toEqual([expect.objectContaining({ count: 60, sessions: 60, sources: 1 })]);
});
