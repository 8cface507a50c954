// Ranges, counts and related order as PostgREST answers them (issue 13 item 10): a ranged read with a count that
// does not cover the set is 206, an offset past the end is 416 PGRST103, `.order('author(name)')` orders by a
// to-one embed's column, and an exact count goes with a filter on an embedded table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serverOptions } from './rls/harness';
import { anonClient, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, ...serverOptions() });
  await server.db.exec(readFileSync(path.join(__dirname, 'fixtures/notes-schema.sql'), 'utf8'));
  // Public books by authors: five rows, so ranges have room.
  await server.db.exec(`
    insert into public.authors (name) values ('Grace'), ('Ada'), ('Linus');
    create table public.books (id int primary key, title text not null, author_id int references public.authors (id));
    alter table public.books enable row level security;
    create policy "books are public" on public.books for select using (true);
    grant select on public.books to anon;
    insert into public.books values (1, 'e', 1), (2, 'd', 2), (3, 'c', 3), (4, 'b', 1), (5, 'a', null);`);
  await server.reloadSchema();
  anon = anonClient(server);
}, 120_000);
afterAll(() => server?.stop());

test('a ranged read with an exact count that covers part of the set answers 206 with Content-Range', async () => {
  const r = await anon.from('books').select('id', { count: 'exact' }).order('id').range(1, 2);
  expect(r).toMatchObject({ status: 206, count: 5, data: [{ id: 2 }, { id: 3 }], error: null });
  const res = await fetch(`${server.url}/rest/v1/books?select=id&order=id&limit=2&offset=1`, {
    headers: { apikey: server.publishableKey, prefer: 'count=exact' },
  });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe('1-2/5');
});

test('a read with a count that covers the whole set answers 200; without a count a range answers 200', async () => {
  expect(await anon.from('books').select('id', { count: 'exact' }).range(0, 9)).toMatchObject({ status: 200, count: 5 });
  expect(await anon.from('books').select('id').range(0, 1)).toMatchObject({ status: 200, count: null });
  const head = await anon.from('books').select('*', { count: 'exact', head: true }).range(0, 1);
  expect(head).toMatchObject({ status: 206, count: 5 });
});

test('an offset past the end with a count answers 416 PGRST103; at the end it is an empty 206', async () => {
  const past = await anon.from('books').select('id', { count: 'exact' }).range(7, 9);
  expect(past.status).toBe(416);
  expect(past.error).toMatchObject({
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: 'An offset of 7 was requested, but there are only 5 rows.',
  });
  const res = await fetch(`${server.url}/rest/v1/books?select=id&offset=7`, {
    headers: { apikey: server.publishableKey, prefer: 'count=exact' },
  });
  expect(res.headers.get('content-range')).toBe('*/5');
  expect(await anon.from('books').select('id', { count: 'exact' }).range(5, 6)).toMatchObject({ status: 206, data: [], count: 5 });
  expect(await anon.from('books').select('id').range(7, 9)).toMatchObject({ status: 200, data: [] });
});

test('order by a to-one embed column; a to-many embed is refused with PGRST118', async () => {
  const r = await anon.from('books').select('id, author:authors(name)').order('author(name)').order('id');
  expect(r.error).toBeNull();
  expect(r.data!.map((b) => b.id)).toEqual([2, 1, 4, 3, 5]); // Ada, Grace, Grace, Linus, then no author (nulls last)
  const desc = await anon.from('books').select('id, authors(name)').order('authors(name)', { ascending: false, nullsFirst: false });
  expect(desc.data![0].id).toBe(3);
  const many = await anon.from('authors').select('id, books(title)').order('books(title)');
  expect(many).toMatchObject({ status: 400, error: { code: 'PGRST118' } });
});

test('an exact count together with a filter on an embedded table', async () => {
  const r = await anon.from('books').select('id, authors(name)', { count: 'exact' }).eq('authors.name', 'Grace').order('id');
  expect(r).toMatchObject({ status: 200, count: 5, error: null });
  expect(r.data!.filter((b) => b.authors).map((b) => b.id)).toEqual([1, 4]);
  const inner = await anon.from('books').select('id, authors!inner(name)', { count: 'exact' }).eq('authors.name', 'Grace').limit(1);
  expect(inner).toMatchObject({ status: 206, count: 2, data: [{ id: 1, authors: { name: 'Grace' } }] });
});

test('a Range header narrows a GET as PostgREST does, together with limit and offset', async () => {
  const get = (query: string, range: string) =>
    fetch(`${server.url}/rest/v1/books?select=id&order=id${query}`, {
      headers: { apikey: server.publishableKey, range, prefer: 'count=exact' },
    });
  const r = await get('', '1-2');
  expect(r.status).toBe(206);
  expect(r.headers.get('content-range')).toBe('1-2/5');
  expect(await r.json()).toEqual([{ id: 2 }, { id: 3 }]);
  expect(await (await get('&limit=2', '1-')).json()).toEqual([{ id: 2 }]);
  expect(await (await get('', '3-')).json()).toEqual([{ id: 4 }, { id: 5 }]);
  expect(await (await get('', 'items=1-2')).json()).toHaveLength(5); // not <from>-<to>: ignored
  const backwards = await get('', '3-1');
  expect(backwards.status).toBe(416);
  expect(await backwards.json()).toMatchObject({ code: 'PGRST103' });
});
