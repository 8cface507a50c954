// A tax invoice as the database issues it, for component tests: ₹1,299 to a buyer in Kerala (the seller's state).
import type { TaxInvoiceRow } from '../features/receipts/api/list-purchases';

export const taxInvoice = (over: Partial<TaxInvoiceRow> = {}): TaxInvoiceRow => ({
  id: 'invoice-1',
  purchase_id: 'purchase-2',
  user_id: 'user-1',
  invoice_number: 'NISM/26-27/00007',
  financial_year: '2026-27',
  serial: 7,
  issued_at: '2026-11-26T05:00:00Z',
  seller_legal_name: 'Finlearn Technologies Pvt. Ltd.',
  seller_address: '2nd Floor, Infopark Road, Kakkanad, Kochi, Kerala 682030, India',
  seller_state: 'Kerala',
  seller_state_code: '32',
  seller_gstin: '32AABCF1234K1Z2',
  buyer_name: 'Asha Learner',
  buyer_state: 'Kerala',
  buyer_state_code: '32',
  sac_code: '999293',
  description: 'Online practice tests: NISM Series X-A: Investment Adviser (Level 1), 180 days access',
  gst_rate_percent: 18,
  intra_state: true,
  total_paise: 129900,
  taxable_paise: 110085,
  cgst_paise: 9908,
  sgst_paise: 9907,
  igst_paise: 0,
  payment_id: 'pay_Test0000000001',
  order_id: 'order_Test000000001',
  paid_at: '2026-11-20T06:30:05Z',
  ...over,
});

/** The same purchase billed to Maharashtra: all the tax is IGST. */
export const interStateInvoice = () =>
  taxInvoice({ buyer_state: 'Maharashtra', buyer_state_code: '27', intra_state: false, cgst_paise: 0, sgst_paise: 0, igst_paise: 19815 });
