import type { Context } from 'hono';

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
export function razorpayError(c: Context, status: 400 | 401 | 404, description: string, field?: string) {
  return c.json(
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: field ?? null,
      },
    },
    status,
  );
}
