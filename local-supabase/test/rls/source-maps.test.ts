// Source maps of a build, staff-only (issue 47 §4; supabase/migrations/20261207700000_source_maps.sql), from outside
// with supabase-js: only the secret key publishes a map; only an admin reads one (a visitor, a learner, a second
// learner and an editor get 42501 and nothing); an app keeps the maps of its newest 5 builds. And the ingest's second
// scrub keeps a frame's `:line:column` however many digits it has, while still scrubbing the rest.
import type { SupabaseClient } from '@supabase/supabase-js';
import { error } from '../security/field-events';
import { STARTUP_MS, startWorld, type World } from './harness';
import { makeStaff } from './studio-fixture';

let w: World;
let admin: SupabaseClient;
let editor: SupabaseClient;

beforeAll(async () => {
  w = await startWorld();
  admin = (await makeStaff(w, 'admin')).client;
  editor = (await makeStaff(w, 'editor')).client;
}, STARTUP_MS);
afterAll(() => w?.stop());

const map = (name = 'TermsPage') => ({
  version: 3,
  file: 'assets/x.js',
  sources: [`webpack://content/./src/pages/terms/${name}.tsx`],
  sourcesContent: ['export default function TermsPage() {}'],
  names: [name],
  mappings: 'AAAA',
});
const publish = (client: SupabaseClient, args: { app?: string; build?: string; file: string; map?: unknown }) =>
  client.rpc('publish_source_map', {
    p_app: args.app ?? 'content',
    p_build: args.build ?? 'b1',
    p_file: args.file,
    p_map: args.map ?? map(),
  });

test('the secret key publishes a map; an admin reads it, without its sources content', async () => {
  const r = await publish(w.service, { file: 'assets/__federation_expose_TermsPage.1a2b3c4d5e.js' });
  expect(r.error).toBeNull();
  const read = await admin.rpc('field_source_map', { p_file: 'assets/__federation_expose_TermsPage.1a2b3c4d5e.js' });
  expect(read.error).toBeNull();
  expect(read.data).toEqual({
    version: 3,
    file: 'assets/x.js',
    sources: ['webpack://content/./src/pages/terms/TermsPage.tsx'],
    names: ['TermsPage'],
    mappings: 'AAAA',
  });
  // A file no build published: null, which the studio says plainly.
  expect(await admin.rpc('field_source_map', { p_file: 'assets/main.0000000000.js' })).toMatchObject({ data: null, error: null });
});

test('a visitor, a learner, a second learner and an editor can neither publish nor read a map', async () => {
  await publish(w.service, { file: 'assets/secret.1111111111.js' });
  for (const [who, client] of [
    ['visitor', w.anon],
    ['learner', w.learner],
    ['second learner', w.second],
    ['editor', editor],
  ] as const) {
    const read = await client.rpc('field_source_map', { p_file: 'assets/secret.1111111111.js' });
    expect({ who, data: read.data, code: read.error?.code }).toEqual({ who, data: null, code: '42501' });
    const write = await publish(client, { file: 'assets/forged.2222222222.js' });
    expect({ who, code: write.error?.code }).toEqual({ who, code: '42501' });
  }
  // An admin's session publishes nothing either: the deploy's key does.
  expect((await publish(admin, { file: 'assets/forged.2222222222.js' })).error?.code).toBe('42501');
  expect(await w.sql(`select file from private.field_source_maps where file like 'assets/forged%'`)).toEqual([]);
  // The table is out of the API's reach.
  expect((await w.learner.schema('private').from('field_source_maps').select('*')).error).not.toBeNull();
});

test('a bad publish is a 22023 naming the argument, and stores nothing', async () => {
  const bad: [Parameters<typeof publish>[1], RegExp][] = [
    [{ file: '../etc/passwd.js' }, /p_file/],
    [{ file: 'assets/x.css' }, /p_file/],
    [{ file: 'assets/y.js', app: 'Content!' }, /p_app/],
    [{ file: 'assets/y.js', build: 'a b' }, /p_build/],
    [{ file: 'assets/y.js', map: { version: 2, sources: [], mappings: '' } }, /p_map/],
    [{ file: 'assets/y.js', map: [] }, /p_map/],
  ];
  for (const [args, message] of bad) {
    const r = await publish(w.service, args);
    expect({ args, code: r.error?.code }).toEqual({ args, code: '22023' });
    expect(r.error?.message).toMatch(message);
  }
  expect(await w.sql(`select file from private.field_source_maps where file = 'assets/y.js'`)).toEqual([]);
});

test('an app keeps the maps of its newest 5 builds; a file shared by builds stays with the newest', async () => {
  for (let b = 1; b <= 7; b++) {
    expect((await publish(w.service, { app: 'testing', build: `t${b}`, file: `assets/page.t${b}.js` })).error).toBeNull();
    // The vendor chunk did not change: the same name in every build.
    expect((await publish(w.service, { app: 'testing', build: `t${b}`, file: 'assets/vendor.7777777777.js' })).error).toBeNull();
    await w.sql(
      `update private.field_source_maps set published_at = now() - make_interval(mins => 10 - $1::int) where app = 'testing' and build = $2`,
      [b, `t${b}`],
    );
  }
  const kept = await w.sql<{ file: string }>(`select file from private.field_source_maps where app = 'testing' order by file`);
  expect(kept.map((r) => r.file)).toEqual([
    'assets/page.t3.js',
    'assets/page.t4.js',
    'assets/page.t5.js',
    'assets/page.t6.js',
    'assets/page.t7.js',
    'assets/vendor.7777777777.js',
  ]);
  // Another app's maps are not touched by this app's builds.
  expect((await admin.rpc('field_source_map', { p_file: 'assets/__federation_expose_TermsPage.1a2b3c4d5e.js' })).data).not.toBeNull();
});

test("the ingest keeps each frame's :line:column of any length and scrubs the rest of the frame", async () => {
  const route = '/ingest-frames';
  const frame =
    'http://localhost:4177/assets/__federation_expose_TermsPage.af31d42a33.js:1:2044110\n' +
    'http://localhost:4177/u/9876543210/learner@example.com/a.js:12:345678\n' +
    'http://localhost:4177/a.js:1:2:9876543';
  expect(
    (
      await w.anon.rpc('ingest_field_events', {
        p_batch: { events: [error({ route, frame, message: 'at a.js:1:2044110 for 9876543210' })] },
      })
    ).error,
  ).toBeNull();
  const [row] = await w.sql<{ frame: string; message: string }>(`select frame, message from private.field_events where route = $1`, [
    route,
  ]);
  expect(row.frame).toBe(
    'http://localhost:4177/assets/__federation_expose_TermsPage.af31d42a33.js:1:2044110\n' +
      'http://localhost:4177/u/…/…/a.js:12:345678\n' +
      'http://localhost:4177/a.js:1:2:…',
  );
  expect(row.message).toBe('at a.js:1:… for …'); // a message's digit runs are scrubbed, suffix or not, when not at a line's end
});
