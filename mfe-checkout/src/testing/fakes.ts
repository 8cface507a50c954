// Test doubles: a supabase client answering the calls checkout makes, and window.Razorpay.
import { setSupabaseForTesting, type RuntimeConfig } from '@nism/platform';
import { type ExamPlanRow } from '@nism/db-types';
import type { RazorpayFailure, RazorpayOptions } from '../features/purchase/razorpay/types';

export const CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://backend.test',
  supabasePublishableKey: 'anon',
  remotes: {} as RuntimeConfig['remotes'],
  razorpay: { keyId: 'rzp_test_key', checkoutScriptUrl: 'http://backend.test/razorpay/checkout.js' },
};

export const EXAM = { id: 'exam-1', name: 'NISM Series X-A: Investment Adviser (Level 1)' };
export const USER = { id: 'user-1', email: 'learner@example.com', fullName: 'Asha Learner' };
export const plan = (over: Partial<ExamPlanRow> = {}): ExamPlanRow => ({
  id: 'plan-2',
  exam_id: EXAM.id,
  plan_type: 'premium',
  price: 499,
  original_price: 999,
  duration_days: 90,
  description: '',
  created_at: '2025-06-01T00:00:00Z',
  ...over,
});

type Answer = { data: unknown; error: unknown };
/** A function's non-2xx answer, as supabase-js reports it (FunctionsHttpError with the Response). */
export const httpError = (status: number, body: object) => ({
  data: null,
  error: {
    name: 'FunctionsHttpError',
    message: 'Edge Function returned a non-2xx status code',
    context: { status, json: async () => body },
  },
});

export interface FakeBackend {
  /** The answer to exam_access: the learner's accesses to the exam, each with the server's `active`. */
  accesses: Answer;
  /** The answer to "a completed purchase with this payment id" (the webhook's activation). */
  purchaseByPayment: Answer;
  rpc: jest.Mock;
  invoke: jest.Mock;
  queries: string[][];
}

export function installBackend(over: Partial<FakeBackend> = {}): FakeBackend {
  const backend: FakeBackend = {
    accesses: { data: [], error: null },
    purchaseByPayment: { data: null, error: null },
    rpc: jest.fn(async () => ({ data: { id: 'purchase-1' }, error: null })),
    invoke: jest.fn(async (name: string) =>
      name === 'create-razorpay-order'
        ? { data: { id: 'order_Test000000001', amount: 49900, currency: 'INR' }, error: null }
        : { data: { purchase: {} }, error: null },
    ),
    queries: [],
    ...over,
  };
  const chain = (calls: string[]): unknown =>
    new Proxy(
      {},
      {
        get:
          (_t, method: string) =>
          (...args: unknown[]) => {
            calls.push(`${method}(${args.map((a) => JSON.stringify(a)).join(',')})`);
            if (method !== 'maybeSingle') return chain(calls);
            const has = (filter: string) => calls.some((c) => c.startsWith(`eq("${filter}"`));
            return Promise.resolve(has('payment_id') ? backend.purchaseByPayment : { data: null, error: null });
          },
      },
    );
  setSupabaseForTesting(
    {
      from: (table: string) => {
        const calls = [`from(${table})`];
        backend.queries.push(calls);
        return chain(calls);
      },
      rpc: (fn: string, args: unknown) => (fn === 'exam_access' ? Promise.resolve(backend.accesses) : backend.rpc(fn, args)),
      functions: { invoke: backend.invoke },
    },
    CONFIG,
  );
  return backend;
}

/** window.Razorpay: records each window so a test can pay, fail, dismiss or time it out. */
export class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  failed: ((r: RazorpayFailure) => void)[] = [];
  opened = false;
  closed = false;
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }
  on(event: string, cb: (r: RazorpayFailure) => void) {
    if (event === 'payment.failed') this.failed.push(cb);
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
  pay() {
    this.options.handler({
      razorpay_payment_id: 'pay_Test0000000001',
      razorpay_order_id: this.options.order_id,
      razorpay_signature: 'sig',
    });
  }
  fail(description: string) {
    this.failed.forEach((cb) => cb({ error: { code: 'BAD_REQUEST_ERROR', description } }));
  }
  dismiss() {
    this.options.modal.ondismiss();
  }
  static get last() {
    return FakeRazorpay.instances[FakeRazorpay.instances.length - 1];
  }
}
