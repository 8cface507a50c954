import { getSupabase, unwrap } from '@nism/platform';

export interface IndianState {
  code: string;
  name: string;
}

/** Whether invoices can be issued yet (the seller's GSTIN is configured), and the states a buyer chooses from. */
export interface Invoicing {
  available: boolean;
  states: IndianState[];
}

/** The seller's row tells whether its GSTIN is set; the states are GST's list (code = a GSTIN's first two digits). */
export async function fetchInvoicing(): Promise<Invoicing> {
  const supabase = await getSupabase();
  const [seller, states] = await Promise.all([
    supabase.from('invoice_seller').select('gstin').maybeSingle(),
    supabase.from('gst_states').select('code, name').order('name'),
  ]);
  return { available: Boolean(unwrap(seller)?.gstin), states: unwrap(states) ?? [] };
}
