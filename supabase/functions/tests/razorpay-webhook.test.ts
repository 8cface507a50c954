// The webhook handler under Deno, as deployed, with its dependencies passed in: an in-memory stand-in for the
// supabase-js calls it makes (service-client.ts) and a webhook secret. Run: npx deno test supabase/functions/tests
import { razorpayWebhookHandler } from '../_shared/razorpay-webhook.ts';
import type { PaymentOrder } from '../_shared/activation.ts';
import type { DbResult, Query, ServiceClient } from '../_shared/service-client.ts';
import { hmacSha256Hex } from '../_shared/signature.ts';

const SECRET = 'whsec_test';
type Row = Record<string, unknown>;

/** Tables as arrays; filters by equality; a completed payment_id is unique, as its partial index makes it. */
function memoryDb(tables: Record<string, Row[]>): ServiceClient {
  const query = (table: string, run: (rows: Row[]) => DbResult<Row[]>): Query<Row> => {
    const filters: [string, unknown][] = [];
    const result = () => run((tables[table] ??= []).filter((r) => filters.every(([c, v]) => r[c] === v)));
    const q: Query<Row> = {
      eq: (c, v) => (filters.push([c, v]), q),
      gte: () => q,
      select: () => q,
      limit: () => q,
      maybeSingle: () => Promise.resolve({ ...result(), data: result().data?.[0] ?? null }),
      single: () => Promise.resolve({ ...result(), data: result().data?.[0] ?? null }),
      then: (ok, err) => Promise.resolve(result()).then(ok, err),
    };
    return q;
  };
  return {
    from: (table) => ({
      select: () => query(table, (rows) => ({ data: rows, error: null })),
      update: (values) => query(table, (rows) => (rows.forEach((r) => Object.assign(r, values)), { data: rows, error: null })),
      insert: (row) => {
        const rows = (tables[table] ??= []);
        const clash = table === 'exam_purchases' && rows.some((r) => r.payment_id === (row as Row).payment_id);
        if (!clash) rows.push({ ...row });
        return query(table, () =>
          clash ? { data: null, error: { code: '23505', message: 'duplicate' } } : { data: [{ ...row }], error: null },
        );
      },
    }),
    // The webhook calls no database function; create-razorpay-order's apply_due_prices is not its concern.
    rpc: () => Promise.resolve({ data: null, error: { message: 'no rpc in this fake' } }),
  };
}

const order: PaymentOrder = {
  id: 'order_1',
  user_id: 'u1',
  exam_id: 'e1',
  plan_id: 'p1',
  amount_paise: 79900,
  currency: 'INR',
  status: 'created',
  payment_id: null,
  created_at: '2025-01-01T00:00:00Z',
  paid_at: null,
};

async function delivery(body: unknown, eventId: string, secret = SECRET): Promise<Request> {
  const raw = JSON.stringify(body);
  return new Request('http://functions.test/razorpay-webhook', {
    method: 'POST',
    headers: { 'x-razorpay-signature': await hmacSha256Hex(secret, raw), 'x-razorpay-event-id': eventId },
    body: raw,
  });
}

function setup() {
  const tables: Record<string, Row[]> = { payment_orders: [{ ...order }], exam_plans: [{ id: 'p1', duration_days: 90 }] };
  const handler = razorpayWebhookHandler({
    supabaseUrl: 'http://db.test',
    secretKey: 'service',
    // Razorpay signs its deliveries; no session is ever asked for.
    verifyToken: () => Promise.resolve(null),
    env: { RAZORPAY_WEBHOOK_SECRET: SECRET },
    fetch: () => Promise.reject(new Error('no network in this test')),
    createClient: () => memoryDb(tables),
  });
  return { tables, handler };
}

const paid = {
  event: 'order.paid',
  payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 79900, currency: 'INR' } } },
};

Deno.test('a forged delivery is refused and changes nothing', async () => {
  const { tables, handler } = setup();
  const res = await handler(await delivery(paid, 'evt_1', 'not-the-secret'));
  if (res.status !== 400) throw new Error(`status ${res.status}`);
  if (tables.exam_purchases?.length || tables.payment_orders[0].status !== 'created') throw new Error('state changed');
});

Deno.test('order.paid activates one purchase; the same event again is a duplicate', async () => {
  const { tables, handler } = setup();
  const first = await (await handler(await delivery(paid, 'evt_1'))).json();
  const again = await (await handler(await delivery(paid, 'evt_1'))).json();
  if (first.status !== 'activated' || again.status !== 'duplicate-event') throw new Error(JSON.stringify([first, again]));
  if (tables.exam_purchases.length !== 1 || tables.payment_orders[0].status !== 'paid') throw new Error('not one paid purchase');
});
