import { Hono } from 'hono';
import { anonClient, clientFor, createUser, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;

// Handlers as the checkout engineer will write them: web-standard Request → Response.
const handlers = {
  whoami: async (req: Request) => {
    const token = req.headers.get('authorization')!.slice(7);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    return Response.json({ sub: payload.sub ?? null, body: await req.json() });
  },
  failing: async () => Response.json({ error: 'Invalid plan' }, { status: 400 }),
  webhook: async () => new Response('ok', { headers: { 'content-type': 'text/plain' } }),
};

beforeAll(async () => {
  server = await startTestServer({
    supabaseDir: NO_PROJECT,
    autoConfirm: true,
    siteUrls: ['https://practice.example'],
    functionHandlers: handlers,
    noVerifyJwt: ['webhook'],
    bodyLimitBytes: 64 * 1024,
    extraRoutes: [{ basePath: '/razorpay', create: () => new Hono().get('/ping', (c) => c.text('pong')) }],
  });
  await createUser(server, 'caller@example.com');
});
afterAll(() => server.stop());

test('functions receive the caller JWT; non-2xx surfaces as FunctionsHttpError', async () => {
  const client = await clientFor(server, 'caller@example.com');
  const { data: me } = await client.auth.getUser();
  const ok = await client.functions.invoke('whoami', { body: { planId: 'p1' } });
  expect(ok.data).toEqual({ sub: me.user!.id, body: { planId: 'p1' } });
  const bad = await client.functions.invoke('failing', { body: {} });
  expect(bad.error?.name).toBe('FunctionsHttpError');
  expect(await bad.error.context.json()).toEqual({ error: 'Invalid plan' });
});

test('verify_jwt: a missing or forged token is refused, opted-out webhooks are open, unknown names 404', async () => {
  const url = `${server.url}/functions/v1`;
  expect((await fetch(`${url}/whoami`, { method: 'POST' })).status).toBe(401);
  expect((await fetch(`${url}/whoami`, { method: 'POST', headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
  const hook = await fetch(`${url}/webhook`, { method: 'POST', body: '{}' });
  expect(await hook.text()).toBe('ok');
  expect((await anonClient(server).functions.invoke('nope')).error?.context.status).toBe(404);
});

test('autoConfirm signs a new user straight in', async () => {
  const { data, error } = await anonClient(server).auth.signUp({ email: 'instant@example.com', password: 'Passw0rd!' });
  expect(error).toBeNull();
  expect(data.session?.access_token).toBeTruthy();
});

test('inbox: JSON API filtered by recipient, HTML page with clickable links, delete', async () => {
  await anonClient(server).auth.resetPasswordForEmail('caller@example.com', { redirectTo: 'https://practice.example/reset-password' });
  const mails = await (await fetch(`${server.inboxUrl}/api/messages?to=caller@example.com`)).json();
  expect(mails).toHaveLength(1);
  expect(mails[0].links[0]).toContain(`${server.url}/auth/v1/verify?token=`);
  expect(mails[0].links[0]).toContain('type=recovery');
  expect(mails[0].links[0]).toContain(encodeURIComponent('https://practice.example/reset-password'));
  const html = await (await fetch(server.inboxUrl)).text();
  expect(html).toContain('<a href="http://localhost:');
  expect((await fetch(`${server.inboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
  expect(await (await fetch(`${server.inboxUrl}/api/messages`)).json()).toEqual([]);
});

test('CORS preflight allows the app origins and the headers supabase-js sends', async () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,prefer,content-profile' },
    });
  const site = await preflight('https://practice.example');
  expect(site.headers.get('access-control-allow-origin')).toBe('https://practice.example');
  expect(site.headers.get('access-control-allow-headers')).toContain('content-profile');
  expect((await preflight('http://localhost:3001')).headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
  expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
});

test('oversized bodies get 413; extra routes mount beside the APIs', async () => {
  const res = await fetch(`${server.url}/rest/v1/anything`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ blob: 'x'.repeat(100 * 1024) }),
  });
  expect(res.status).toBe(413);
  expect(await (await fetch(`${server.url}/razorpay/ping`)).text()).toBe('pong');
});
