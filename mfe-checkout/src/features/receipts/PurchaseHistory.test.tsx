import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui';
import { setSupabaseForTesting } from 'platform';
import { CONFIG } from '../../testing/fakes';
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

/** A client whose `from(table)` query chain resolves to that table's answer. */
function installTables(answers: Record<string, () => Answer>) {
  const chain = (table: string): unknown =>
    new Proxy(() => {}, {
      get: (_t, key) => (key === 'then' ? (ok: (a: Answer) => void) => ok(answers[table]()) : () => chain(table)),
    });
  setSupabaseForTesting({ from: (table: string) => chain(table) }, CONFIG);
}

const renderHistory = () =>
  render(
    <MemoryRouter>
      <PurchaseHistory />
    </MemoryRouter>,
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
    expect(screen.getAllByRole('region')).toHaveLength(1);
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
