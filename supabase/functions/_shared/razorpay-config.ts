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

/**
 * The local Razorpay sandbox's credentials (local-supabase/src/functions/local-razorpay.ts) are in this public
 * repository: anyone can sign a webhook or a payment with them. They belong to a sandbox on this machine only.
 */
export const isSandboxSecret = (value: string): boolean => /local_?sandbox/.test(value);

/** Whether the Orders API is a sandbox on this machine (localhost, 127.x, ::1). */
export function isLocalApi(apiBase: string): boolean {
  try {
    const host = new URL(apiBase).hostname;
    return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  } catch {
    return false;
  }
}

/** Reads the secrets a function needs; a missing one is a deployment fault, reported without the value. */
export function razorpayConfig(env: Env, needs: ('key' | 'webhook')[]): RazorpayConfig {
  const config = {
    keyId: needs.includes('key') ? need(env, 'RAZORPAY_KEY_ID') : (env.RAZORPAY_KEY_ID ?? ''),
    keySecret: needs.includes('key') ? need(env, 'RAZORPAY_KEY_SECRET') : (env.RAZORPAY_KEY_SECRET ?? ''),
    webhookSecret: needs.includes('webhook') ? need(env, 'RAZORPAY_WEBHOOK_SECRET') : (env.RAZORPAY_WEBHOOK_SECRET ?? ''),
    apiBase: (env.RAZORPAY_API_BASE || RAZORPAY_API).replace(/\/+$/, ''),
  };
  // Outside the local sandbox a sandbox secret is as good as none: refuse rather than trust public values.
  if (!isLocalApi(config.apiBase)) {
    const names = { keyId: 'RAZORPAY_KEY_ID', keySecret: 'RAZORPAY_KEY_SECRET', webhookSecret: 'RAZORPAY_WEBHOOK_SECRET' } as const;
    for (const [field, name] of Object.entries(names)) {
      if (isSandboxSecret(config[field as keyof typeof names])) {
        console.error(`${name} is the local sandbox's public value; set the real secret`);
        throw new HttpError(fail(500, 'Payments are not configured on the server'));
      }
    }
  }
  return config;
}
