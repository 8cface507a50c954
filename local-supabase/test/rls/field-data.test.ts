// Field data (supabase/schema/field-data.sql), from outside with supabase-js and raw HTTP: a visitor and a learner send
// batches of errors and web vitals; nobody but an admin reads them, and only aggregated (p75 per route, remote version
// and vital; error groups; remote loads); malformed batches are 400 naming the event and field; a flood from one
// address is 429 while another address still gets in; rows older than 8 days are purged.
import { passSecondFactor } from '../helpers';
import type { SupabaseClient } from '@supabase/supabase-js';
import { batchBody, error, postFrom, remoteLoad, sameMinute, vital } from '../security/field-events';
import { PASSWORD, STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let admin: SupabaseClient;
let editor: SupabaseClient;
let base: { url: string; key: string };

async function staff(role: 'admin' | 'editor'): Promise<SupabaseClient> {
  const { email, clients } = await w.newLearner(role);
  expect((await w.service.rpc('grant_staff_role', { p_email: email, p_role: role })).error).toBeNull();
  await clients[0].auth.signOut();
  expect((await clients[0].auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  await passSecondFactor(clients[0]);
  return clients[0];
}

beforeAll(async () => {
  w = await startWorld();
  admin = await staff('admin');
  editor = await staff('editor');
  const anon = w.anon as unknown as { supabaseUrl: string; supabaseKey: string };
  base = { url: anon.supabaseUrl, key: anon.supabaseKey };
}, STARTUP_MS);
afterAll(() => w?.stop());

const ingest = (client: SupabaseClient, events: unknown[]) => client.rpc('ingest_field_events', { p_batch: { events } });
const rows = (where: string, params: unknown[] = []) => w.sql(`select * from private.field_events where ${where} order by id`, params);

const OPS: [string, Record<string, unknown>][] = [
  ['field_vitals', {}],
  ['field_vitals_series', { p_name: 'LCP', p_route: '/', p_hours: 24 }],
  ['field_errors', { p_hours: 24 }],
  ['field_remote_loads', {}],
];

test('a visitor and a learner send a batch; it is stored, and no API role can read or write the table', async () => {
  const route = '/exams/:examId/ingest-visitor';
  const visitor = await ingest(w.anon, [vital({ route }), error({ route }), remoteLoad({ route })]);
  expect(visitor.error).toBeNull();
  expect(visitor.data).toEqual({ accepted: 3 });
  const learner = await ingest(w.learner, [vital({ route, name: 'CLS', value: 0.12, rating: 'needs-improvement' })]);
  expect(learner.data).toEqual({ accepted: 1 });

  const stored = await rows('route = $1', [route]);
  expect(stored.map((r) => [r.kind, r.name])).toEqual([
    ['vital', 'LCP'],
    ['error', 'uncaught'],
    ['remote', 'load'],
    ['vital', 'CLS'],
  ]);
  expect(stored[0]).toMatchObject({ value: 1234.5, rating: 'good', remote: 'testing', device: 'phone', session: 'sess_AbC-123' });
  expect(stored[0].attribution).toEqual({ element: 'img.hero', url: '/hero.webp' });
  expect(Number(stored[0].client_at)).toBe(1_764_000_000_000);

  const [privileges] = await w.sql<Record<string, boolean>>(
    `select ${['anon', 'authenticated']
      .flatMap((role) =>
        ['select', 'insert', 'update', 'delete'].map(
          (p) =>
            `has_table_privilege('${role}', 'private.field_events', '${p}') or has_table_privilege('${role}', 'private.field_rate', '${p}') as ${role}_${p}`,
        ),
      )
      .join(', ')}`,
  );
  expect(Object.values(privileges).every((v) => v === false)).toBe(true);
  // Only `public` is exposed: the private schema is not reachable over REST at all.
  expect((await w.learner.schema('private').from('field_events').select('*')).error).not.toBeNull();
});

test('messages and frames are cleaned of emails, uuids and long digit runs', async () => {
  const route = '/ingest-scrub';
  const r = await ingest(w.anon, [
    error({
      route,
      message: 'Failed for learner@example.com on attempt 8b2f3c4d-1111-4222-8333-944455556666, order 98765432',
      frame: 'at save (https://x.test/node_modules/@supabase/a.js:1:2) user a.b@c.co',
    }),
  ]);
  expect(r.error).toBeNull();
  const [row] = await rows('route = $1', [route]);
  expect(row.message).toBe('Failed for … on attempt …, order …');
  expect(row.frame).toBe('at save (https://x.test/node_modules/@supabase/a.js:1:2) user …');
});

test("the ops reads are an admin's only (42501 for a visitor, a learner and an editor)", async () => {
  for (const [fn, args] of OPS) {
    for (const client of [w.anon, w.learner, editor]) {
      const r = await client.rpc(fn, args);
      expect({ fn, code: r.error?.code }).toEqual({ fn, code: '42501' });
    }
    expect({ fn, error: (await admin.rpc(fn, args)).error }).toEqual({ fn, error: null });
  }
  expect((await admin.rpc('field_vitals', { p_hours: 0 })).error?.code).toBe('22023');
  expect((await admin.rpc('field_vitals', { p_hours: 169 })).error?.code).toBe('22023');
  expect((await admin.rpc('field_vitals_series', { p_name: 'FID', p_hours: 24 })).error?.code).toBe('22023');
});

test('field_vitals gives the p75 and the share rated good; the series gives it per hour', async () => {
  const route = '/p75/:id';
  const events = [100, 200, 300, 400].map((value, i) =>
    vital({ route, remote: 'content', version: '3.1.0', value, rating: i === 0 ? 'good' : 'poor' }),
  );
  expect((await ingest(w.anon, events)).error).toBeNull();
  // An old sample outside the window counts in neither read.
  await w.sql(
    `insert into private.field_events (kind, name, value, route, remote, version, session, received_at)
               values ('vital', 'LCP', 99999, $1, 'content', '3.1.0', 's', now() - interval '30 hours')`,
    [route],
  );

  const { data, error: e } = await admin.rpc('field_vitals', { p_hours: 24 });
  expect(e).toBeNull();
  const mine = (data as any[]).filter((g) => g.route === route);
  // One session's four samples share its weight: the weighted p75 of 100, 200, 300, 400 is the third (issue 42).
  expect(mine).toEqual([
    { route, remote: 'content', version: '3.1.0', name: 'LCP', samples: 4, sessions: 1, sources: 1, p75: 300, good_share: 0.25 },
  ]);
  const wider = (await admin.rpc('field_vitals', { p_hours: 48 })).data as any[];
  expect(wider.find((g) => g.route === route)).toMatchObject({ samples: 5 });

  const series = (await admin.rpc('field_vitals_series', { p_name: 'LCP', p_route: route, p_hours: 3 })).data as any[];
  expect(series).toHaveLength(3);
  expect(series[2]).toMatchObject({ p75: 300, samples: 4, sessions: 1, sources: 1 });
  expect(series[0]).toMatchObject({ p75: null, samples: 0 });
  expect(new Date(series[2].hour).getTime() - new Date(series[1].hour).getTime()).toBe(3_600_000);
});

test('field_errors groups errors, most frequent first, with the latest as a sample; field_remote_loads counts loads', async () => {
  const route = '/errors/:id';
  const many = Array.from({ length: 3 }, (_, i) =>
    error({ route, remote: 'errs-a', message: 'Boom', device: i === 2 ? 'tablet' : 'phone' }),
  );
  const once = error({ route, remote: 'errs-a', name: 'rejection', message: 'Rare' });
  const loads = [
    remoteLoad({ route, remote: 'errs-a', version: '9.9.9' }),
    remoteLoad({ route, remote: 'errs-a', version: '9.9.9' }),
    remoteLoad({ route, remote: 'errs-a', version: '9.9.9', name: 'load-failed', message: 'ChunkLoadError' }),
  ];
  expect((await ingest(w.anon, [once, ...many, vital({ route }), ...loads])).error).toBeNull();

  const groups = ((await admin.rpc('field_errors', { p_hours: 1 })).data as any[]).filter((g) => g.remote === 'errs-a');
  expect(groups.map((g) => [g.kind, g.name, g.message, g.count])).toEqual([
    ['error', 'uncaught', 'Boom', 3],
    expect.anything(),
    expect.anything(),
  ]);
  expect(
    groups
      .slice(1)
      .map((g) => g.message)
      .sort(),
  ).toEqual(['ChunkLoadError', 'Rare']);
  expect(groups[0].sample).toEqual({ route, attribution: null, connection: null, device: 'tablet' });
  expect(new Date(groups[0].first_seen).getTime()).toBeLessThanOrEqual(new Date(groups[0].last_seen).getTime());

  const remoteLoads = ((await admin.rpc('field_remote_loads', { p_hours: 1 })).data as any[]).filter((g) => g.remote === 'errs-a');
  // Sessions, not events (issue 42): the one session loaded the remote, and once failed to.
  expect(remoteLoads).toEqual([{ remote: 'errs-a', version: '9.9.9', loads: 1, failures: 1, sessions: 1, sources: 1 }]);
});

test('a malformed batch is 400 naming the event and the field, and stores nothing', async () => {
  const cases: [unknown, string][] = [
    [{ events: [] }, 'events: must hold 1 to 50 events'],
    [{ events: 'x' }, 'events: must be an array'],
    [{ events: [vital()], extra: 1 }, 'extra: is not a field of a batch'],
    [[vital()], 'p_batch: must be an object'],
    [
      { events: Array.from({ length: 51 }, () => ({ kind: 'vital', name: 'LCP', value: 1, route: '/', session: 's' })) },
      'events: must hold 1 to 50 events',
    ],
    [{ events: [vital(), vital({ route: '/exams/8b2f3c4d-1111-4222-8333-944455556666' })] }, 'events[1].route'],
    [{ events: [vital({ route: '/u/a@b.co' })] }, 'events[0].route'],
    [{ events: [vital({ route: '/orders/1234567' })] }, 'events[0].route'],
    [{ events: [vital({ route: '/x?access_token=abc' })] }, 'events[0].route'],
    [{ events: [vital({ route: 'exams' })] }, 'events[0].route'],
    [{ events: [vital({ route: `/${'a'.repeat(200)}` })] }, 'events[0].route'],
    [{ events: [vital({ value: 'NaN' })] }, 'events[0].value: must be a number'],
    [{ events: [vital({ value: 600001 })] }, 'events[0].value: must be between'],
    [{ events: [vital({ value: -1 })] }, 'events[0].value'],
    [{ events: [vital({ value: null })] }, 'events[0].value'],
    [{ events: [vital({ name: 'FID' })] }, 'events[0].name'],
    [{ events: [error({ name: 'LCP' })] }, 'events[0].name'],
    [{ events: [error({ value: 3 })] }, 'events[0].value'],
    [{ events: [error({ rating: 'good' })] }, 'events[0].rating'],
    [{ events: [vital({ rating: 'ok' })] }, 'events[0].rating'],
    [{ events: [remoteLoad({ remote: undefined })] }, 'events[0].remote'],
    [{ events: [vital({ remote: 'Shell!' })] }, 'events[0].remote'],
    [{ events: [vital({ session: 'a b' })] }, 'events[0].session'],
    [{ events: [vital({ session: 's'.repeat(41) })] }, 'events[0].session'],
    [{ events: [vital({ device: 'watch' })] }, 'events[0].device'],
    [{ events: [vital({ version: 'v'.repeat(65) })] }, 'events[0].version'],
    [{ events: [vital({ connection: ['4g'] })] }, 'events[0].connection'],
    [{ events: [error({ message: 'm'.repeat(501) })] }, 'events[0].message'],
    [{ events: [error({ frame: 'f'.repeat(301) })] }, 'events[0].frame'],
    [{ events: [vital({ attribution: 'x' })] }, 'events[0].attribution'],
    [{ events: [vital({ attribution: { a: 'x'.repeat(2100) } })] }, 'events[0].attribution'],
    [{ events: [vital({ at: -5 })] }, 'events[0].at'],
    [{ events: [vital({ at: 1e300 })] }, 'events[0].at'],
    [{ events: [vital({ email: 'a@b.co' })] }, 'events[0].email: is not a field of an event'],
    [{ events: [vital({ kind: 'metric' })] }, 'events[0].kind'],
    [{ events: [vital({ kind: null })] }, 'events[0].kind'],
    [{ events: [null] }, 'events[0].event: must be an object'],
  ];
  const before = (await w.sql('select count(*)::int as n from private.field_events'))[0].n;
  for (const [batch, message] of cases) {
    const r = await w.anon.rpc('ingest_field_events', { p_batch: batch });
    expect({ batch, code: r.error?.code, status: r.status }).toEqual({ batch, code: '22023', status: 400 });
    expect({ batch, message: r.error?.message }).toEqual({ batch, message: expect.stringContaining(message) });
  }
  expect((await w.sql('select count(*)::int as n from private.field_events'))[0].n).toBe(before);
});

test('a body over 16 KiB is 400; one just under is accepted', async () => {
  const big = Array.from({ length: 40 }, () => error({ message: 'm'.repeat(450) }));
  const over = await w.anon.rpc('ingest_field_events', { p_batch: { events: big } });
  expect(over.status).toBe(400);
  expect(over.error?.message).toBe('p_batch: must be at most 16 KiB');
  const under = await w.anon.rpc('ingest_field_events', { p_batch: { events: big.slice(0, 18) } });
  expect(under.data).toEqual({ accepted: 18 });
});

test('60 batches a minute from one address, then 429; another address still gets in; forged forwarding headers are not trusted', async () => {
  await sameMinute(30);
  const flooder = '127.0.0.3';
  const body = batchBody([vital({ route: '/flood' })]);
  for (let i = 0; i < 60; i++) {
    // Forged forwarding headers change nothing: local-supabase, as the gateway, names the socket's peer.
    const r = await postFrom(base.url, base.key, body, flooder, {
      'x-forwarded-for': `10.0.${i}.1`,
      'cf-connecting-ip': `10.1.${i}.1`,
      'x-real-ip': `10.2.${i}.1`,
    });
    expect({ i, status: r.status }).toEqual({ i, status: 200 });
  }
  const refused = await postFrom(base.url, base.key, body, flooder);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'PT429', message: 'Too many field events from this address: try again in a minute' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect((await postFrom(base.url, base.key, body, '127.0.0.4')).status).toBe(200);
  // The refused batch was not stored and not counted.
  expect((await w.sql(`select count(*)::int as n from private.field_events where route = '/flood'`))[0].n).toBe(61);
  const [counter] = await w.sql(`select batches from private.field_rate where address = $1 order by minute desc limit 1`, [flooder]);
  expect(counter.batches).toBe(60);
});

test('the address is CF-Connecting-IP, else the first X-Forwarded-For entry, as hosted Supabase passes them', async () => {
  const address = async (headers: Record<string, string>) =>
    (
      await w.sql<{ a: string }>(
        `select private.field_caller_address() as a from (select set_config('request.headers', $1, true) as h) s`,
        [JSON.stringify(headers)],
      )
    )[0].a;
  expect(await address({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })).toBe('203.0.113.9');
  expect(await address({ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' })).toBe('198.51.100.1');
  expect(await address({})).toBe('unknown');
});

test('over 20,000 events a minute from everyone together, a source that sent more than 200 is refused; over 40,000, everyone', async () => {
  await sameMinute(10);
  const setAll = (n: number) =>
    w.sql(
      `insert into private.field_rate (address, minute, events) values ('*', date_trunc('minute', now()), $1)
           on conflict (address, minute) do update set events = $1`,
      [n],
    );
  await setAll(19999);
  // A source that has already sent 300 events this minute shares the spent budget: refused.
  await w.sql(`insert into private.field_rate (address, minute, batches, events) values ('127.0.0.5', date_trunc('minute', now()), 6, 300)
               on conflict (address, minute) do update set events = 300`);
  const r = await postFrom(base.url, base.key, batchBody([vital(), vital()]), '127.0.0.5');
  expect(r.status).toBe(429);
  expect(r.body.message).toBe('Too many field events just now: try again in a minute');
  // A small source (a real browser) still gets in (issue 42, finding 5) until everyone together passes twice the budget.
  expect((await postFrom(base.url, base.key, batchBody([vital()]), '127.0.0.7')).status).toBe(200);
  await setAll(40000);
  expect((await postFrom(base.url, base.key, batchBody([vital()]), '127.0.0.8')).status).toBe(429);
  await setAll(0);
});

test('every answer carries an X-Request-Id', async () => {
  const r = await postFrom(base.url, base.key, batchBody([vital()]), '127.0.0.6', { 'x-request-id': 'client-abc.123' });
  expect(r.headers['x-request-id']).toBe('client-abc.123');
  const bad = await postFrom(base.url, base.key, '{', '127.0.0.6', { 'x-request-id': 'bad id with spaces' });
  expect(bad.status).toBe(400);
  expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the purge deletes events older than 8 days (the reads look back 168 hours) and stale rate counters, and keeps the rest', async () => {
  const route = '/purge/:id';
  await w.sql(
    `insert into private.field_events (kind, name, value, route, session, received_at)
     values ('vital', 'LCP', 1, $1, 'old', now() - interval '8 days 1 hour'),
            ('vital', 'LCP', 2, $1, 'kept', now() - interval '7 days 23 hours')`,
    [route],
  );
  await w.sql(
    `insert into private.field_rate (address, minute, batches) values ('192.0.2.1', date_trunc('minute', now()) - interval '1 hour', 5)`,
  );
  const [{ deleted }] = await w.sql<{ deleted: number }>('select private.purge_field_events() as deleted');
  expect(deleted).toBeGreaterThanOrEqual(1);
  expect((await rows('route = $1', [route])).map((r) => r.session)).toEqual(['kept']);
  expect(await w.sql(`select * from private.field_rate where address = '192.0.2.1'`)).toEqual([]);
});
