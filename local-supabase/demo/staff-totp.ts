import { Secret, TOTP } from 'otpauth';

// The demo staff's second factor (demo-users.sql): a published secret, local databases only. `npm run demo:code`
// prints the current code, for signing in to the studio as editor@ or admin@example.com without an authenticator app.
export const DEMO_STAFF_TOTP_SECRET = 'NISMDEMOSTAFFTOTPSECRETLOCALONLY';

/** The demo staff's TOTP code now (30-second steps, 6 digits, SHA-1: what authenticator apps use). */
export const demoStaffCode = (secret = DEMO_STAFF_TOTP_SECRET) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

if (require.main === module) {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${demoStaffCode()}  (editor@ and admin@example.com's code for the next ${left} s)`);
}
