// What local-supabase exposes (issue 13 item 11): the API and the inbox listen on 127.0.0.1 unless
// widened on purpose (with a warning), and the Razorpay sandbox's test controls need the service-role key.
import { execFile } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { razorpayConfig } from '../../../supabase/functions/_shared/razorpay-config.ts';
import { HttpError } from '../../../supabase/functions/_shared/http.ts';
import { LOCAL_RAZORPAY } from '../../src/functions/local-razorpay';
import { NO_PROJECT, startTestServer, type TestServer } from '../helpers';

/** Secrets of the operator's own: what an exposed server must be given. */
const OWN = {
  jwtSecret: 'an-operator-chosen-secret-of-at-least-32-characters',
  functionEnv: { RAZORPAY_KEY_ID: 'rzp_test_own', RAZORPAY_KEY_SECRET: 'own-key-secret', RAZORPAY_WEBHOOK_SECRET: 'own-webhook-secret' },
};

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
  const wide = await startTestServer({ supabaseDir: NO_PROJECT, host: '0.0.0.0', ...OWN });
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
  const one = await startTestServer({ supabaseDir: NO_PROJECT, host: outward[0], ...OWN });
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
      { apikey: server.publishableKey },
      { authorization: `Bearer ${server.publishableKey}` },
      { authorization: 'Bearer nonsense' },
    ]) {
      const get = await fetch(`${server.url}${path}`, { headers });
      expect([path, headers, get.status]).toEqual([path, headers, 401]);
    }
    const post = await fetch(`${server.url}/razorpay/test/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'drop' }),
      headers: { 'content-type': 'application/json', apikey: server.publishableKey },
    });
    expect(post.status).toBe(401);
  });

  test.each(paths)('%s answers the service-role key', async (path) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.secretKey}` } });
    expect(res.status).toBe(200);
  });
});

describe('no default secret leaves the machine (issue 27 item 5)', () => {
  const sandboxEnv = {
    RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
  };
  test.each([
    ['JWT_SECRET', { jwtSecret: undefined }],
    ['RAZORPAY_KEY_ID', { functionEnv: { ...OWN.functionEnv, RAZORPAY_KEY_ID: undefined } }],
    ['RAZORPAY_KEY_SECRET', { functionEnv: { ...OWN.functionEnv, RAZORPAY_KEY_SECRET: sandboxEnv.RAZORPAY_KEY_SECRET } }],
    ['RAZORPAY_WEBHOOK_SECRET', { functionEnv: { ...OWN.functionEnv, RAZORPAY_WEBHOOK_SECRET: '' } }],
  ])('a non-loopback host with %s at its default refuses to start and names it', async (name, override) => {
    for (const host of ['0.0.0.0', outward[0]]) {
      const start = startTestServer({ supabaseDir: NO_PROJECT, host, ...OWN, ...override });
      await expect(start).rejects.toThrow(new RegExp(`Refusing to listen on ${host.replace(/\./g, '\\.')}: ${name} is unset`));
    }
  });

  test('on loopback the defaults are still the local convenience', async () => {
    const local = await startTestServer({ supabaseDir: NO_PROJECT, host: '127.0.0.1', functionEnv: {} });
    await local.stop();
  });

  test('the CLI exits 1 with a message naming every variable to set', async () => {
    const cli = path.join(__dirname, '../../src/cli.ts');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const env = {
        ...process.env,
        HOST: '0.0.0.0',
        PORT: '0',
        INBOX_PORT: '0',
        JWT_SECRET: '',
        RAZORPAY_KEY_ID: '',
        RAZORPAY_KEY_SECRET: '',
        RAZORPAY_WEBHOOK_SECRET: '',
      };
      const child = execFile(process.execPath, ['--import', 'tsx', cli], { env, timeout: 30_000 }, () => undefined);
      let err = '';
      child.stderr!.on('data', (d) => (err += d));
      child.on('exit', (c) => resolve({ code: c, stderr: err }));
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /Refusing to listen on 0\.0\.0\.0: JWT_SECRET, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are unset/,
    );
    expect(stderr).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
  });

  test("the edge functions refuse the sandbox's secrets unless the Orders API is the local sandbox", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const needs of [['key'], ['webhook']] as ('key' | 'webhook')[][]) {
      expect(() => razorpayConfig(sandboxEnv, needs)).toThrow(HttpError); // the real Razorpay API
      expect(() => razorpayConfig({ ...sandboxEnv, RAZORPAY_API_BASE: 'https://pay.example.com' }, needs)).toThrow(HttpError);
      expect(razorpayConfig({ ...sandboxEnv, RAZORPAY_API_BASE: 'http://localhost:54321/razorpay' }, needs).keyId).toBe(
        LOCAL_RAZORPAY.keyId,
      );
      expect(razorpayConfig(OWN.functionEnv, needs).keySecret).toBe('own-key-secret');
    }
    expect(error.mock.calls.flat().join('\n')).toMatch(/RAZORPAY_KEY_ID is the local sandbox's public value/);
    error.mockRestore();
  });
});
