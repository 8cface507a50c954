// create-razorpay-order: a signed-in learner asks to pay for a plan; the amount is the plan's
// price in the database, the order is made through Razorpay's Orders API and recorded. An open order of the same plan
// and amount is reused, and a learner makes at most 5 new orders an hour (429 with Retry-After).
import { fail, HttpError, json, postHandler, readJsonObject, requireUuid } from './http.ts';
import { razorpayConfig } from './razorpay-config.ts';
import { callerId, orThrow, type PaymentDeps } from './service-client.ts';

interface Plan {
  id: string;
  exam_id: string;
  price: number;
}

export function createRazorpayOrderHandler(deps: PaymentDeps) {
  return postHandler('create-razorpay-order', async (req) => {
    const rzp = razorpayConfig(deps.env, ['key']);
    const db = deps.createClient(deps.supabaseUrl, deps.secretKey);
    const body = await readJsonObject(req);
    const examId = requireUuid(body, 'examId');
    const planId = requireUuid(body, 'planId');
    const userId = requireUuid(body, 'userId');
    const { amount, currency = 'INR' } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return fail(400, 'amount must be a positive whole number of paise');
    }
    if (currency !== 'INR') return fail(400, 'currency must be INR');

    const caller = await callerId(req, deps.verifyToken);
    if (userId !== caller) return fail(403, 'userId is not the signed-in user');

    // A price whose effective time has passed is the price, even if the minute's job has not applied it yet.
    orThrow(await db.rpc('apply_due_prices'), 'apply due prices');
    const plan = orThrow(
      await db.from('exam_plans').select('id, exam_id, price').eq('id', planId).maybeSingle(),
      'read the plan',
    ) as Plan | null;
    if (!plan || plan.exam_id !== examId) return fail(400, 'Plan not found for this exam');
    if (plan.price <= 0) return fail(400, 'A free plan needs no payment');
    const amountPaise = plan.price * 100;
    if (amount !== amountPaise) return fail(400, 'Amount does not match the plan price');

    const owned = orThrow(
      await db
        .from('exam_purchases')
        .select('id')
        .eq('user_id', caller)
        .eq('plan_id', planId)
        .eq('payment_status', 'completed')
        .gte('expiry_date', new Date().toISOString())
        .limit(1),
      'check existing purchases',
    );
    if (owned?.length) return fail(409, 'You already have an active plan for this exam.');

    // An open order of this plan at this amount is reused; a new one counts against the learner's hourly limit (each
    // is a call to Razorpay's Orders API): claim_payment_order decides under a lock per learner.
    const claim = orThrow(
      await db.rpc('claim_payment_order', { p_user_id: caller, p_plan_id: planId, p_amount_paise: amountPaise }),
      'claim an order',
    ) as { reuse?: string; retry_after?: number; create?: boolean };
    if (claim.reuse) return json(200, { id: claim.reuse, amount: amountPaise, currency: 'INR' });
    if (claim.retry_after !== undefined) {
      const res = fail(429, 'Too many payment orders: try again later');
      res.headers.set('Retry-After', String(claim.retry_after));
      return res;
    }

    const order = await createProviderOrder(deps, rzp, amountPaise, { exam_id: examId, plan_id: planId, user_id: caller });
    orThrow(
      await db.from('payment_orders').insert({
        id: order.id,
        user_id: caller,
        exam_id: examId,
        plan_id: planId,
        amount_paise: amountPaise,
        currency: 'INR',
      }),
      'record the order',
    );
    return json(200, { id: order.id, amount: amountPaise, currency: 'INR' });
  });
}

/** POST /v1/orders with Basic auth; Razorpay's error description is passed on, never the secret. */
async function createProviderOrder(
  deps: PaymentDeps,
  rzp: ReturnType<typeof razorpayConfig>,
  amount: number,
  notes: Record<string, string>,
): Promise<{ id: string }> {
  let res: Response;
  try {
    res = await deps.fetch(`${rzp.apiBase}/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${rzp.keyId}:${rzp.keySecret}`)}`, 'Content-Type': 'application/json' },
      // receipt: at most 40 characters in Razorpay's API.
      body: JSON.stringify({ amount, currency: 'INR', receipt: `plan_${notes.plan_id.slice(0, 8)}_${Date.now()}`, notes }),
    });
  } catch (error) {
    console.error('Razorpay unreachable:', error);
    throw new HttpError(fail(502, 'Payment provider is unreachable'));
  }
  const data = (await res.json().catch(() => null)) as { id?: string; error?: { description?: string } } | null;
  if (!res.ok || typeof data?.id !== 'string') {
    console.error('Razorpay refused the order:', res.status, data);
    throw new HttpError(fail(502, `Payment provider refused the order: ${data?.error?.description ?? `status ${res.status}`}`));
  }
  return { id: data.id };
}
