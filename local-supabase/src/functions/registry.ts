// The edge functions local-supabase hosts at /functions/v1/<name>. Each handler is a
// runtime-neutral `(Request) => Promise<Response>` built from the dependencies below, so the
// same code runs in the Deno entry (supabase/functions/<name>/index.ts) on Supabase.
// Node-only glue: it lives here, outside the deployable supabase/ folder.
import { createClient } from '@supabase/supabase-js';
import { createRazorpayOrderHandler } from '../../../supabase/functions/_shared/create-razorpay-order.ts';
import { razorpayWebhookHandler } from '../../../supabase/functions/_shared/razorpay-webhook.ts';
import type { ServiceClient, VerifyToken } from '../../../supabase/functions/_shared/service-client.ts';
import { verifyRazorpayPaymentHandler } from '../../../supabase/functions/_shared/verify-razorpay-payment.ts';
import { withLocalRazorpay } from './local-razorpay';

export interface FunctionDeps {
  supabaseUrl: string;
  secretKey: string;
  /** Verifies a session token as the Deno entry does against the project's JWKS (supabase/functions/_deno/deps.ts). */
  verifyToken: VerifyToken;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
}

export type FunctionHandler = (req: Request) => Promise<Response>;

/** A server-side client: no stored session. */
const serviceClient = (url: string, key: string): ServiceClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }) as unknown as ServiceClient;

/** Name → handler. Functions that must be callable without a JWT (webhooks) set
 *  `verify_jwt = false` under `[functions.<name>]` in supabase/config.toml. */
export function functionHandlers(deps: FunctionDeps): Record<string, FunctionHandler> {
  const payments = {
    supabaseUrl: deps.supabaseUrl,
    secretKey: deps.secretKey,
    verifyToken: deps.verifyToken,
    // Without configured keys, the local Razorpay sandbox's (local-supabase/src/razorpay).
    env: withLocalRazorpay(deps.env, deps.supabaseUrl),
    fetch: deps.fetch,
    createClient: serviceClient,
  };
  return {
    'create-razorpay-order': createRazorpayOrderHandler(payments),
    'verify-razorpay-payment': verifyRazorpayPaymentHandler(payments),
    'razorpay-webhook': razorpayWebhookHandler(payments),
  };
}
