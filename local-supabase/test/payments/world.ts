// The world the payment-function tests run in: a local-supabase with the Razorpay sandbox mounted,
// fresh buyers, and direct HTTP to the functions (so tests can send what no honest browser would).
import { createHmac, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_RAZORPAY } from '../../src/functions/local-razorpay';
import { razorpaySandbox } from '../../src/razorpay';
import type { WebhookMode } from '../../src/razorpay/state';
import { clientFor, createUser, startTestServer, type TestServer } from '../helpers';

export interface Buyer {
  id: string;
  email: string;
  client: SupabaseClient;
  token: string;
}

export interface Answer {
  status: number;
  body: any;
}

/** Seeded plans (docs/backend-api.md): exam N, plan K = 1 free, 2 premium, 3 other. */
export const seededPlan = (exam: number, kind: 1 | 2 | 3) => ({
  examId: `00000000-0000-4000-a000-00000000000${exam}`,
  planId: `00000000-0000-4000-c000-0000000000${exam}${kind}`,
});

export async function startPaymentsWorld() {
  // functionEnv {}: no configured Razorpay key, so the functions use the sandbox's.
  const server: TestServer = await startTestServer({ functionEnv: {}, extraRoutes: [razorpaySandbox()] });
  const sql = async <R = any>(text: string, params: unknown[] = []) => (await server.db.query(text, params)).rows as R[];

  const buyer = async (): Promise<Buyer> => {
    const email = `buyer-${randomUUID().slice(0, 8)}@payments.test`;
    const user = await createUser(server, email);
    const client = await clientFor(server, email);
    const { data } = await client.auth.getSession();
    return { id: user!.id, email, client, token: data.session!.access_token };
  };

  const call = async (name: string, body: unknown, token?: string, raw = false): Promise<Answer> => {
    const res = await fetch(`${server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: raw ? (body as string) : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  const priceOf = async (planId: string) =>
    (await sql<{ price: number }>('select price from public.exam_plans where id = $1', [planId]))[0].price;

  /** create-razorpay-order as the browser calls it, with the honest amount. */
  const createOrder = async (b: Buyer, exam: number, kind: 1 | 2 | 3 = 2) => {
    const { examId, planId } = seededPlan(exam, kind);
    const res = await call(
      'create-razorpay-order',
      { amount: (await priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: b.id },
      b.token,
    );
    if (res.status !== 200) throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
    return { orderId: res.body.id as string, examId, planId, amount: res.body.amount as number };
  };

  /** The sandbox modal's Pay: the payment id and the server-made signature. */
  const pay = async (orderId: string) => {
    const res = await fetch(`${server.url}/razorpay/checkout/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: LOCAL_RAZORPAY.keyId, order_id: orderId, outcome: 'pay' }),
    });
    return (await res.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  };

  const serviceRole = { authorization: `Bearer ${server.secretKey}` };
  const setWebhooks = async (mode: WebhookMode, delayMs = 0) => {
    await fetch(`${server.url}/razorpay/test/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ mode, delayMs }),
      headers: { 'Content-Type': 'application/json', ...serviceRole },
    });
  };

  /** Waits until the sandbox has made `count` delivery attempts for the order. */
  const deliveries = async (orderId: string, count: number) => {
    for (let i = 0; i < 100; i++) {
      const list = (await (await fetch(`${server.url}/razorpay/test/deliveries?order_id=${orderId}`, { headers: serviceRole })).json()) as {
        status: unknown;
        event: string;
      }[];
      if (list.length >= count) return list;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`fewer than ${count} webhook deliveries for ${orderId}`);
  };

  /** Posts a webhook as Razorpay would, signed with the webhook secret unless told otherwise. */
  const webhook = (body: object, opts: { eventId?: string; secret?: string; raw?: string } = {}) => {
    const raw = opts.raw ?? JSON.stringify(body);
    const signature = createHmac('sha256', opts.secret ?? LOCAL_RAZORPAY.webhookSecret)
      .update(raw)
      .digest('hex');
    return fetch(`${server.url}/functions/v1/razorpay-webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': signature,
        'X-Razorpay-Event-Id': opts.eventId ?? `evt_${randomUUID()}`,
      },
      body: raw,
    }).then(async (res) => ({ status: res.status, body: await res.json() }) as Answer);
  };

  const purchasesOf = (userId: string) =>
    sql<{ payment_id: string; payment_status: string; plan_id: string; expiry_date: Date; purchase_date: Date }>(
      `select payment_id, payment_status, plan_id, expiry_date, purchase_date from public.exam_purchases where user_id = $1 order by created_at`,
      [userId],
    );

  return { server, sql, buyer, call, createOrder, pay, setWebhooks, deliveries, webhook, purchasesOf, priceOf, stop: () => server.stop() };
}

export type PaymentsWorld = Awaited<ReturnType<typeof startPaymentsWorld>>;

/** The verify body the browser sends after the checkout handler. */
export const verifyBody = (
  order: { orderId: string; examId: string; planId: string },
  p: { razorpay_payment_id: string; razorpay_signature: string },
  userId: string,
) => ({
  orderId: order.orderId,
  paymentId: p.razorpay_payment_id,
  signature: p.razorpay_signature,
  examId: order.examId,
  planId: order.planId,
  userId,
  durationDays: 90,
});
