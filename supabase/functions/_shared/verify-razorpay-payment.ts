// verify-razorpay-payment: the browser reports a payment from the checkout handler. The order is
// the server's record, the signature is checked over its stored id, and the purchase's expiry
// comes from the plan in the database; the browser's durationDays is not trusted.
import { activateOrder, findOrder } from './activation.ts';
import { fail, json, postHandler, readJsonObject, requireString, requireUuid } from './http.ts';
import { razorpayConfig } from './razorpay-config.ts';
import { paymentSignatureValid } from './signature.ts';
import { callerId, type PaymentDeps } from './service-client.ts';

export function verifyRazorpayPaymentHandler(deps: PaymentDeps) {
  return postHandler('verify-razorpay-payment', async (req) => {
    const rzp = razorpayConfig(deps.env, ['key']);
    const db = deps.createClient(deps.supabaseUrl, deps.secretKey);
    const body = await readJsonObject(req);
    const orderId = requireString(body, 'orderId');
    const paymentId = requireString(body, 'paymentId');
    const signature = requireString(body, 'signature');
    const optional = (key: string) => (body[key] === undefined ? undefined : requireUuid(body, key));
    const [examId, planId, userId] = [optional('examId'), optional('planId'), optional('userId')];

    const caller = await callerId(req, deps.verifyToken);
    if (userId !== undefined && userId !== caller) return fail(403, 'userId is not the signed-in user');

    const order = await findOrder(db, orderId);
    // Someone else's order answers as a missing one: its existence is not the caller's business.
    if (!order || order.user_id !== caller) return fail(404, 'Order not found');
    if ((examId !== undefined && examId !== order.exam_id) || (planId !== undefined && planId !== order.plan_id)) {
      return fail(400, 'The order is for a different plan');
    }
    if (!(await paymentSignatureValid(rzp.keySecret, order.id, paymentId, signature))) {
      return fail(400, 'Invalid payment signature');
    }

    const result = await activateOrder(db, order, paymentId);
    if (result.kind === 'activated') return json(200, { purchase: result.purchase });
    if (result.kind === 'duplicate') return fail(409, result.message, '23505');
    return fail(409, 'This order was already paid with another payment');
  });
}
