import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, clientFor, createUser, NO_PROJECT, serviceClient, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let alice: SupabaseClient;
let bob: SupabaseClient;
let bobId: string;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT });
  await server.db.exec(readFileSync(path.join(__dirname, 'fixtures/notes-schema.sql'), 'utf8'));
  await server.db.exec(`insert into public.authors (name) values ('Ada'), ('Grace')`);
  await server.reloadSchema();
  await createUser(server, 'alice@example.com');
  bobId = (await createUser(server, 'bob@example.com'))!.id;
  alice = await clientFor(server, 'alice@example.com');
  bob = await clientFor(server, 'bob@example.com');
});

afterAll(() => server.stop());

test('insert returns the stored row with defaults; without select it answers 201 and no body', async () => {
  const created = await alice
    .from('notes')
    .insert({ title: 'First', stars: 3 })
    .select('title, stars, tags, author:authors(name)')
    .single();
  expect(created).toMatchObject({ status: 201, error: null, data: { title: 'First', stars: 3, tags: [], author: null } });
  const bare = await alice.from('notes').insert({ title: 'Second', author_id: 2 });
  expect(bare).toMatchObject({ status: 201, error: null, data: null });
  const bulk = await alice
    .from('notes')
    .insert([{ title: 'Third' }, { title: 'Fourth', body: 'x' }])
    .select('title, body');
  expect(bulk.data).toEqual([
    { title: 'Third', body: null },
    { title: 'Fourth', body: 'x' },
  ]);
});

test('a duplicate key answers 409 with SQLSTATE 23505', async () => {
  const dup = await alice.from('notes').insert({ title: 'First' });
  expect(dup.status).toBe(409);
  expect(dup.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "notes_owner_title_key"' });
  // Postgres withholds the key values (details) from a caller under row-level security.
  expect(dup.error?.details).toBeNull();
});

test('row-level security refuses writes for someone else (403) and anonymous writes (401)', async () => {
  const forged = await alice.from('notes').insert({ title: 'Not mine', owner: bobId });
  expect(forged.status).toBe(403);
  expect(forged.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
  const anon = await anonClient(server).from('notes').insert({ title: 'Anon', owner: bobId });
  expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
  const unknownColumn = await alice.from('notes').insert({ title: 'x', score: 100 });
  expect(unknownColumn).toMatchObject({
    status: 400,
    error: { code: 'PGRST204', message: "Could not find the 'score' column of 'notes' in the schema cache" },
  });
});

test("update changes only the caller's rows; other rows are silently skipped", async () => {
  const own = await alice.from('notes').update({ stars: 7 }).eq('title', 'First').select('title, stars').single();
  expect(own.data).toEqual({ title: 'First', stars: 7 });
  const plain = await alice.from('notes').update({ body: 'edited' }).eq('title', 'Second');
  expect(plain).toMatchObject({ status: 204, data: null, error: null });
  const other = await bob.from('notes').update({ stars: 0 }).eq('title', 'First').select();
  expect(other).toMatchObject({ status: 200, data: [] });
  const stolen = await alice.from('notes').update({ owner: bobId }).eq('title', 'First');
  expect(stolen).toMatchObject({ status: 403, error: { code: '42501' } });
  // single() on a write that touches several rows fails and rolls the write back
  const many = await alice.from('notes').update({ stars: 1 }).in('title', ['Third', 'Fourth']).select().single();
  expect(many).toMatchObject({ status: 406, error: { code: 'PGRST116' } });
  const { data } = await alice.from('notes').select('stars').in('title', ['Third', 'Fourth']);
  expect(data).toEqual([{ stars: 0 }, { stars: 0 }]);
});

test('upsert merges or ignores duplicates on the conflict columns', async () => {
  const { data: me } = await alice.auth.getUser();
  const merged = await alice
    .from('notes')
    .upsert({ owner: me.user!.id, title: 'First', stars: 10 }, { onConflict: 'owner,title' })
    .select('title, stars');
  expect(merged.data).toEqual([{ title: 'First', stars: 10 }]);
  const ignored = await alice
    .from('notes')
    .upsert({ owner: me.user!.id, title: 'First', stars: 99 }, { onConflict: 'owner,title', ignoreDuplicates: true })
    .select('title');
  expect(ignored.data).toEqual([]);
  const { data } = await alice.from('notes').select('stars').eq('title', 'First').single();
  expect(data).toEqual({ stars: 10 });
});

test('delete removes own rows, returning them when asked', async () => {
  const gone = await alice.from('notes').delete().eq('title', 'Fourth').select('title');
  expect(gone.data).toEqual([{ title: 'Fourth' }]);
  expect((await alice.from('notes').delete().eq('title', 'Third')).status).toBe(204);
  expect((await bob.from('notes').delete().eq('title', 'First').select()).data).toEqual([]);
  expect((await alice.from('notes').select('title').order('title')).data).toEqual([{ title: 'First' }, { title: 'Second' }]);
});

test('rpc: named args over POST and GET, scalars, row sets with filters, void, raised errors', async () => {
  expect((await alice.rpc('add_numbers', { a: 2, b: 40 })).data).toBe(42);
  expect((await alice.rpc('add_numbers', { a: 2 })).data).toBe(3);
  expect((await alice.rpc('add_numbers', { a: 5, b: 5 }, { get: true })).data).toBe(10);
  const { data: me } = await alice.auth.getUser();
  expect((await alice.rpc('whoami')).data).toBe(me.user!.id);
  expect((await anonClient(server).rpc('whoami')).data).toBeNull();
  const rows = await alice.rpc('starred_notes', { min_stars: 0 }).select('title').order('title').limit(1);
  expect(rows.data).toEqual([{ title: 'First' }]);
  expect(await alice.rpc('noop')).toMatchObject({ status: 204, data: null, error: null });
  const failed = await alice.rpc('fail_with', { msg: 'Attempt deadline has passed' });
  expect(failed).toMatchObject({
    status: 400,
    error: { code: 'P0001', message: 'Attempt deadline has passed', details: null, hint: null },
  });
  const missing = await alice.rpc('no_such_fn', { x: 1 });
  expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
});

test('the service role bypasses row-level security', async () => {
  const { data } = await serviceClient(server).from('notes').select('title').order('title');
  expect(data).toEqual([{ title: 'First' }, { title: 'Second' }]);
});
