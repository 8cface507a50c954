import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, MemoryRouter } from '@nism/shared-ui';
import { setSupabaseForTesting } from '@nism/platform';
import { TestAuthProvider } from '@nism/shared-auth';
import type { User } from '@supabase/supabase-js';
import { CONFIG, USER } from '../../testing/fakes';
import { interStateInvoice, taxInvoice } from '../../testing/invoice-fixtures';
import PurchaseHistory from './PurchaseHistory';

const PAID = {
  id: 'purchase-2',
  payment_status: 'completed',
  payment_id: 'pay_Test0000000001',
  purchase_date: '2026-11-20T06:30:00Z',
  expiry_date: '2027-02-18T06:30:00Z',
  exams: { name: 'NISM Series X-A: Investment Adviser (Level 1)' },
  exam_plans: { plan_type: 'premium', duration_days: 90 },
};
const TRIAL = {
  id: 'purchase-1',
  payment_status: 'demo',
  payment_id: 'free_access',
  purchase_date: '2026-11-19T06:30:00Z',
  expiry_date: '2026-11-19T18:29:59Z',
  exams: { name: 'NISM Series VIII: Equity Derivatives' },
  exam_plans: { plan_type: 'free', duration_days: 1 },
};
const ORDER = {
  id: 'order_Test000000001',
  amount_paise: 49900,
  currency: 'INR',
  payment_id: 'pay_Test0000000001',
  paid_at: '2026-11-20T06:30:05Z',
};

type Answer = { data: unknown; error: unknown };

const STATES = [
  { code: '32', name: 'Kerala' },
  { code: '27', name: 'Maharashtra' },
];
/** What invoicing reads when nothing is said: no invoice issued yet, the seller's GSTIN configured. */
const INVOICING: Record<string, () => Answer> = {
  tax_invoices: () => ({ data: [], error: null }),
  invoice_seller: () => ({ data: { gstin: '32AABCF1234K1Z2' }, error: null }),
  gst_states: () => ({ data: STATES, error: null }),
};

/** A client whose `from(table)` query chain resolves to that table's answer; `rpc` as given. */
function installTables(answers: Record<string, () => Answer>, rpc: jest.Mock = jest.fn()) {
  const all = { ...INVOICING, ...answers };
  const chain = (table: string): unknown =>
    new Proxy(() => {}, {
      get: (_t, key) => (key === 'then' ? (ok: (a: Answer) => void) => ok(all[table]()) : () => chain(table)),
    });
  setSupabaseForTesting({ from: (table: string) => chain(table), rpc }, CONFIG);
}

const learner = { id: USER.id, email: USER.email, user_metadata: { full_name: USER.fullName } } as unknown as User;

const renderHistory = () =>
  render(
    <TestAuthProvider user={learner}>
      <MemoryRouter>
        <PurchaseHistory />
      </MemoryRouter>
    </TestAuthProvider>,
  );

describe('PurchaseHistory', () => {
  it('lists every purchase and gives the paid one its receipt with the amount from the order', async () => {
    installTables({ exam_purchases: () => ({ data: [PAID, TRIAL], error: null }), payment_orders: () => ({ data: [ORDER], error: null }) });
    renderHistory();
    const receipt = await screen.findByRole('region', { name: 'Receipt for NISM Series X-A: Investment Adviser (Level 1)' });
    const field = (label: string) => within(receipt).getByText(label).nextElementSibling;
    expect(field('Plan')).toHaveTextContent('90 Days Access');
    expect(field('Exam')).toHaveTextContent('NISM Series X-A: Investment Adviser (Level 1)');
    expect(field('Amount paid')).toHaveTextContent('₹499');
    expect(field('Date')).toHaveTextContent('20 Nov 2026');
    expect(field('Validity')).toHaveTextContent('90 days, until 18 Feb 2027');
    expect(field('Razorpay payment ID')).toHaveTextContent('pay_Test0000000001');
    expect(field('Razorpay order ID')).toHaveTextContent('order_Test000000001');
    // The free trial is listed without a receipt: nothing was paid.
    expect(screen.getByText('NISM Series VIII: Equity Derivatives')).toBeInTheDocument();
    expect(screen.getByText(/Try for Free · Free trial/)).toBeInTheDocument();
    // Regions: the paid purchase's receipt and its tax invoice section.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Receipt for NISM Series X-A: Investment Adviser (Level 1)',
      'GST tax invoice for NISM Series X-A: Investment Adviser (Level 1)',
    ]);
  });

  it('prints only the chosen receipt', async () => {
    installTables({ exam_purchases: () => ({ data: [PAID], error: null }), payment_orders: () => ({ data: [ORDER], error: null }) });
    let markedWhilePrinting: string | null = null;
    window.print = jest.fn(() => {
      markedWhilePrinting = document.querySelector('[data-printing="true"]')?.getAttribute('aria-label') ?? null;
    });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(markedWhilePrinting).toBe('Receipt for NISM Series X-A: Investment Adviser (Level 1)');
    expect(document.querySelector('[data-printing="true"]')).toBeNull();
  });

  it('issues the tax invoice of a paid purchase for the state the learner chooses, and shows it', async () => {
    const rpc = jest.fn(async () => ({ data: interStateInvoice(), error: null }));
    installTables({ exam_purchases: () => ({ data: [PAID], error: null }), payment_orders: () => ({ data: [ORDER], error: null }) }, rpc);
    renderHistory();
    const section = await screen.findByRole('region', { name: 'GST tax invoice for NISM Series X-A: Investment Adviser (Level 1)' });
    const form = within(section).getByRole('form', { name: 'Billing details' });
    expect(form).toHaveTextContent('The invoice is made out to Asha Learner, the name in your profile. Once issued it cannot be changed.');
    // The state is required: nothing is asked of the server without one.
    await userEvent.click(within(form).getByRole('button', { name: 'Issue tax invoice' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the state you live in.');
    expect(rpc).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Your state or union territory' }), 'Maharashtra');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue tax invoice' }));
    expect(rpc).toHaveBeenCalledWith('issue_tax_invoice', { p_purchase_id: 'purchase-2', p_buyer_state_code: '27' });
    const invoice = await within(section).findByRole('article', { name: 'Tax invoice NISM/26-27/00007' });
    expect(invoice).toHaveTextContent('IGST @ 18%');
    expect(invoice).toHaveTextContent('₹198.15');
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Hide tax invoice' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('proposes the state of the learner’s latest invoice for the next one', async () => {
    const OLDER = { ...PAID, id: 'purchase-0', payment_id: 'pay_Test0000000000', purchase_date: '2026-10-01T06:30:00Z' };
    installTables({
      exam_purchases: () => ({ data: [PAID, OLDER], error: null }),
      payment_orders: () => ({ data: [ORDER, { ...ORDER, id: 'order_Test000000000', payment_id: OLDER.payment_id }], error: null }),
      tax_invoices: () => ({ data: [{ ...interStateInvoice(), purchase_id: OLDER.id }], error: null }),
    });
    renderHistory();
    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect(within(form).getByRole('combobox', { name: 'Your state or union territory' })).toHaveDisplayValue('Maharashtra');
    expect(screen.getByText('NISM/26-27/00007')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const rpc = jest.fn(async () => ({ data: null, error: { code: 'P0001', message: 'Tax invoices are not available yet' } }));
    installTables({ exam_purchases: () => ({ data: [PAID], error: null }), payment_orders: () => ({ data: [ORDER], error: null }) }, rpc);
    renderHistory();
    const form = await screen.findByRole('form', { name: 'Billing details' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Your state or union territory' }), 'Kerala');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue tax invoice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tax invoices are not available yet');
    expect(within(form).getByRole('button', { name: 'Issue tax invoice' })).toBeEnabled();
  });

  it('says tax invoices are not available yet while the seller’s GSTIN is not configured', async () => {
    installTables({
      exam_purchases: () => ({ data: [PAID], error: null }),
      payment_orders: () => ({ data: [ORDER], error: null }),
      invoice_seller: () => ({ data: { gstin: null }, error: null }),
    });
    renderHistory();
    const section = await screen.findByRole('region', { name: 'GST tax invoice for NISM Series X-A: Investment Adviser (Level 1)' });
    expect(section).toHaveTextContent('Tax invoices are not available yet.');
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('an issued invoice shows its number, opens on request, and prints alone', async () => {
    installTables({
      exam_purchases: () => ({ data: [PAID], error: null }),
      payment_orders: () => ({ data: [ORDER], error: null }),
      tax_invoices: () => ({ data: [taxInvoice()], error: null }),
    });
    let markedWhilePrinting: string | null = null;
    window.print = jest.fn(() => {
      markedWhilePrinting = document.querySelector('[data-printing="true"]')?.getAttribute('aria-label') ?? null;
    });
    renderHistory();
    const section = await screen.findByRole('region', { name: 'GST tax invoice for NISM Series X-A: Investment Adviser (Level 1)' });
    expect(section).toHaveTextContent('Invoice NISM/26-27/00007');
    expect(within(section).queryByRole('article')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Show tax invoice' }));
    const invoice = within(section).getByRole('article', { name: 'Tax invoice NISM/26-27/00007' });
    expect(invoice).toHaveTextContent('CGST @ 9%');
    await userEvent.click(within(invoice).getByRole('button', { name: 'Print or save as PDF' }));
    expect(markedWhilePrinting).toBe('Tax invoice NISM/26-27/00007');
    expect(document.querySelector('[data-printing="true"]')).toBeNull();
  });

  it('says so when there is nothing bought yet', async () => {
    installTables({ exam_purchases: () => ({ data: [], error: null }), payment_orders: () => ({ data: [], error: null }) });
    renderHistory();
    expect(await screen.findByText(/You have not bought a plan yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse exams' })).toHaveAttribute('href', '/exams');
  });

  it('offers Retry when the purchases cannot be read, and loads them again', async () => {
    let fail = true;
    installTables({
      exam_purchases: () => (fail ? { data: null, error: { message: 'upstream down', code: '500' } } : { data: [PAID], error: null }),
      payment_orders: () => ({ data: [ORDER], error: null }),
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your purchases could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });
});

describe('PurchaseHistory in Hindi', () => {
  it('lists the purchases, the receipt and the billing form in Hindi, dates in Hindi', async () => {
    installTables({ exam_purchases: () => ({ data: [PAID, TRIAL], error: null }), payment_orders: () => ({ data: [ORDER], error: null }) });
    await act(async () =>
      render(
        <LocaleProvider locale="hi">
          <TestAuthProvider user={learner}>
            <MemoryRouter>
              <PurchaseHistory />
            </MemoryRouter>
          </TestAuthProvider>
        </LocaleProvider>,
      ),
    );
    const receipt = await screen.findByRole('region', { name: 'NISM Series X-A: Investment Adviser (Level 1) की रसीद' });
    const field = (label: string) => within(receipt).getByText(label).nextElementSibling;
    expect(field('प्लान')).toHaveTextContent('90 दिनों की एक्सेस');
    expect(field('भुगतान की गई राशि')).toHaveTextContent('₹499');
    expect(field('तारीख़')).toHaveTextContent('20 नव॰ 2026');
    expect(field('वैधता')).toHaveTextContent('90 दिन, 18 फ़र॰ 2027 तक');
    expect(within(receipt).getByRole('button', { name: 'रसीद प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByText(/मुफ़्त आज़माएँ · मुफ़्त ट्रायल · 19 नव॰ 2026 से 19 नव॰ 2026 तक/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'बिलिंग का ब्योरा' });
    expect(form).toHaveTextContent('इनवॉइस Asha Learner के नाम बनेगा, जो आपकी प्रोफ़ाइल में दिया नाम है।');
    await userEvent.click(within(form).getByRole('button', { name: 'टैक्स इनवॉइस जारी करें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('वह राज्य चुनें जहाँ आप रहते हैं।');
  });
});
