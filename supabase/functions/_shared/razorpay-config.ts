import { fail, HttpError } from './http.ts';

export const RAZORPAY_API = 'https://api.razorpay.com';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Orders API base; the local sandbox replaces Razorpay's in development and tests. */
  apiBase: string;
}

type Env = Record<string, string | undefined>;

function need(env: Env, name: string): string {
  const value = env[name];
  if (!value) {
    console.error(`${name} is not set`);
    throw new HttpError(fail(500, 'Payments are not configured on the server'));
  }
  return value;
}

/** Reads the secrets a function needs; a missing one is a deployment fault, reported without the value. */
export function razorpayConfig(env: Env, needs: ('key' | 'webhook')[]): RazorpayConfig {
  return {
    keyId: needs.includes('key') ? need(env, 'RAZORPAY_KEY_ID') : (env.RAZORPAY_KEY_ID ?? ''),
    keySecret: needs.includes('key') ? need(env, 'RAZORPAY_KEY_SECRET') : (env.RAZORPAY_KEY_SECRET ?? ''),
    webhookSecret: needs.includes('webhook') ? need(env, 'RAZORPAY_WEBHOOK_SECRET') : (env.RAZORPAY_WEBHOOK_SECRET ?? ''),
    apiBase: (env.RAZORPAY_API_BASE || RAZORPAY_API).replace(/\/+$/, ''),
  };
}
