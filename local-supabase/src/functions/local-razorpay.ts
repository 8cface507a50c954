// Fixed test credentials of the local Razorpay sandbox (src/razorpay), shared by the sandbox and the
// function registry so both sides agree without any setup. Never real secrets.
export const LOCAL_RAZORPAY = {
  keyId: 'rzp_test_localsandbox',
  keySecret: 'local_sandbox_key_secret_not_for_production',
  webhookSecret: 'local_sandbox_webhook_secret_not_for_production',
} as const;

/**
 * The functions' environment for local runs: when no Razorpay key is configured, the sandbox's
 * credentials and API base (served by the same local-supabase at /razorpay); a configured key
 * (e.g. a real Razorpay test account) is used as given.
 */
export function withLocalRazorpay(env: Record<string, string | undefined>, supabaseUrl: string): Record<string, string | undefined> {
  if (env.RAZORPAY_KEY_ID) return env;
  return {
    ...env,
    RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
    RAZORPAY_API_BASE: `${supabaseUrl.replace(/\/+$/, '')}/razorpay`,
  };
}
