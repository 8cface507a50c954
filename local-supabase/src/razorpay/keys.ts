import { LOCAL_RAZORPAY } from '../functions/local-razorpay';

export interface SandboxKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The fixed test credentials the function registry also falls back to, so both sides agree. */
export const SANDBOX_KEYS: SandboxKeys = { ...LOCAL_RAZORPAY };
