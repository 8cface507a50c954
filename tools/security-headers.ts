// Security headers of the deployed site, derived from its runtime config: the Content-Security-Policy allows
// exactly the configured remotes, the backend and the payment script, and nothing may frame the site.
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@nism/platform';
import {
  afterPaintScript,
  attemptEarlyReadScript,
  documentPreloadScript,
  languageChoiceScript,
  sessionHintScript,
} from '@nism/platform/document-scripts';

const origin = (url: string) => new URL(url).origin;

/** Razorpay's hosted checkout opens its window in a frame from api.razorpay.com. */
const RAZORPAY_FRAME = 'https://api.razorpay.com';
/** Cloudflare Turnstile's script and its challenge frame (docs/sign-in.md), allowed only when CAPTCHA is configured. */
const TURNSTILE = 'https://challenges.cloudflare.com';

export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = [...new Set(Object.values(config.remotes).map(origin))];
  const backend = origin(config.supabaseUrl);
  const payment = origin(config.razorpay.checkoutScriptUrl);
  const isRazorpay = payment.endsWith('.razorpay.com');
  const captcha = config.captcha ? [TURNSTILE] : [];
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  // The inline scripts, allowed by their hashes: every document's language choice, early fetches and the attempt
  // page's early read (platform/src/language-choice.ts, document-preload.ts, attempt-early-read.ts) and a prerendered
  // page's session hint and its start after the first paint (tools/prerender.ts).
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const inline = [
    hash(languageChoiceScript()),
    hash(documentPreloadScript()),
    hash(attemptEarlyReadScript()),
    hash(sessionHintScript(config.supabaseUrl)),
    hash(afterPaintScript()),
  ];
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inline, ...remotes, payment, ...captcha)}`,
    // styled-components injects its rules at runtime.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', ...remotes, backend)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...remotes, backend, backend.replace(/^http/, 'ws'), payment)}`,
    `frame-src ${list("'self'", payment, ...(isRazorpay ? [RAZORPAY_FRAME] : []), ...captcha)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    // Also sent by serve-static on every file; here so any server of documents gets them with the CSP.
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Start the backend connection while the page's JavaScript is still downloading.
    Link: `<${origin(config.supabaseUrl)}>; rel=preconnect; crossorigin`,
  };
}
