// The request log (pino, one JSON line per request) and X-Request-Id on every answer; the field-data purge that
// local-supabase runs at start and on a timer (private.purge_field_events, as pg_cron does on a hosted project).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { NO_PROJECT, startTestServer, type TestServer } from './helpers';

/** A destination stream that keeps the parsed log lines. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the request log', () => {
  const log = memoryLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      supabaseDir: NO_PROJECT,
      siteUrls: ['https://practice.example'],
      logLevel: 'info',
      logDestination: log.stream,
    });
  });
  afterAll(() => server?.stop());

  test('one JSON line per request, without the values of key and token parameters; X-Request-Id on every answer', async () => {
    const res = await fetch(`${server.url}/rest/v1/no_such_table?select=id&apikey=${server.publishableKey}&access_token=secret-token`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = log.lines.find((l) => l.req_id === id);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/rest/v1/no_such_table?select=id&apikey&access_token',
      status: res.status,
      ip: '127.0.0.1',
    });
    expect(typeof line!.ms).toBe('number');
    expect(typeof line!.time).toBe('string');
    expect(JSON.stringify(log.lines)).not.toContain('secret-token');
    expect(JSON.stringify(log.lines)).not.toContain(server.publishableKey);

    const missing = await fetch(`${server.url}/no/such/route`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBeTruthy();
    expect(log.lines.at(-1)).toMatchObject({ path: '/no/such/route', status: 404, req_id: missing.headers.get('x-request-id') });
  });

  test('a short safe incoming X-Request-Id is kept, anything else replaced; CORS lets the page read it', async () => {
    const kept = await fetch(`${server.url}/`, { headers: { 'x-request-id': 'edge-7f3a.1' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.1');
    const replaced = await fetch(`${server.url}/`, { headers: { 'x-request-id': `"><script>${'x'.repeat(80)}` } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const cors = await fetch(`${server.url}/rest/v1/`, { headers: { origin: 'https://practice.example' } });
    expect(cors.headers.get('access-control-expose-headers') ?? '').toContain('x-request-id');
  });
});

test('quiet servers log nothing unless LOG_LEVEL is set', async () => {
  const saved = process.env.LOG_LEVEL;
  delete process.env.LOG_LEVEL;
  const log = memoryLog();
  const server = await startTestServer({ supabaseDir: NO_PROJECT, logDestination: log.stream });
  try {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(log.lines).toEqual([]);
  } finally {
    await server.stop();
    if (saved !== undefined) process.env.LOG_LEVEL = saved;
  }
});

test('the field-data purge runs at start and then on its timer, and stops with the server', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'purge-'));
  mkdirSync(path.join(root, 'migrations'), { recursive: true });
  writeFileSync(
    path.join(root, 'migrations', '20250101000000_purge.sql'),
    `create schema if not exists private;
     create table private.purges (at timestamptz not null default now());
     create function private.purge_field_events() returns integer language sql as
       $$ insert into private.purges default values returning 0 $$;`,
  );
  const server = await startTestServer({ supabaseDir: root, purgeIntervalMs: 150 });
  try {
    const purges = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from private.purges')).rows[0].n);
    const deadline = Date.now() + 10_000;
    while ((await purges()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await purges()).toBeGreaterThanOrEqual(3);
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
