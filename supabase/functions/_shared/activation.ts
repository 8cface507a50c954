// Turning a paid order into a completed purchase, exactly once, whoever gets there first: the
// browser's verify or Razorpay's webhook, in any order, any number of times.
import type { Tables } from './database.generated.ts';
import { orThrow, type ServiceClient } from './service-client.ts';

/** A row of payment_orders, as generated from the migrations (db-types/generate.ts writes this copy). */
export type PaymentOrder = Tables<'payment_orders'>;

export type Activation =
  | { kind: 'activated'; purchase: Record<string, unknown> }
  /** This payment already activated its purchase (a replay, or verify after the webhook). */
  | { kind: 'duplicate'; message: string }
  /** The order was already paid by a different payment: never a second purchase. */
  | { kind: 'order-paid-by-other-payment' };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function findOrder(db: ServiceClient, orderId: string): Promise<PaymentOrder | null> {
  return orThrow(await db.from('payment_orders').select('*').eq('id', orderId).maybeSingle(), 'read the order');
}

export async function activateOrder(db: ServiceClient, order: PaymentOrder, paymentId: string): Promise<Activation> {
  // Claim the order for this payment; the status condition makes the claim atomic.
  const claimed = orThrow(
    await db
      .from('payment_orders')
      .update({ status: 'paid', payment_id: paymentId, paid_at: new Date().toISOString() })
      .eq('id', order.id)
      .eq('status', 'created')
      .select('id'),
    'mark the order paid',
  );
  if (!claimed?.length) {
    const current = await findOrder(db, order.id);
    if (current?.payment_id !== paymentId) return { kind: 'order-paid-by-other-payment' };
    // Same payment: fall through, so a run that stopped between the two writes is completed now.
  }

  const plan = orThrow(await db.from('exam_plans').select('duration_days').eq('id', order.plan_id).single(), 'read the plan') as {
    duration_days: number;
  };
  const now = new Date();
  const inserted = await db
    .from('exam_purchases')
    .insert({
      user_id: order.user_id,
      exam_id: order.exam_id,
      plan_id: order.plan_id,
      payment_id: paymentId,
      purchase_date: now.toISOString(),
      expiry_date: new Date(now.getTime() + plan.duration_days * DAY_MS).toISOString(),
      payment_status: 'completed',
    })
    .select('*')
    .single();
  // The unique completed payment_id is the last word: one payment, one purchase.
  if (inserted.error?.code === '23505') return { kind: 'duplicate', message: inserted.error.message };
  return { kind: 'activated', purchase: orThrow(inserted, 'record the purchase') as Record<string, unknown> };
}
