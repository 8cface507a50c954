import { act, render, screen, waitFor } from '@testing-library/react';
import { AppToaster } from '@nism/shared-ui';
import { CONFIG, EXAM, FakeRazorpay, httpError, installBackend, plan, USER } from '../../../testing/fakes';
import type { RazorpayConstructor } from '../razorpay/types';
import { purchasePlan } from './purchase-plan';
import type { PurchaseOutcome } from './types';

const navigate = jest.fn();
const start = (p = plan()) => purchasePlan({ exam: EXAM, plan: p, user: USER }, { navigate });

/** Lets a purchase run to its end inside act(), where its toasts render; `action` ends the window. */
async function finish(done: Promise<PurchaseOutcome>, action?: () => void): Promise<PurchaseOutcome> {
  let outcome: PurchaseOutcome | undefined;
  await act(async () => {
    action?.();
    outcome = await done;
  });
  return outcome!;
}
const buy = (p = plan()) => finish(start(p));

/** Waits until the payment window is open, then returns it. */
async function paymentWindow() {
  await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  return FakeRazorpay.last;
}

beforeEach(() => {
  navigate.mockReset();
  FakeRazorpay.instances = [];
  window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
  render(<AppToaster />);
});
afterEach(() => {
  delete window.Razorpay;
  jest.restoreAllMocks();
});

/** An access as exam_access answers it: `active` is the server's judgement. */
const access = (over: Record<string, unknown> = {}) => ({
  id: 'p',
  exam_id: 'exam-1',
  exam_name: 'X-A',
  plan_id: 'plan-2',
  payment_status: 'completed',
  purchase_date: '2026-01-01T00:00:00Z',
  expiry_date: '2026-03-12T18:29:59Z',
  active: true,
  server_now: '2026-02-01T00:00:00Z',
  ...over,
});
const accesses = (...rows: ReturnType<typeof access>[]) => ({ accesses: { data: rows, error: null } });

test('an active purchase of the same plan stops the purchase', async () => {
  const backend = installBackend(accesses(access()));
  expect(await buy()).toEqual({ status: 'already-owned' });
  expect(screen.getByText('Already Purchased')).toBeInTheDocument();
  expect(screen.getByText('You already have an active plan for this exam.')).toBeInTheDocument();
  expect(backend.invoke).not.toHaveBeenCalled();
  // Nothing reads exam_purchases with this device's clock: the accesses are the server's (exam_access).
  expect(backend.queries).toEqual([]);
});

test("the server's judgement of expiry decides, not this device's clock: an access it calls ended does not stop the purchase", async () => {
  const backend = installBackend(accesses(access({ expiry_date: '2999-01-01T00:00:00Z', active: false })));
  void start();
  await paymentWindow();
  expect(backend.invoke).toHaveBeenCalledWith('create-razorpay-order', expect.anything());
});

test("a free plan grants the demo, says so and goes to the exam's papers (not My Exams)", async () => {
  const backend = installBackend();
  expect(await buy(plan({ id: 'plan-1', price: 0, duration_days: 1, plan_type: 'free' }))).toEqual({ status: 'purchased' });
  expect(backend.rpc).toHaveBeenCalledWith('grant_free_access', { p_plan_id: 'plan-1' });
  expect(screen.getByText('Free trial access granted successfully.')).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/exams/exam-1');
  expect(backend.invoke).not.toHaveBeenCalled();
});

test("a free grant the database refuses (a paid plan is running) says why, in the server's words, and stays", async () => {
  installBackend({
    rpc: jest.fn(async () => ({ data: null, error: { code: 'P0001', message: 'You already have an active plan for this exam.' } })),
  });
  expect(await buy(plan({ price: 0, duration_days: 1 }))).toEqual({ status: 'failed' });
  expect(screen.getByText('Free trial not available')).toBeInTheDocument();
  expect(screen.getByText('You already have an active plan for this exam.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to grant free access. Please try again.')).not.toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
});

test('a free grant that fails otherwise (network, server) shows the retry message', async () => {
  installBackend({ rpc: jest.fn(async () => ({ data: null, error: { code: '', message: 'TypeError: Failed to fetch' } })) });
  expect(await buy(plan({ price: 0, duration_days: 1 }))).toEqual({ status: 'failed' });
  expect(screen.getByText('Failed to grant free access. Please try again.')).toBeInTheDocument();
});

const EXTEND_TEXT =
  'You already have access to this exam until 12 March 2026. The new plan starts when that access ends, so you lose no paid day.';

test('with another paid plan running, the learner is told until when and asked in a dialog; Not now buys nothing', async () => {
  const backend = installBackend(accesses(access({ plan_id: 'plan-3' })));
  const done = start();
  const dialog = await screen.findByRole('dialog', { name: 'Continue to payment?' });
  expect(dialog).toHaveAccessibleDescription(EXTEND_TEXT);
  expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
  expect(await finish(done, () => screen.getByRole('button', { name: 'Not now' }).click())).toEqual({ status: 'cancelled' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(backend.invoke).not.toHaveBeenCalled();
});

test('Escape answers the dialog as Not now', async () => {
  const backend = installBackend(accesses(access({ plan_id: 'plan-3' })));
  const done = start();
  const dialog = await screen.findByRole('dialog', { name: 'Continue to payment?' });
  const escape = () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(await finish(done, escape)).toEqual({ status: 'cancelled' });
  expect(backend.invoke).not.toHaveBeenCalled();
});

test('Continue to payment goes on to payment', async () => {
  const backend = installBackend(accesses(access({ plan_id: 'plan-3' })));
  void start();
  const goOn = await screen.findByRole('button', { name: 'Continue to payment' });
  act(() => goOn.click());
  await paymentWindow();
  expect(screen.queryByRole('dialog', { name: 'Continue to payment?' })).not.toBeInTheDocument();
  expect(backend.invoke).toHaveBeenCalledWith('create-razorpay-order', expect.anything());
});

test('a paid plan orders the price in paise and opens the window with the issue’s options', async () => {
  const backend = installBackend();
  const done = start();
  const rzp = await paymentWindow();
  expect(backend.invoke).toHaveBeenCalledWith('create-razorpay-order', {
    body: { amount: 49900, currency: 'INR', examId: 'exam-1', planId: 'plan-2', userId: 'user-1' },
  });
  expect(rzp.options).toEqual({
    key: CONFIG.razorpay.keyId,
    amount: 49900,
    currency: 'INR',
    order_id: 'order_Test000000001',
    name: EXAM.name,
    description: '90 Days Access',
    prefill: { name: 'Asha Learner', email: 'learner@example.com' },
    timeout: 900,
    modal: { confirm_close: true, ondismiss: expect.any(Function) },
    retry: { enabled: false },
    handler: expect.any(Function),
  });
  await finish(done, () => rzp.dismiss());
});

test('paying verifies on the server, thanks the user and goes to My Exams a second later', async () => {
  const backend = installBackend();
  const done = start();
  const rzp = await paymentWindow();
  let paidAt = 0;
  let waited = 0;
  navigate.mockImplementation(() => {
    waited = Date.now() - paidAt;
  });
  const outcome = await finish(done, () => {
    paidAt = Date.now();
    rzp.pay();
  });
  expect(outcome).toEqual({ status: 'purchased' });
  expect(backend.invoke).toHaveBeenLastCalledWith('verify-razorpay-payment', {
    body: {
      orderId: 'order_Test000000001',
      paymentId: 'pay_Test0000000001',
      signature: 'sig',
      examId: 'exam-1',
      planId: 'plan-2',
      userId: 'user-1',
      durationDays: 90,
    },
  });
  expect(navigate).toHaveBeenCalledWith('/exams');
  expect(waited).toBeGreaterThanOrEqual(990);
});

test('a payment verified twice (23505) says already purchased and goes to My Exams', async () => {
  installBackend({
    invoke: jest.fn(async (name: string) =>
      name === 'create-razorpay-order'
        ? { data: { id: 'order_1' }, error: null }
        : httpError(409, { code: '23505', message: 'duplicate key value' }),
    ),
  });
  const done = start();
  const rzp = await paymentWindow();
  expect(await finish(done, () => rzp.pay())).toEqual({ status: 'already-owned' });
  expect(screen.getByText('Already Purchased')).toBeInTheDocument();
  expect(screen.getByText('You have already purchased this exam plan.')).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/exams');
});

test('any other verification failure asks the user to contact support', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installBackend({
    invoke: jest.fn(async (name: string) =>
      name === 'create-razorpay-order'
        ? { data: { id: 'order_1' }, error: null }
        : httpError(400, { message: 'Invalid payment signature' }),
    ),
  });
  const done = start();
  const rzp = await paymentWindow();
  expect(await finish(done, () => rzp.pay())).toEqual({ status: 'failed' });
  expect(screen.getByText('Purchase Error')).toBeInTheDocument();
  expect(
    screen.getByText(
      'There was an error completing your purchase: Invalid payment signature. Please contact support with your payment ID if payment was deducted.',
    ),
  ).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
});

test('after a failed verification the payment id can be copied, and a webhook activation then opens My Exams', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const backend = installBackend({
    invoke: jest.fn(async (name: string) =>
      name === 'create-razorpay-order' ? { data: { id: 'order_1' }, error: null } : httpError(500, { message: 'Verification timed out' }),
    ),
  });
  const done = start();
  const rzp = await paymentWindow();
  expect(await finish(done, () => rzp.pay())).toEqual({ status: 'failed' });
  expect(screen.getByText('pay_Test0000000001')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'Copy payment id' }).click());
  expect(writeText).toHaveBeenCalledWith('pay_Test0000000001');
  expect(screen.getByRole('button', { name: 'Payment ID copied' })).toHaveTextContent('Copied');

  backend.purchaseByPayment = { data: { id: 'purchase-9' }, error: null };
  expect(await screen.findByText('Payment confirmed', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Your plan is active now.')).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/exams');
  expect(backend.queries.at(-1)!.join('.')).toMatch(/eq\("payment_id","pay_Test0000000001"\).*eq\("payment_status","completed"\)/);
});

test('an order the server refuses shows the reason and opens no window', async () => {
  installBackend({ invoke: jest.fn(async () => httpError(400, { message: 'Amount does not match the plan price' })) });
  expect(await buy()).toEqual({ status: 'failed' });
  expect(screen.getByText('Payment Error')).toBeInTheDocument();
  expect(screen.getByText('Unable to start payment process: Amount does not match the plan price. Please try again.')).toBeInTheDocument();
  expect(FakeRazorpay.instances).toHaveLength(0);
});

test('dismissing the window is a neutral cancellation', async () => {
  installBackend();
  const done = start();
  const rzp = await paymentWindow();
  expect(await finish(done, () => rzp.dismiss())).toEqual({ status: 'cancelled' });
  expect(screen.getByText('Payment cancelled by user')).toBeInTheDocument();
});

test('a window that closes itself after 900 s is a timeout, not a cancellation', async () => {
  installBackend();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const done = start();
  const rzp = await paymentWindow();
  now.mockReturnValue(1_000_000 + 900_000);
  expect(await finish(done, () => rzp.dismiss())).toEqual({ status: 'cancelled' });
  now.mockRestore();
  expect(screen.getByText('Payment session timed out. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('Payment cancelled by user')).not.toBeInTheDocument();
});

test('a failed payment shows Razorpay’s description, and the later close changes nothing', async () => {
  installBackend();
  const done = start();
  const rzp = await paymentWindow();
  const outcome = await finish(done, () => {
    rzp.fail('Your payment was declined by the bank.');
    rzp.dismiss();
  });
  expect(outcome).toEqual({ status: 'failed' });
  expect(rzp.closed).toBe(true); // the page gave up: the window cannot be paid in any more
  expect(screen.getByText('Payment Failed')).toBeInTheDocument();
  expect(screen.getByText('Your payment was declined by the bank.')).toBeInTheDocument();
});

test('a checkout script that cannot load gets its own error and creates no order', async () => {
  const backend = installBackend();
  delete window.Razorpay;
  const done = start();
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${CONFIG.razorpay.checkoutScriptUrl}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  expect(await finish(done, () => script.dispatchEvent(new Event('error')))).toEqual({ status: 'failed' });
  expect(screen.getByText('Unable to load the payment window. Please check your connection and try again.')).toBeInTheDocument();
  expect(backend.invoke).not.toHaveBeenCalled();
});

test('a failing ownership check fails the purchase with a message instead of throwing', async () => {
  installBackend({ accesses: { data: null, error: { code: 'PGRST000', message: 'Could not connect.' } } });
  expect(await buy()).toEqual({ status: 'failed' });
  expect(screen.getByText('Unable to start payment process: Could not connect. Please try again.')).toBeInTheDocument();
});

describe('in Hindi (the catalog passes its page language)', () => {
  const startHindi = (p = plan()) => purchasePlan({ exam: EXAM, plan: p, user: USER }, { navigate, locale: 'hi' });

  test('the dialog asks in Hindi, with the date in Hindi, and Not now buys nothing', async () => {
    const backend = installBackend(accesses(access({ plan_id: 'plan-3' })));
    const done = startHindi();
    const dialog = await screen.findByRole('dialog', { name: 'भुगतान के लिए आगे बढ़ें?' });
    expect(dialog).toHaveAccessibleDescription(
      'इस परीक्षा की एक्सेस आपके पास 12 मार्च 2026 तक पहले से है। नया प्लान उस एक्सेस के ख़त्म होने पर शुरू होगा, इसलिए आपका भुगतान किया हुआ एक भी दिन बेकार नहीं जाएगा।',
    );
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeInTheDocument();
    expect(await finish(done, () => screen.getByRole('button', { name: 'अभी नहीं' }).click())).toEqual({ status: 'cancelled' });
    expect(backend.invoke).not.toHaveBeenCalled();
  });

  test("the toasts are in Hindi, and a refused free trial says the rule in Hindi, not the server's English", async () => {
    installBackend(accesses(access()));
    expect(await finish(startHindi())).toEqual({ status: 'already-owned' });
    expect(screen.getByText('पहले से ख़रीदा हुआ')).toBeInTheDocument();
    expect(screen.getByText('इस परीक्षा के लिए आपका एक प्लान पहले से चल रहा है।')).toBeInTheDocument();

    installBackend({
      rpc: jest.fn(async () => ({ data: null, error: { code: 'P0001', message: 'You already have an active plan for this exam.' } })),
    });
    expect(await finish(startHindi(plan({ price: 0, duration_days: 1 })))).toEqual({ status: 'failed' });
    expect(screen.getByText('मुफ़्त ट्रायल उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByText('इस परीक्षा के लिए आपका एक प्लान पहले से चल रहा है, इसलिए मुफ़्त ट्रायल उपलब्ध नहीं है।')).toBeInTheDocument();
  });

  test('the payment window names the plan in Hindi', async () => {
    installBackend();
    void startHindi();
    const rzp = await paymentWindow();
    expect(rzp?.options).toMatchObject({ description: '90 दिनों की एक्सेस' });
  });
});
