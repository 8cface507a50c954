// The runtime config (config.json) of a site on this machine: what `npm start`, the browser tests and the bench
// serve, and what `npm run build` writes the CDN kit for when no deployment's config is given.
import type { RuntimeConfig } from '@nism/platform';
import { REMOTE_APPS, type AppName } from './build-config/apps';

export function localRuntimeConfig(ports: Record<AppName, number>, backendUrl: string, publishableKey: string): RuntimeConfig {
  return {
    supabaseUrl: backendUrl,
    supabasePublishableKey: publishableKey,
    remotes: Object.fromEntries(
      REMOTE_APPS.map((a) => [a.name, `http://localhost:${ports[a.name]}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
    razorpay: { keyId: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_localsandbox', checkoutScriptUrl: `${backendUrl}/razorpay/checkout.js` },
    // Field data (docs/field-data.md): every local session sends, to the local stack's ingestion RPC.
    fieldData: { enabled: true, sampleRate: 1 },
    // CAPTCHA (docs/sign-in.md): off locally unless TURNSTILE_SITE_KEY is set (with [auth.captcha] turned on too).
    ...(process.env.TURNSTILE_SITE_KEY && { captcha: { provider: 'turnstile' as const, siteKey: process.env.TURNSTILE_SITE_KEY } }),
  };
}
