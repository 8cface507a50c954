import { getRuntimeConfig } from '@nism/platform';

export { CAPTCHA_FAILED } from '../../../lib/forms/checks';

/** The Turnstile site key when config.json turns CAPTCHA on, else null (locally and in tests unless turned on). */
export function captchaSiteKey(): string | null {
  try {
    return getRuntimeConfig().captcha?.siteKey ?? null;
  } catch {
    return null; // no runtime config yet (a test without one): CAPTCHA off
  }
}

export const CAPTCHA_MISSING = 'Please complete the security check below.';
export const CAPTCHA_UNAVAILABLE = 'The security check could not load. Check your connection and reload the page.';
