/**
 * @jest-environment jsdom
 */
// The sandbox's payment window (checkout.js) as a page drives it: after a declined payment with retries off, nothing
// in the window can be paid any more (only closed); with retries on, the learner may try again, as on Razorpay.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type WithRazorpay = { Razorpay: new (options: object) => { open(): void; on(e: string, cb: (r: unknown) => void): void } };

const SCRIPT = readFileSync(path.join(__dirname, '../../src/razorpay/checkout.js'), 'utf8').replace('__SANDBOX_BASE__', 'http://sandbox');

beforeAll(() => {
  new Function(SCRIPT)();
});

beforeEach(() => {
  document.body.innerHTML = '';
  // The sandbox's authorize endpoint declines: the bank's answer.
  global.fetch = jest.fn(async () => ({
    json: async () => ({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment was declined by the bank (sandbox).' } }),
  })) as unknown as typeof fetch;
});

const button = (name: RegExp) => [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;

async function declineIn(options: object) {
  const { Razorpay } = window as unknown as WithRazorpay;
  const rzp = new Razorpay({ key: 'rzp_test_x', amount: 89900, order_id: 'order_1', ...options });
  const failed = new Promise((resolve) => rzp.on('payment.failed', resolve));
  rzp.open();
  button(/^Fail payment$/).click();
  await failed;
}

test('retries off: after the decline the window can only be closed', async () => {
  await declineIn({ retry: { enabled: false } });
  expect(button(/^Pay ₹899\.00$/).disabled).toBe(true);
  expect(button(/^Fail payment$/).disabled).toBe(true);
  expect(button(/^Close$/).disabled).toBe(false);
  expect(document.body.textContent).toContain('Payment failed: Your payment was declined by the bank (sandbox).');
});

test('retries on (Razorpay’s default): the learner may pay again', async () => {
  await declineIn({});
  expect(button(/^Pay ₹899\.00$/).disabled).toBe(false);
});
