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
  // 50 public groups of 100 members each: embeds through them fan out a hundredfold per to-many level.
  await server.db.exec(`
    create table public.groups (id int primary key, name text);
    create table public.members (id int primary key, group_id int not null references public.groups (id), bio text);
    grant select on public.groups, public.members to anon, authenticated;
    insert into public.groups select g, 'group ' || g from generate_series(1, 50) g;
    insert into public.members select m, 1 + m % 50, repeat('ab', 15) from generate_series(1, 5000) m;
    analyze public.groups, public.members;
    create function public.settings() returns json language sql stable as
      $$ select json_build_object('timeout', current_setting('statement_timeout')) $$;
    create function public.sleep_for(seconds float) returns int language sql as $$ select 1 from pg_sleep(seconds) $$;
    create function public.long_sleep_for(seconds float) returns int language sql set statement_timeout = '6s' as
      $$ select 1 from pg_sleep(seconds) $$;`);
  await server.reloadSchema();
  await createUser(server, 'limits@example.com');
  const client = await clientFor(server, 'limits@example.com');
  token = (await client.auth.getSession()).data.session!.access_token;
  expect((await client.from('notes').insert({ title: 'seed', author_id: 1 })).error).toBeNull();
}, 120_000);
afterAll(() => server?.stop());

async function rest(
  pathAndQuery: string,
  init: { method?: string; body?: string; as?: 'anon' | 'user' | 'service'; prefer?: string } = {},
) {
  const headers: Record<string, string> = { apikey: server.publishableKey, 'content-type': 'application/json' };
  if (init.as === 'user') headers.authorization = `Bearer ${token}`;
  if (init.as === 'service') headers.authorization = `Bearer ${server.secretKey}`;
  if (init.prefer) headers.prefer = init.prefer;
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

test('a logic tree nested 2,500 deep answers 400 PGRST100', async () => {
  const deep = `(${'or('.repeat(2_500)}id.eq.1${')'.repeat(2_500)})`;
  const r = await rest(`authors?select=id&or=${deep}`);
  expect(r.status).toBe(400);
  expect(r.json).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('failed to parse logic tree') });
  expect(r.json.details).toContain('nested deeper than 64');
  expect((await rest(`authors?select=id&or=(${'and('.repeat(10)}id.eq.1${')'.repeat(10)})`)).json).toEqual([{ id: 1 }]);
});

describe('one request cannot hold the database', () => {
  test('a regex with back-references answers 400 at once (it held PGlite for 9 s and more)', async () => {
    for (const pattern of ['^(.*)(.*)(.*)\\1\\2\\3$', '^(.*)(.*)(.*)(.*)\\1\\2\\3\\4$', '(a)\\1']) {
      const started = performance.now();
      const r = await rest(`members?select=id&bio=match.${encodeURIComponent(pattern)}`);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: '2201B', message: 'invalid regular expression: back-references are not supported' });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    const ok = await rest(`members?select=id&bio=match.${encodeURIComponent('^(.*)(.*)(.*)(.*)$')}&limit=1`);
    expect(ok.status).toBe(200);
  });

  test('a regex whose bounded repetitions expand too far answers 400 2201B at once, never 500 (issue 27 items 1-2)', async () => {
    const tooComplex = { code: '2201B', message: 'invalid regular expression: regular expression is too complex' };
    const brackets = Array.from({ length: 280 }, (_, i) => `[^${String.fromCharCode(0x100 + i * 37)}]`).join('');
    const queries = [
      // PGlite answered 500 XX000 'bad buffer ID: 0' (PostgreSQL: this same 400)
      'bio=match.(a{0,255}){0,255}z',
      // held PGlite 4-9 s, a fresh last character each time so no compiled regex is reused
      ...['a', 'b', 'c'].map((ch) => `bio=match.((.{0,18}){0,18}){0,18}${ch}`),
      'bio=imatch.(.*.*.*.*){0,100}a',
      'bio=not.match.(((.{0,5}){0,5}){0,5}){0,5}q',
      'or=(id.eq.1,bio.match."((.{0,18}){0,18}){0,18}d")',
      'and=(bio.not.imatch."(.?){0,255}e",id.gt.0)',
      // each affordable alone, not together
      ...['bio=match..{0,200}f&bio=match..{0,200}g'],
      `bio=match.${brackets}`,
    ];
    for (const q of queries) {
      const started = performance.now();
      const r = await rest(`members?select=id&${q.replace(/[{}[\]^+]/g, encodeURIComponent)}`);
      expect([q, r.status, r.json]).toEqual([q, 400, expect.objectContaining(tooComplex)]);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    // in an embedded resource's filter too
    const embedded = await rest(`groups?select=id,members(id)&members.bio=match.${encodeURIComponent('((.{0,18}){0,18}){0,18}h')}`);
    expect(embedded.json).toMatchObject(tooComplex);
    // patterns people write still run
    for (const re of ['^(ab)+$', '^[A-Z]{3}$', '.{0,255}b', '(ab){1,15}', '[[:alpha:]]+', '^a.*b$']) {
      const ok = await rest(`members?select=id&bio=match.${encodeURIComponent(re)}&limit=1`);
      expect([re, ok.status]).toEqual([re, 200]);
    }
  });

  test('nested fan-out embeds are priced by the planner and refused in well under a second', async () => {
    const started = performance.now();
    const select = 'id,members(id,bio,groups(id,members(id,bio,groups(id,members(id,bio)))))';
    const r = await rest(`groups?select=${select}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: '54000', message: 'The request is too expensive to run' });
    expect(performance.now() - started).toBeLessThan(1_000);
    // one level of the same embed is an ordinary read
    const one = await rest('groups?select=id,members(id)&id=eq.1');
    expect(one.json[0].members).toHaveLength(100);
  });

  test('a write returning fan-out embeds is priced the same way and writes nothing', async () => {
    const select = 'id,groups(id,members(id,bio,groups(id,members(id,bio,groups(id,members(id))))))';
    const r = await rest(`members?select=${select}`, {
      method: 'POST',
      body: '{"id":9001,"group_id":1}',
      as: 'service',
      prefer: 'return=representation',
    });
    expect(r.json).toMatchObject({ code: '54000' });
    expect((await server.db.query('select 1 from public.members where id = 9001')).rows).toHaveLength(0);
  });

  test('embeds nested deeper than 8 or more than 32 of them answer 400 PGRST100', async () => {
    const deep = 'id,' + 'members(id,groups('.repeat(5) + 'id' + '))'.repeat(5);
    expect((await rest(`groups?select=${deep}`)).json).toMatchObject({
      code: 'PGRST100',
      details: expect.stringContaining('nested deeper than 8'),
    });
    const wide = 'id,' + Array.from({ length: 33 }, (_, i) => `m${i}:members(id)`).join(',');
    expect((await rest(`groups?select=${wide}`)).json).toMatchObject({
      code: 'PGRST100',
      details: expect.stringContaining('more than 32'),
    });
  });

  test('max_rows (1000, supabase/config.toml) caps a read and its embeds, and the count says how many there are', async () => {
    const r = await rest('members?select=id&order=id', { prefer: 'count=exact' });
    expect(r.status).toBe(206);
    expect(r.json).toHaveLength(1000);
    const res = await fetch(`${server.url}/rest/v1/members?select=id&limit=5000`, {
      headers: { apikey: server.publishableKey, prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-999/5000');
  });

  test('statement_timeout per role as hosted Supabase: anon 3 s, authenticated 8 s, the service role none', async () => {
    expect((await rest('rpc/settings', { method: 'POST', body: '{}' })).json).toEqual({ timeout: '3s' });
    expect((await rest('rpc/settings', { method: 'POST', body: '{}', as: 'user' })).json).toEqual({ timeout: '8s' });
    expect((await rest('rpc/settings', { method: 'POST', body: '{}', as: 'service' })).json).toEqual({ timeout: '0' });
  });

  // PostgreSQL cancels the statement; PGlite cannot, so its worker thread is ended and the data directory reopened.
  test("a visitor's statement is ended after 3 s on both engines, the server answers meanwhile, and committed data stays", async () => {
    const health: number[] = [];
    let sleeping = true;
    const probe = (async () => {
      while (sleeping) {
        const t = performance.now();
        expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = performance.now();
    const r = await rest('rpc/sleep_for', { method: 'POST', body: '{"seconds":10}' });
    const took = performance.now() - started;
    sleeping = false;
    await probe;
    expect(r.status).toBe(500);
    expect(r.json).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(took).toBeGreaterThan(2_900);
    expect(took).toBeLessThan(4_500);
    expect(health.length).toBeGreaterThan(15); // answered all along, not once the statement ended
    expect(Math.max(...health)).toBeLessThan(500);
    // what was committed before is there, and the database takes work again at once
    expect((await rest('notes?select=title&title=eq.seed', { as: 'user' })).json).toEqual([{ title: 'seed' }]);
    expect((await rest('notes', { method: 'POST', body: '{"title":"after","author_id":1}', as: 'user' })).status).toBe(201);
    expect((await rest('rpc/sleep_for', { method: 'POST', body: '{"seconds":4}', as: 'user' })).status).toBe(200);
  }, 30_000);

  // As PostgREST 12.2+ hoists a function's own `set statement_timeout` to the request: the studio's import commit.
  test("a function's own statement_timeout replaces the role's, longer or shorter, on both engines", async () => {
    const started = performance.now();
    expect((await rest('rpc/long_sleep_for', { method: 'POST', body: '{"seconds":3.5}' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(3_400); // past the visitor's 3 s
    const again = performance.now();
    const r = await rest('rpc/long_sleep_for', { method: 'POST', body: '{"seconds":10}', as: 'user' });
    expect(r.json).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(performance.now() - again).toBeLessThan(7_500); // ended at 6 s, not at the user's 8 s
  }, 30_000);
});

test('a NUL byte in a filter value or json key answers 400 22021 on both engines (PostgreSQL answered 503 08P01)', async () => {
  for (const q of [
    'authors?select=id&name=eq.a%00b',
    'authors?select=id&name=in.(a,%00)',
    'authors?select=x:name->%00',
    'authors?select=id&or=(name.eq.%00)',
  ]) {
    const r = await rest(q);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: '22021' });
  }
});
