// The payment edge functions (docs/backend-api.md). Amounts are paise, as Razorpay counts them;
// the function checks them against the plan's price in the database.
import { getSupabase } from 'platform';

export interface CreateOrderInput {
  amount: number;
  currency: 'INR';
  examId: string;
  planId: string;
  userId: string;
}

export interface VerifyInput {
  orderId: string;
  paymentId: string;
  signature: string;
  examId: string;
  planId: string;
  userId: string;
  durationDays: number;
}

/** A failed function call: the function's own message and code when it sent JSON. */
export class FunctionCallError extends Error {
  constructor(message: string, readonly code?: string) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

interface InvokeError {
  message?: string;
  context?: { json?: () => Promise<unknown> };
}

async function toCallError(error: InvokeError): Promise<FunctionCallError> {
  // FunctionsHttpError carries the Response; its JSON body holds { message, code }.
  const body = (await error.context?.json?.().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : error.message ?? 'Request failed';
  return new FunctionCallError(message, typeof body?.code === 'string' ? body.code : undefined);
}

async function invoke<T>(name: string, body: object): Promise<T> {
  const { data, error } = await (await getSupabase()).functions.invoke(name, { body });
  if (error) throw await toCallError(error as InvokeError);
  return data as T;
}

export async function createOrder(input: CreateOrderInput): Promise<{ id: string; amount: number; currency: string }> {
  const order = await invoke<{ id?: unknown; amount: number; currency: string }>('create-razorpay-order', input);
  if (typeof order?.id !== 'string') throw new FunctionCallError('No order id returned');
  return order as { id: string; amount: number; currency: string };
}

export const verifyPayment = (input: VerifyInput) => invoke<{ purchase: unknown }>('verify-razorpay-payment', input);
