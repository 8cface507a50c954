import { getSupabase, unwrap } from '@nism/platform';
import type { PaymentStatus, Tables } from '@nism/db-types';

/** An issued GST tax invoice, as the database stored it (it never changes). */
export type TaxInvoiceRow = Tables<'tax_invoices'>;

/**
 * One purchase as the account page shows it; `order` is the Razorpay order that paid for it (none for a free trial),
 * `invoice` its GST tax invoice once the learner has had it issued.
 */
export interface PurchaseRecord {
  id: string;
  exam: string;
  planType: string;
  durationDays: number;
  status: PaymentStatus;
  purchaseDate: string;
  expiryDate: string;
  paymentId: string;
  order: { id: string; amountPaise: number; currency: string; paidAt: string | null } | null;
  invoice: TaxInvoiceRow | null;
}

interface PurchaseRow {
  id: string;
  payment_status: PaymentStatus;
  payment_id: string;
  purchase_date: string;
  expiry_date: string;
  exams: { name: string } | null;
  exam_plans: { plan_type: string; duration_days: number } | null;
}

interface OrderRow {
  id: string;
  amount_paise: number;
  currency: string;
  payment_id: string | null;
  paid_at: string | null;
}

/**
 * The signed-in learner's purchases, newest first, each with the paid order whose payment id activated it and its tax
 * invoice. RLS shows only the caller's rows; the amount comes from the order (what Razorpay charged), not from
 * today's plan price.
 */
export async function listPurchases(): Promise<PurchaseRecord[]> {
  const supabase = await getSupabase();
  const [purchases, orders, invoices] = await Promise.all([
    supabase
      .from('exam_purchases')
      .select('id, payment_status, payment_id, purchase_date, expiry_date, exams(name), exam_plans(plan_type, duration_days)')
      .order('created_at', { ascending: false }),
    supabase.from('payment_orders').select('id, amount_paise, currency, payment_id, paid_at').eq('status', 'paid'),
    supabase.from('tax_invoices').select('*'),
  ]);
  const byPayment = new Map((unwrap(orders) as OrderRow[]).map((o) => [o.payment_id, o]));
  const byPurchase = new Map((unwrap(invoices) as TaxInvoiceRow[]).map((i) => [i.purchase_id, i]));
  return (unwrap(purchases) as unknown as PurchaseRow[]).map((p) => {
    const order = p.payment_status === 'completed' ? byPayment.get(p.payment_id) : undefined;
    return {
      id: p.id,
      exam: p.exams?.name ?? 'Exam',
      planType: p.exam_plans?.plan_type ?? '',
      durationDays: p.exam_plans?.duration_days ?? 0,
      status: p.payment_status,
      purchaseDate: p.purchase_date,
      expiryDate: p.expiry_date,
      paymentId: p.payment_id,
      order: order ? { id: order.id, amountPaise: order.amount_paise, currency: order.currency, paidAt: order.paid_at } : null,
      invoice: byPurchase.get(p.id) ?? null,
    };
  });
}
