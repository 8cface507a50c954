// The staff-mail sender under Deno, with its dependencies passed in: an in-memory outbox behind the two database
// functions it calls and a fake fetch standing in for Resend. Run: npx deno test supabase/functions/tests
import { sendOutboxMailHandler } from '../_shared/send-outbox-mail.ts';
import { RESEND_URL, type OutboxMail } from '../_shared/mail-sender.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

const SECRET = 'sb_secret_test';
const ENV = { RESEND_API_KEY: 're_test', MAIL_FROM: 'NISM Practice <mail@nism.example>' };

type Row = OutboxMail & { attempts: number; sent: boolean; last_error: string | null };

/** The outbox as claim_outbox_mail and settle_outbox_mail see it (the SQL itself is tested in local-supabase). */
function outbox(rows: Row[]): ServiceClient {
  const unsupported = () => {
    throw new Error('the mail sender reads no table');
  };
  return {
    from: unsupported,
    rpc: (fn: string, args: any = {}) => {
      if (fn === 'claim_outbox_mail') {
        const due = rows.filter((r) => !r.sent).slice(0, args.p_limit);
        due.forEach((r) => r.attempts++);
        return Promise.resolve({
          data: due.map(({ id, to_address, subject, body, reply_to }) => ({ id, to_address, subject, body, reply_to })),
          error: null,
        });
      }
      if (fn === 'settle_outbox_mail') {
        const row = rows.find((r) => r.id === args.p_id)!;
        if (args.p_error === null) row.sent = true;
        else row.last_error = args.p_error;
        return Promise.resolve({ data: null, error: null });
      }
      return Promise.resolve({ data: null, error: { message: `no ${fn}` } });
    },
  };
}

const mail = (id: number, to: string): Row => ({
  id,
  to_address: to,
  subject: `New message ${id}`,
  body: 'From: Asha\n\nWhen is the next mock?',
  reply_to: 'asha@example.com',
  attempts: 0,
  sent: false,
  last_error: null,
});

/** A fake Resend: answers each POST with the next status, recording what it was sent. */
function resend(statuses: number[]) {
  const calls: { url: string; headers: Headers; body: any }[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? { id: 're_1' } : { name: 'application_error', message: 'Service unavailable' }), {
      status,
    });
  }) as typeof fetch;
  return { calls, fetchFn };
}

function handler(rows: Row[], fetchFn: typeof fetch, env: Record<string, string | undefined> = ENV) {
  return sendOutboxMailHandler({
    supabaseUrl: 'http://db.test',
    secretKey: SECRET,
    env,
    fetch: fetchFn,
    createClient: () => outbox(rows),
    paceMs: 0,
  });
}
const call = (headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` }) =>
  new Request('http://functions.test/send-outbox-mail', { method: 'POST', headers, body: '{}' });

function assertEquals(actual: unknown, expected: unknown) {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`expected ${e}, got ${a}`);
}

Deno.test('sends each unsent mail through Resend with the sender, reply-to and an idempotency key, and marks it sent', async () => {
  const rows = [mail(1, 'editor@nism.example'), mail(2, 'admin@nism.example')];
  const { calls, fetchFn } = resend([200, 200]);
  const res = await handler(rows, fetchFn)(call());
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { claimed: 2, sent: 2, failed: 0 });
  assertEquals(
    calls.map((c) => [c.url, c.headers.get('authorization'), c.headers.get('idempotency-key'), c.body.to, c.body.from, c.body.reply_to]),
    [
      [RESEND_URL, 'Bearer re_test', 'outbox-1', ['editor@nism.example'], ENV.MAIL_FROM, 'asha@example.com'],
      [RESEND_URL, 'Bearer re_test', 'outbox-2', ['admin@nism.example'], ENV.MAIL_FROM, 'asha@example.com'],
    ],
  );
  assertEquals(calls[0].body.text, 'From: Asha\n\nWhen is the next mock?');
  assertEquals(
    rows.map((r) => r.sent),
    [true, true],
  );
});

Deno.test("a provider's error or an unreachable provider keeps the row unsent, with the reason, for a later try", async () => {
  const rows = [mail(1, 'editor@nism.example'), mail(2, 'admin@nism.example')];
  const { fetchFn } = resend([503, 200]);
  const res = await handler(rows, fetchFn)(call());
  assertEquals(await res.json(), { claimed: 2, sent: 1, failed: 1 });
  assertEquals(
    rows.map((r) => [r.sent, r.attempts]),
    [
      [false, 1],
      [true, 1],
    ],
  );
  if (!rows[0].last_error?.startsWith('resend 503: ')) throw new Error(`last_error: ${rows[0].last_error}`);

  const down = (() => Promise.reject(new TypeError('connection refused'))) as typeof fetch;
  const again = await handler(rows, down)(call());
  assertEquals(await again.json(), { claimed: 1, sent: 0, failed: 1 });
  assertEquals([rows[0].sent, rows[0].attempts, rows[0].last_error], [false, 2, 'resend unreachable: connection refused']);
});

Deno.test("refuses a caller without the project's secret key, and claims nothing", async () => {
  const rows = [mail(1, 'editor@nism.example')];
  const { calls, fetchFn } = resend([]);
  const send = handler(rows, fetchFn);
  for (const headers of [
    {},
    { Authorization: 'Bearer sb_publishable_anon' },
    { Authorization: 'Bearer sb_secret_tesT' },
    { apikey: 'sb_secret_test_and_more' },
    { Authorization: `Basic ${SECRET}` },
  ] as Record<string, string>[]) {
    const res = await send(call(headers));
    assertEquals([res.status, (await res.json()).message], [401, "Only the project's scheduler may send staff mail"]);
  }
  assertEquals([rows[0].attempts, calls.length], [0, 0]);
  // The secret key as apikey is the scheduler too.
  assertEquals((await send(call({ apikey: SECRET }))).status, 200);
});

Deno.test('without RESEND_API_KEY or MAIL_FROM it says so and claims nothing; GET is refused', async () => {
  const rows = [mail(1, 'editor@nism.example')];
  const res = await handler(rows, resend([]).fetchFn, { RESEND_API_KEY: 're_test' })(call());
  assertEquals([res.status, (await res.json()).message], [500, 'Mail is not configured: set RESEND_API_KEY and MAIL_FROM']);
  assertEquals(rows[0].attempts, 0);
  const get = await handler(rows, resend([]).fetchFn)(new Request('http://functions.test/send-outbox-mail'));
  assertEquals(get.status, 405);
});
