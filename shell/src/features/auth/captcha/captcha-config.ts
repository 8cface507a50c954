import { getRuntimeConfig } from '@nism/platform';

/** The Turnstile site key when config.json turns CAPTCHA on, else null (locally and in tests unless turned on). */
export function captchaSiteKey(): string | null {
  try {
    return getRuntimeConfig().captcha?.siteKey ?? null;
  } catch {
    return null; // no runtime config yet (a test without one): CAPTCHA off
  }
}
