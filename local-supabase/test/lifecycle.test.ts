import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer } from './helpers';
import { STARTUP_MS } from './rls/harness';

// A persistent data folder: migrations are tracked, a new one applies on the next start,
// seeds run only when the database is created, and reset starts over.
const root = mkdtempSync(path.join(tmpdir(), 'local-supabase-'));
const project = path.join(root, 'supabase');
const dataDir = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const count = async (server: Awaited<ReturnType<typeof startTestServer>>, sql: string) =>
  Number((await server.db.query<{ n: number }>(sql)).rows[0].n);

// One start of PGlite on a data folder per test, each with a start's time: the steps share the folder, in order.
describe('a persistent data folder', () => {
  beforeAll(() => {
    mkdirSync(path.join(project, 'migrations'), { recursive: true });
    mkdirSync(path.join(project, 'seed'), { recursive: true });
    writeFileSync(
      path.join(project, 'migrations', '20250101000000_items.sql'),
      'create table public.items (id serial primary key, name text);',
    );
    writeFileSync(path.join(project, 'seed', '01_items.sql'), `insert into public.items (name) values ('seeded');`);
  });

  test(
    'is created, migrated and seeded on first start, and keeps what is written',
    async () => {
      const server = await startTestServer({ dataDir, supabaseDir: project });
      await server.db.query(`insert into public.items (name) values ('added')`);
      await server.stop();
    },
    STARTUP_MS,
  );

  test(
    'applies a new migration on the next start, and is not seeded again',
    async () => {
      writeFileSync(
        path.join(project, 'migrations', '20250102000000_more.sql'),
        'alter table public.items add column price int default 0;',
      );
      const server = await startTestServer({ dataDir, supabaseDir: project });
      try {
        expect(await count(server, 'select count(*)::int as n from public.items')).toBe(2); // kept, not re-seeded
        expect(await count(server, `select count(*)::int as n from supabase_migrations.schema_migrations`)).toBe(2);
        const res = await fetch(`${server.url}/rest/v1/items?select=name,price&order=id`, { headers: { apikey: server.secretKey } });
        expect(await res.json()).toEqual([
          { name: 'seeded', price: 0 },
          { name: 'added', price: 0 },
        ]);
      } finally {
        await server.stop();
      }
    },
    STARTUP_MS,
  );

  test(
    'refuses a history this checkout does not have (a squash), says how to rebuild, and changes nothing',
    async () => {
      const migrations = path.join(project, 'migrations');
      renameSync(path.join(migrations, '20250101000000_items.sql'), path.join(migrations, '20250103000000_baseline.sql'));
      try {
        await expect(startTestServer({ dataDir, supabaseDir: project })).rejects.toThrow(
          /built by migrations this checkout does not have \(20250101000000\).*npm run db:reset/,
        );
      } finally {
        renameSync(path.join(migrations, '20250103000000_baseline.sql'), path.join(migrations, '20250101000000_items.sql'));
      }
      const server = await startTestServer({ dataDir, supabaseDir: project });
      try {
        expect(await count(server, 'select count(*)::int as n from public.items')).toBe(2);
      } finally {
        await server.stop();
      }
    },
    STARTUP_MS * 2,
  );

  test(
    'starts over when reset',
    async () => {
      const server = await startTestServer({ dataDir, supabaseDir: project, reset: true });
      try {
        expect(await count(server, 'select count(*)::int as n from public.items')).toBe(1);
      } finally {
        await server.stop();
      }
    },
    STARTUP_MS,
  );
});
