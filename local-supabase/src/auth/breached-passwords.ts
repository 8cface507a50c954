import { dictionary } from '@zxcvbn-ts/language-common';

// Locally, the breached-password check runs against a bundled list: zxcvbn-ts's ranked list of ~49,000 passwords
// seen most often in breaches (lower-cased). The hosted project asks HaveIBeenPwned's k-anonymity range API instead
// (GoTrue's password_hibp_enabled, see docs/deploy.md); both answer GoTrue's weak_password with reason "pwned".
let common: Set<string> | undefined;

/** True when the password (case-insensitively) is one of the most common breached passwords. */
export function isBreachedPassword(password: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)['passwords-common']);
  return common.has(password.toLowerCase());
}
