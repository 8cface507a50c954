// SQL injection through the select grammar (issue 13 item 7): casts, hints, aliases, json paths and order terms
// never reach SQL as text. A cast names a type of a fixed list; everything else is a schema-cache name or a bound value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverOptions } from '../rls/harness';
import { createUser, clientFor, NO_PROJECT, startTestServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, ...serverOptions() });
  await server.db.exec(readFileSync(path.join(__dirname, '../fixtures/notes-schema.sql'), 'utf8'));
  await server.db.exec(`insert into public.authors (name) values ('Ada'), ('Grace'); alter table public.notes add column meta jsonb`);
  await server.reloadSchema();
  await createUser(server, 'injection@example.com');
  const client = await clientFor(server, 'injection@example.com');
  token = (await client.auth.getSession()).data.session!.access_token;
  const { error } = await client.from('notes').insert({ title: 'n1', author_id: 1, meta: { a: { b: 'deep' }, "a' or '1'='1": 'hidden' } });
  expect(error).toBeNull();
}, 120_000);
afterAll(() => server?.stop());

async function get(table: string, query: string) {
  const res = await fetch(`${server.url}/rest/v1/${table}?${query}`, {
    headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, text: await res.text() };
}
const sessionUser = async () => (await server.db.query<{ u: string }>('select session_user::text as u')).rows[0].u;

describe('the two injections of the issue are refused before any SQL runs', () => {
  test.each([
    // evaluated by Postgres before: the error named the session user ("time zone \"postgres\" not recognized")
    ['notes', 'select=created_at::timestamptz at time zone session_user,author:authors!author_id!"(name)'],
    // answered 200 with "id": true before
    ['notes', 'select=id::text is null or session_user is not null,author:authors!author_id!"(name)'],
    ['authors', 'select=id::text is null or session_user is not null,notes!author_id!"(id)'],
    ['notes', 'select=id::text is null or session_user is not null'],
  ])('%s?%s', async (table, query) => {
    const r = await get(table, query.replace(/ /g, '%20'));
    expect(r.status).toBe(400);
    expect(r.text).not.toContain(await sessionUser());
    expect(JSON.parse(r.text).code).toMatch(/^(42704|PGRST100)$/);
  });
});

test.each([
  ['a cast outside the list of type names', 'select=title::regclass', '42704'],
  ['a cast with SQL after it', 'select=title::text)--', 'PGRST100'],
  ['a cast with a comment', 'select=stars::int/**/', 'PGRST100'],
  ['a cast with a subquery', 'select=stars::int,(select 1)', 'PGRST100'],
  ['a quoted cast', 'select=title::"text"', 'PGRST100'],
  ['a hint with SQL in it', 'select=authors!"x\\" or 1=1"(name)', 'PGRST200'],
  ['an unterminated quote', 'select="title', 'PGRST100'],
  ['an order with SQL after it', 'order=title;select 1', 'PGRST100'],
  ['an order direction with SQL', 'order=title.desc nulls first', 'PGRST100'],
  ['a filter column with SQL', 'title or true=eq.x', '42703'],
])('%s answers 400', async (_what, query, code) => {
  const r = await get('notes', query.replace(/ /g, '%20'));
  expect(r.status).toBe(400);
  expect(JSON.parse(r.text).code).toBe(code);
});

test('the grammar supabase-js writes still works: aliases, casts from the list, json paths, quoted names', async () => {
  const q =
    'select=label:title,stars::text,"we\\"ird":title,b:meta->a->>b,n:meta->>missing,m:meta->a::text,author:authors!author_id(name)&title=eq.n1';
  const r = await get('notes', q);
  expect(r.status).toBe(200);
  expect(JSON.parse(r.text)).toEqual([
    { label: 'n1', stars: '0', 'we"ird': 'n1', b: 'deep', n: null, m: '{"b": "deep"}', author: { name: 'Ada' } },
  ]);
});

test('json path keys are values: a key with quotes and SQL in it is only ever a key', async () => {
  const r = await get('notes', `select=x:meta->>"a' or '1'%3D'1",y:meta->>"a' or true --"&title=eq.n1`);
  expect(r.status).toBe(200);
  expect(JSON.parse(r.text)).toEqual([{ x: 'hidden', y: null }]);
});
