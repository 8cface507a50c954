import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { AuthError } from './errors';
import { clientIp } from './rate-limit';

// Supabase's CAPTCHA protection ([auth.captcha] in supabase/config.toml), off unless enabled: with it on, sign-up, and
// a sign-in after repeated failures (rate-limit.ts), need the widget's token, sent by supabase-js as
// gotrue_meta_security.captcha_token and checked here with the provider's siteverify, as GoTrue does. The providers'
// documented test secrets are answered without the network, so local runs and tests never call out.

const SITEVERIFY = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};
/** Cloudflare's and hCaptcha's test secrets: always passes, always fails. */
const TEST_SECRETS: Record<string, boolean> = {
  '1x0000000000000000000000000000000AA': true,
  '2x0000000000000000000000000000000AA': false,
  '0x0000000000000000000000000000000000000000': true,
};

const refused = (why: string) => new AuthError(400, 'captcha_failed', `captcha protection: request disallowed (${why})`);

export function captchaToken(body: Record<string, unknown>): string {
  const security = body.gotrue_meta_security;
  const token = typeof security === 'object' && security !== null ? (security as Record<string, unknown>).captcha_token : undefined;
  return typeof token === 'string' ? token : '';
}

/** Throws captcha_failed unless the body carries a token the provider accepts. */
export async function requireCaptcha(ctx: ServerContext, c: Context, body: Record<string, unknown>): Promise<void> {
  const { provider, secret } = ctx.config.auth.captcha;
  const token = captchaToken(body);
  if (!token) throw new AuthError(400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)');
  if (secret in TEST_SECRETS) {
    if (!TEST_SECRETS[secret]) throw refused('invalid-input-response');
    return;
  }
  let result: { success?: boolean; 'error-codes'?: string[] };
  try {
    const res = await fetch(ctx.captchaVerifyUrl ?? SITEVERIFY[provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: clientIp(c) }),
      signal: AbortSignal.timeout(10_000),
    });
    result = (await res.json()) as typeof result;
  } catch {
    throw new AuthError(503, 'captcha_failed', 'captcha verification process failed');
  }
  if (!result.success) throw refused((result['error-codes'] ?? ['invalid-input-response']).join(', '));
}
