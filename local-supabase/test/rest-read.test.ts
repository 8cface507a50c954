import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toRestError } from '../src/rest/errors';
import { anonClient, clientFor, createUser, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let alice: SupabaseClient;
let bob: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT });
  await server.db.exec(readFileSync(path.join(__dirname, 'fixtures/notes-schema.sql'), 'utf8'));
  await server.db.exec(`insert into public.authors (name) values ('Ada'), ('Grace'), ('Linus, Jr.')`);
  await server.reloadSchema();
  await createUser(server, 'alice@example.com');
  await createUser(server, 'bob@example.com');
  alice = await clientFor(server, 'alice@example.com');
  bob = await clientFor(server, 'bob@example.com');
  anon = anonClient(server);
  const rows = [
    { title: 'NISM basics', body: 'intro', stars: 5, author_id: 1, tags: ['nism', 'intro'] },
    { title: 'Derivatives', body: null, stars: 2, author_id: 2, tags: ['fno'] },
    { title: 'Mutual funds', body: 'amc', stars: 9, author_id: 1, tags: [] },
  ];
  expect((await alice.from('notes').insert(rows)).error).toBeNull();
  expect((await bob.from('notes').insert({ title: 'Bob only', stars: 1 })).error).toBeNull();
});

afterAll(() => server.stop());

test('each learner reads only their own rows; an anonymous visitor sees none', async () => {
  const a = await alice.from('notes').select('title').order('title');
  expect(a.data).toEqual([{ title: 'Derivatives' }, { title: 'Mutual funds' }, { title: 'NISM basics' }]);
  const b = await bob.from('notes').select('title');
  expect(b.data).toEqual([{ title: 'Bob only' }]);
  const v = await anon.from('notes').select('title');
  expect(v.data).toEqual([]);
});

test('aliases, casts and embeds through foreign keys (object for many-to-one, array for one-to-many)', async () => {
  const { data } = await alice.from('notes').select('heading:title, stars::text, writer:authors(name)').eq('title', 'NISM basics').single();
  expect(data).toEqual({ heading: 'NISM basics', stars: '5', writer: { name: 'Ada' } });

  const { data: authors } = await alice
    .from('authors')
    .select('name, notes(title)')
    .eq('id', 1)
    .order('title', { referencedTable: 'notes' });
  expect(authors).toEqual([{ name: 'Ada', notes: [{ title: 'Mutual funds' }, { title: 'NISM basics' }] }]);
  // RLS applies inside embeds too: bob sees Ada with none of alice's notes
  const { data: bobs } = await bob.from('authors').select('name, notes(title)').eq('id', 1);
  expect(bobs).toEqual([{ name: 'Ada', notes: [] }]);
  const { data: inner } = await alice.from('authors').select('name, notes!inner(title)').eq('notes.title', 'Derivatives');
  expect(inner).toEqual([{ name: 'Grace', notes: [{ title: 'Derivatives' }] }]);
});

test('a child whose foreign key is its primary key embeds as one object (one-to-one), as PostgREST does', async () => {
  // The site's exam_info (primary key exam_id → exams) is such a child: the attempt page reads it through exams.
  await server.db.exec(`
    create table public.author_bios (author_id int primary key references public.authors (id), bio text not null);
    alter table public.author_bios enable row level security;
    create policy "bios are public" on public.author_bios for select using (true);
    insert into public.author_bios values (1, 'Wrote the first program');`);
  await server.reloadSchema();
  const { data, error } = await anon.from('authors').select('name, author_bios(bio)').in('id', [1, 2]).order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { name: 'Ada', author_bios: { bio: 'Wrote the first program' } },
    { name: 'Grace', author_bios: null },
  ]);
});

test('filters: comparisons, like with % and *, ilike, in with quoting, is, not, or', async () => {
  const titles = async (q: PromiseLike<{ data: { title: string }[] | null }>) => ((await q).data ?? []).map((r) => r.title).sort();
  expect(await titles(alice.from('notes').select('title').gt('stars', 2).lte('stars', 9))).toEqual(['Mutual funds', 'NISM basics']);
  expect(await titles(alice.from('notes').select('title').neq('stars', 5).lt('stars', 9))).toEqual(['Derivatives']);
  expect(await titles(alice.from('notes').select('title').like('title', 'NISM%'))).toEqual(['NISM basics']);
  expect(await titles(alice.from('notes').select('title').like('title', '*funds'))).toEqual(['Mutual funds']);
  expect(await titles(alice.from('notes').select('title').ilike('title', '%nism%'))).toEqual(['NISM basics']);
  expect(await titles(alice.from('notes').select('title').in('title', ['Derivatives', 'a,b', 'x"y']))).toEqual(['Derivatives']);
  expect(await titles(alice.from('notes').select('title').is('body', null))).toEqual(['Derivatives']);
  expect(await titles(alice.from('notes').select('title').not('body', 'is', null).gte('stars', 9))).toEqual(['Mutual funds']);
  expect(await titles(alice.from('notes').select('title').or('stars.gt.8,title.ilike.*deriv*'))).toEqual(['Derivatives', 'Mutual funds']);
  expect(await titles(alice.from('notes').select('title').contains('tags', ['nism']))).toEqual(['NISM basics']);
  const { data: authors } = await anon.from('authors').select('name').in('name', ['Linus, Jr.', 'Ada']).order('name');
  expect(authors).toEqual([{ name: 'Ada' }, { name: 'Linus, Jr.' }]);
});

test('order, range and exact counts with Content-Range', async () => {
  const page = await alice.from('notes').select('title', { count: 'exact' }).order('stars', { ascending: false }).range(1, 2);
  expect(page.data).toEqual([{ title: 'NISM basics' }, { title: 'Derivatives' }]);
  expect(page.count).toBe(3);
  const head = await alice.from('notes').select('*', { count: 'exact', head: true });
  expect(head).toMatchObject({ data: null, count: 3, status: 200 });
});

test('single() and maybeSingle()', async () => {
  const none = await alice.from('notes').select().eq('title', 'nope').single();
  expect(none.status).toBe(406);
  expect(none.error).toEqual({
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    hint: null,
    message: 'Cannot coerce the result to a single JSON object',
  });
  const many = await alice.from('notes').select().single();
  expect(many.error?.details).toBe('The result contains 3 rows');
  expect((await alice.from('notes').select().eq('title', 'nope').maybeSingle()).data).toBeNull();
  expect((await alice.from('notes').select('stars').eq('title', 'Derivatives').maybeSingle()).data).toEqual({ stars: 2 });
});

test('bad input answers 4xx with PostgREST error codes, never 500', async () => {
  const table = await anon.from('no_such_table').select();
  expect(table.status).toBe(404);
  expect(table.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache" });
  const column = await anon.from('authors').select('nope');
  expect(column).toMatchObject({ status: 400, error: { code: '42703', message: 'column authors.nope does not exist' } });
  const filter = await anon.from('authors').select().filter('name', 'bogus', 'x');
  expect(filter).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
  const embed = await anon.from('authors').select('*, exams(*)');
  expect(embed).toMatchObject({ status: 400, error: { code: 'PGRST200' } });
  const badUuid = await alice.from('notes').select().eq('id', 'not-a-uuid');
  expect(badUuid).toMatchObject({ status: 400, error: { code: '22P02' } });
  const deep = await anon.from('authors').select(`*,${'a('.repeat(200)}*${')'.repeat(200)}`);
  expect(deep).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
  expect(toRestError(new Error('Invalid input for boolean type'), 'anon')).toMatchObject({ status: 400, code: '22P02' });
  const injection = await anon.from('authors').select('name').eq('name', "Ada'; drop table public.authors; --");
  expect(injection).toMatchObject({ status: 200, data: [] });
  expect((await anon.from('authors').select('name')).data).toHaveLength(3);
});

test('JWTs: tampered and expired tokens are refused, a missing API key too', async () => {
  const { data } = await alice.auth.getSession();
  const token = data.session!.access_token;
  const [h, p] = token.split('.');
  const forged = `${h}.${p}.${'A'.repeat(43)}`;
  const res = await fetch(`${server.url}/rest/v1/notes?select=*`, {
    headers: { apikey: server.publishableKey, authorization: `Bearer ${forged}` },
  });
  expect(res.status).toBe(401);
  expect((await res.json()).code).toBe('PGRST301');

  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await server.signJwt({ sub: 'x', role: 'authenticated', exp: past, iat: past - 3600 });
  const res2 = await fetch(`${server.url}/rest/v1/notes?select=*`, {
    headers: { apikey: server.publishableKey, authorization: `Bearer ${expired}` },
  });
  expect(res2.status).toBe(401);
  expect(await res2.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });

  const noKey = await fetch(`${server.url}/rest/v1/authors?select=*`);
  expect(noKey.status).toBe(401);
  expect((await noKey.json()).message).toBe('No API key found in request');
  const badKey = await fetch(`${server.url}/rest/v1/authors?select=*`, { headers: { apikey: 'anon-key' } });
  expect((await badKey.json()).message).toBe('Invalid API key');
});
