import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer } from './helpers';

// A persistent data folder: migrations are tracked, a new one applies on the next start,
// seeds run only when the database is created, and reset starts over.
const root = mkdtempSync(path.join(tmpdir(), 'local-supabase-'));
const project = path.join(root, 'supabase');
const dataDir = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const count = async (server: Awaited<ReturnType<typeof startTestServer>>, sql: string) =>
  Number((await server.db.query<{ n: number }>(sql)).rows[0].n);

test('persists data, applies new migrations on restart, seeds once, resets on demand', async () => {
  mkdirSync(path.join(project, 'migrations'), { recursive: true });
  mkdirSync(path.join(project, 'seed'), { recursive: true });
  writeFileSync(
    path.join(project, 'migrations', '20250101000000_items.sql'),
    'create table public.items (id serial primary key, name text);',
  );
  writeFileSync(path.join(project, 'seed', '01_items.sql'), `insert into public.items (name) values ('seeded');`);

  let server = await startTestServer({ dataDir, supabaseDir: project });
  await server.db.query(`insert into public.items (name) values ('added')`);
  await server.stop();

  writeFileSync(path.join(project, 'migrations', '20250102000000_more.sql'), 'alter table public.items add column price int default 0;');
  server = await startTestServer({ dataDir, supabaseDir: project });
  expect(await count(server, 'select count(*)::int as n from public.items')).toBe(2); // kept, not re-seeded
  expect(await count(server, `select count(*)::int as n from supabase_migrations.schema_migrations`)).toBe(2);
  const res = await fetch(`${server.url}/rest/v1/items?select=name,price&order=id`, { headers: { apikey: server.serviceRoleKey } });
  expect(await res.json()).toEqual([
    { name: 'seeded', price: 0 },
    { name: 'added', price: 0 },
  ]);
  await server.stop();

  server = await startTestServer({ dataDir, supabaseDir: project, reset: true });
  expect(await count(server, 'select count(*)::int as n from public.items')).toBe(1);
  await server.stop();
});
