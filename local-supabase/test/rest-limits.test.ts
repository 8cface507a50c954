// What one hostile request may cost and how it is refused: deep JSON bodies and logic trees, SQL in the
// select grammar, pathological regexes, fan-out embeds. Each answer is a PostgREST-shaped 4xx, never a 5xx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverOptions } from './rls/harness';
import { createUser, clientFor, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, ...serverOptions() });
  await server.db.exec(readFileSync(path.join(__dirname, 'fixtures/notes-schema.sql'), 'utf8'));
  await server.db.exec(`insert into public.authors (name) values ('Ada'), ('Grace')`);
  await server.reloadSchema();
  await createUser(server, 'limits@example.com');
  const client = await clientFor(server, 'limits@example.com');
  token = (await client.auth.getSession()).data.session!.access_token;
  expect((await client.from('notes').insert({ title: 'seed', author_id: 1 })).error).toBeNull();
}, 120_000);
afterAll(() => server?.stop());

async function rest(pathAndQuery: string, init: { method?: string; body?: string; as?: 'anon' | 'user' } = {}) {
  const headers: Record<string, string> = { apikey: server.anonKey, 'content-type': 'application/json' };
  if (init.as === 'user') headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('JSON bodies nested 200,000 deep answer 400 PGRST102', () => {
  test.each([
    ['rpc', 'rpc/add_numbers', 'POST', `{"a":${nested(200_000)}}`],
    ['insert', 'notes', 'POST', `{"title":${nested(200_000)}}`],
    ['bulk insert', 'notes', 'POST', nested(200_000)],
    ['update', 'notes?title=eq.seed', 'PATCH', `{"body":${nested(200_000)}}`],
  ])('%s', async (_name, url, method, body) => {
    const r = await rest(url, { method, body, as: 'user' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json', details: 'JSON nested deeper than 512 levels' });
  });

  test('a body nested within the limit is still an ordinary value', async () => {
    const r = await rest('rpc/add_numbers', { method: 'POST', body: `{"a":1,"b":1,"x":${nested(100)}}` });
    expect(r.status).toBe(404); // no add_numbers(a, b, x): the body was read, the lookup decided
  });
});
