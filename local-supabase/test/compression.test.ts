import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';

// Raw HTTP, not fetch: fetch decodes bodies itself, and these tests are about the bytes on the wire.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers: { apikey: server.secretKey, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

const QUESTIONS = '/rest/v1/questions?select=*&order=id';

test('a large REST answer comes brotli- or gzip-compressed when asked, identical once decoded, plain when not', async () => {
  const plain = await get(QUESTIONS, { origin: 'http://localhost:3000' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(50_000);
  const rows = JSON.parse(plain.body.toString());
  expect(rows.length).toBeGreaterThan(100);

  const br = await get(QUESTIONS, { origin: 'http://localhost:3000', 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  // What supabase-js reads from a browser survives: CORS, the exposed Content-Range.
  expect(br.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  expect(br.headers['access-control-expose-headers']).toContain('content-range');
  expect(br.headers['content-range']).toBe(plain.headers['content-range']);

  const gzip = await get(QUESTIONS, { 'accept-encoding': 'gzip;q=1, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test('small answers, HEAD and 204 go out as they are', async () => {
  const asked = { 'accept-encoding': 'br, gzip' };
  const small = await get('/rest/v1/exams?select=id&limit=1', asked);
  expect(small.status).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString())).toHaveLength(1);
  const head = await get(QUESTIONS, asked, 'HEAD');
  expect(head.headers['content-encoding']).toBeUndefined();
  expect(head.body.length).toBe(0);
  const inbox = await new Promise<http.IncomingMessage>((resolve) =>
    http.request(`${server.inboxUrl}/api/messages`, { method: 'DELETE', headers: asked }, resolve).end(),
  );
  expect(inbox.statusCode).toBe(204);
  expect(inbox.headers['content-encoding']).toBeUndefined();
});
