import { loadCheckoutScript } from './load-script';
import type { RazorpayConstructor } from './types';

const URL = 'http://backend.test/razorpay/checkout.js';
const scripts = () => document.head.querySelectorAll(`script[src="${URL}"]`);
const Fake = function Razorpay() {} as unknown as RazorpayConstructor;

afterEach(() => {
  delete window.Razorpay;
  scripts().forEach((s) => s.remove());
});

test('loads the script once for concurrent and later purchases', async () => {
  const first = loadCheckoutScript(URL);
  const second = loadCheckoutScript(URL);
  expect(scripts()).toHaveLength(1);
  window.Razorpay = Fake;
  scripts()[0].dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(Fake);
  await expect(second).resolves.toBe(Fake);
  await expect(loadCheckoutScript(URL)).resolves.toBe(Fake);
  expect(scripts()).toHaveLength(1);
});

test('a failed load is reported, cleaned up, and retried on the next purchase', async () => {
  const first = loadCheckoutScript(URL);
  scripts()[0].dispatchEvent(new Event('error'));
  await expect(first).rejects.toThrow(`Could not load ${URL}`);
  expect(scripts()).toHaveLength(0);

  const retry = loadCheckoutScript(URL);
  expect(scripts()).toHaveLength(1);
  window.Razorpay = Fake;
  scripts()[0].dispatchEvent(new Event('load'));
  await expect(retry).resolves.toBe(Fake);
});

test('a script that loads but defines no Razorpay is a failure', async () => {
  const load = loadCheckoutScript(URL);
  scripts()[0].dispatchEvent(new Event('load'));
  await expect(load).rejects.toThrow('did not define Razorpay');
});
