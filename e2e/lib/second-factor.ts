import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';

// Staff need an aal2 session for studio writes (issue 46). The journeys' staff pass it as a person would: they enrol a
// TOTP factor once (the secret kept here, by email) and answer each sign-in's challenge with the code the
// authenticator app would show, computed with otpauth.

const secrets = new Map<string, string>();

/** The code an authenticator app shows now for `secret`. */
export const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Makes the client's session aal2, enrolling a factor the first time this user is seen. */
export async function passSecondFactor(client: SupabaseClient): Promise<void> {
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) throw new Error(`no user for the second factor: ${error?.message}`);
  const email = data.user.email ?? '';
  let factorId = data.user.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id;
  let secret = secrets.get(email);
  if (!factorId || !secret) {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Journey authenticator' });
    if (enrolled.error) throw new Error(`enrol failed for ${email}: ${enrolled.error.message}`);
    factorId = enrolled.data.id;
    secret = enrolled.data.totp.secret;
    secrets.set(email, secret);
  }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  if (verified.error) throw new Error(`second factor failed for ${email}: ${verified.error.message}`);
}
