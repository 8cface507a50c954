// What local-supabase exposes (issue 13 item 11): the API and the inbox listen on 127.0.0.1 unless
// widened on purpose (with a warning), and the Razorpay sandbox's test controls need the service-role key.
import net from 'node:net';
import os from 'node:os';
import { NO_PROJECT, startTestServer, type TestServer } from '../helpers';

/** Whether a TCP connection to host:port is accepted. */
const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** This machine's addresses other than loopback (a LAN address, as another machine would connect to). */
const outward = Object.values(os.networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal && a.family === 'IPv4')
  .map((a) => a!.address);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT });
});
afterAll(() => server.stop());

const portOf = (url: string) => Number(new URL(url).port);

test('by default the API and the inbox answer on 127.0.0.1 only', async () => {
  expect(outward.length).toBeGreaterThan(0); // without one, this test could prove nothing
  for (const url of [server.url, server.inboxUrl]) {
    expect(await reachable('127.0.0.1', portOf(url))).toBe(true);
    for (const address of [...outward, '::1']) expect([url, address, await reachable(address, portOf(url))]).toEqual([url, address, false]);
  }
  // clients that name the server `localhost` still reach it
  expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
});

test('host widens the API deliberately, with a warning; the inbox stays on loopback unless inboxHost says otherwise', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const wide = await startTestServer({ supabaseDir: NO_PROJECT, host: '0.0.0.0' });
  try {
    expect(await reachable(outward[0], portOf(wide.url))).toBe(true);
    expect(await reachable(outward[0], portOf(wide.inboxUrl))).toBe(false);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/WARNING: the API .* listens on 0\.0\.0\.0/);
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/inbox/);
  } finally {
    await wide.stop();
    warn.mockRestore();
  }
});

test('bound to one interface, the server names that address in its URL (mailed links reach it)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const one = await startTestServer({ supabaseDir: NO_PROJECT, host: outward[0] });
  try {
    expect(new URL(one.url).hostname).toBe(outward[0]);
    expect((await fetch(`${one.url}/auth/v1/health`)).status).toBe(200);
    expect(await reachable('127.0.0.1', portOf(one.url))).toBe(false);
  } finally {
    await one.stop();
    warn.mockRestore();
  }
});

describe('Razorpay sandbox test controls', () => {
  const paths = ['/razorpay/test/webhooks', '/razorpay/test/deliveries'];

  test.each(paths)('%s refuses callers without the service-role key', async (path) => {
    for (const headers of <Record<string, string>[]>[
      {},
      { apikey: server.anonKey },
      { authorization: `Bearer ${server.anonKey}` },
      { authorization: 'Bearer nonsense' },
    ]) {
      const get = await fetch(`${server.url}${path}`, { headers });
      expect([path, headers, get.status]).toEqual([path, headers, 401]);
    }
    const post = await fetch(`${server.url}/razorpay/test/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'drop' }),
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
    });
    expect(post.status).toBe(401);
  });

  test.each(paths)('%s answers the service-role key', async (path) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.serviceRoleKey}` } });
    expect(res.status).toBe(200);
  });
});
