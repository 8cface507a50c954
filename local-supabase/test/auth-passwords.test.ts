// Native bcrypt (issue 35): hashes written before it (bcryptjs, `$2b$`) and GoTrue's (`$2a$`) still sign in, and
// what it writes is a cost-10 bcrypt hash that bcryptjs (and so GoTrue) can check too.
import fs from 'node:fs';
import os from 'node:os';
import bcryptjs from 'bcryptjs';
import { serverOptions } from './rls/harness';
import { createUser, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, rateLimits: false, ...serverOptions() });
}, 60_000);
afterAll(() => server?.stop());

const signIn = (email: string, password: string) =>
  fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const storedHash = async (email: string) =>
  (await server.db.query<{ h: string }>('select encrypted_password as h from auth.users where email = $1', [email])).rows[0].h;

test.each([
  ['bcryptjs, as the old code wrote it', (p: string) => bcryptjs.hashSync(p, 10)],
  ["GoTrue's $2a$", (p: string) => bcryptjs.hashSync(p, 10).replace(/^\$2b\$/, '$2a$')],
])('a user whose hash was written by %s still signs in', async (_name, hashOf) => {
  const email = `old-${_name.length}@example.com`;
  await createUser(server, email, 'whatever-1');
  await server.db.query('update auth.users set encrypted_password = $2 where email = $1', [email, hashOf('Old-Passw0rd')]);
  expect((await signIn(email, 'Old-Passw0rd')).status).toBe(200);
  const wrong = await signIn(email, 'Old-Passw0rd!');
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toMatchObject({ error_code: 'invalid_credentials' });
});

test('new hashes are cost-10 bcrypt that bcryptjs (and GoTrue) check too', async () => {
  await createUser(server, 'new-hash@example.com', 'New-Passw0rd');
  const hash = await storedHash('new-hash@example.com');
  expect(hash).toMatch(/^\$2[ab]\$10\$[./A-Za-z0-9]{53}$/);
  expect(bcryptjs.compareSync('New-Passw0rd', hash)).toBe(true);
  expect(bcryptjs.compareSync('New-Passw0rd!', hash)).toBe(false);
  expect((await signIn('new-hash@example.com', 'New-Passw0rd')).status).toBe(200);
});

test("a sign-in's check runs on a hashing thread above the server's priority, where the system allows raising it", async () => {
  if (os.availableParallelism() < 2) return; // one core: nothing to spare, hashing stays at the normal priority
  await createUser(server, 'priority@example.com', 'Prio-Passw0rd');
  expect((await signIn('priority@example.com', 'Prio-Passw0rd')).status).toBe(200);
  // The worker stays a few seconds after its check. Each thread's niceness is field 19 of its stat line.
  const niceness = fs
    .readdirSync('/proc/self/task')
    .map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
  // Raising a priority needs root (or CAP_SYS_NICE); elsewhere the raise is refused and every thread stays at 0.
  expect(Math.min(...niceness)).toBe(process.getuid?.() === 0 ? -10 : 0);
});
