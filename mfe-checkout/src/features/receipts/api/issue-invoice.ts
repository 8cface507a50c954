import { ApiError, getSupabase, unwrap } from '@nism/platform';
import type { TaxInvoiceRow } from './list-purchases';

/**
 * Issues the tax invoice of one of the learner's paid purchases for a buyer in the given state (a GST state code).
 * The database numbers it and computes every amount; asking again returns the invoice already issued.
 */
export async function issueInvoice(purchaseId: string, stateCode: string): Promise<TaxInvoiceRow> {
  const supabase = await getSupabase();
  const invoice = unwrap(await supabase.rpc('issue_tax_invoice', { p_purchase_id: purchaseId, p_buyer_state_code: stateCode }));
  if (!invoice) throw new ApiError('No invoice returned', '');
  return invoice;
}
