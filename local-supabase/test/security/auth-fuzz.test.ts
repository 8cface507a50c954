// Property-based fuzzing of /auth/v1, bodies and query strings: NUL bytes, lone surrogates, overlong
// strings, deep nesting and huge arrays, sent by a visitor and by a signed-in user. Whatever arrives:
// never a 5xx, errors in GoTrue's shape, no answer over SIZE_CAP and no request over TIME_CAP.
// On PostgreSQL: local-supabase/test/rls/with-postgres.sh npx jest -c local-supabase/jest.config.js local-supabase/test/security/auth-fuzz
import fc from 'fast-check';
import { createUser, startTestServer, type TestServer } from '../helpers';
import { serverOptions } from '../rls/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SIZE_CAP = 64 * 1024;
const TIME_CAP_MS = 3000;

let server: TestServer;
let userToken: string;
beforeAll(async () => {
  server = await startTestServer({ ...serverOptions(), rateLimits: false });
  await createUser(server, 'fuzz-target@example.com', 'Passw0rd!');
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fuzz-target@example.com', password: 'Passw0rd!' }),
  });
  userToken = (await res.json()).access_token;
}, 120_000);
afterAll(() => server?.stop());

// ---- arbitraries -------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('\u0000', '\u202e', '\ufeff', '%00', "'", '"', '\\', '@', '@example.com', ' or 1=1 --', '${x}', '<script>'),
  loneSurrogate,
);
const overlong = fc.constantFrom(256, 4096, 100_000).chain((n) => fc.constantFrom('x', '\u0000', '\ud800', 'é').map((c) => c.repeat(n)));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 6 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: overlong },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(piece, { maxLength: 3 }), fc.constantFrom('@example.com', '\u0000@example.com', '@exa\ud800mple.com'))
      .map(([p, d]) => p.join('') + d),
  },
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('tree'), { maxKeys: 4 }),
  ),
}));
const hugeArray = fc.constantFrom(10_000, 100_000).map((n) => new Array(n).fill(0));
const value = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 3, arbitrary: tree }, { weight: 1, arbitrary: hugeArray });

const FIELDS = [
  'email',
  'password',
  'data',
  'refresh_token',
  'token',
  'token_hash',
  'type',
  'redirect_to',
  'code_challenge',
  'nonce',
] as const;
const jsonBody = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }).map((b) => JSON.stringify(b));
/** Bodies written as text: nesting far past any parser's comfort, broken JSON, raw NULs. */
const rawBody = fc.oneof(
  fc
    .constantFrom(50, 600, 20_000, 200_000)
    .chain((n) =>
      fc.constantFrom(
        '['.repeat(n) + ']'.repeat(n),
        `{"email":"a@b.co","password":"Passw0rd!","data":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`,
        `{"email":"a@b.co","data":${'['.repeat(n)}${']'.repeat(n)}}`,
      ),
    ),
  fc.constantFrom('{', '{"email":"a\u0000@b.co"}', '{"email":"\\u0000@b.co","password":"\\ud800"}', '\u0000', 'null', '[]', '"x"'),
);
const body = fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody });

/** A query-string value, percent-encoded by hand: lone surrogates and NULs as raw (invalid) UTF-8 bytes too. */
const queryValue = fc.oneof(
  hostileString.map((s) =>
    s.replace(/[\s\S]/g, (c) =>
      /[A-Za-z0-9]/.test(c) ? c : c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(c),
    ),
  ),
  fc.constantFrom(
    '%00',
    '%',
    '%ZZ',
    '%C0%80',
    'http%3A%2F%2F0x7f.1%3A3000%2F',
    'javascript:alert(1)',
    'http://localhost:3000/%00',
    'x'.repeat(4000),
  ),
);
const query = fc
  .dictionary(fc.constantFrom('grant_type', 'type', 'token', 'redirect_to', 'scope', 'apikey'), queryValue, { maxKeys: 3 })
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&'),
  );

const endpoint = fc.constantFrom(
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=pkce'],
  ['POST', '/recover'],
  ['POST', '/verify'],
  ['PUT', '/user'],
  ['GET', '/user'],
  ['GET', '/verify'],
  ['GET', '/settings'],
  ['POST', '/admin/users'],
  ['POST', '/token'],
) as fc.Arbitrary<[string, string]>;

// ---- the property -------------------------------------------------------------------------------

interface Answer {
  status: number;
  size: number;
  ms: number;
  json: any;
  text: string;
}

async function send(method: string, path: string, text: string | undefined, signedIn: boolean): Promise<Answer> {
  const started = performance.now();
  const attempt = () =>
    fetch(`${server.url}/auth/v1${path}`, {
      method,
      redirect: 'manual',
      headers: {
        apikey: server.publishableKey,
        authorization: `Bearer ${signedIn ? userToken : server.publishableKey}`,
        'content-type': 'application/json',
      },
      body: method === 'GET' ? undefined : text,
    });
  // Node closes a keep-alive connection after a 431, or after answering before reading a large body (a 401
  // to an unsigned PUT); a request fetch had already bound to that connection is sent again on a new one.
  const res = await attempt().catch(attempt).catch(attempt);
  const out = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(out);
  } catch {
    // not JSON: judged below
  }
  return { status: res.status, size: Buffer.byteLength(out), ms: performance.now() - started, json, text: out };
}

function check(where: string, r: Answer): void {
  const at = `${where.slice(0, 300)} → ${r.status} ${r.text.slice(0, 200)}`;
  if (r.status >= 500) throw new Error(`5xx: ${at}`);
  if (r.size > SIZE_CAP) throw new Error(`answer of ${r.size} bytes: ${at}`);
  if (r.ms > TIME_CAP_MS) throw new Error(`took ${Math.round(r.ms)} ms: ${at}`);
  // Node's HTTP parser refuses an oversized request line or headers before any route runs, without a body.
  if (r.status === 431 || r.status === 414) return;
  if (
    r.status >= 400 &&
    !(r.json && typeof r.json.error_code === 'string' && typeof r.json.msg === 'string' && r.json.code !== undefined)
  ) {
    // the API gateway's own refusals (no or wrong apikey) are Kong-shaped, as on Supabase
    if (!(r.status === 401 && r.json?.message && r.json?.hint)) throw new Error(`not a GoTrue error: ${at}`);
  }
}

test('any body to any /auth/v1 endpoint: no 5xx, GoTrue-shaped errors, bounded size and time', async () => {
  await fc.assert(
    fc.asyncProperty(endpoint, body, fc.boolean(), async ([method, path], text, signedIn) => {
      check(`${method} ${path} ${text.slice(0, 120)}`, await send(method, path, text, signedIn));
    }),
    { numRuns: RUNS },
  );
}, 300_000);

test('any query string to any /auth/v1 endpoint: no 5xx, bounded size and time', async () => {
  await fc.assert(
    fc.asyncProperty(endpoint, query, fc.option(jsonBody, { nil: undefined }), async ([method, path], q, text) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}${q}`;
      check(`${method} ${url.slice(0, 200)}`, await send(method, url, text ?? '{}', false));
    }),
    { numRuns: RUNS },
  );
}, 300_000);
