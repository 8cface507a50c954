import { getSupabase } from '@nism/platform';
import type { User } from '@supabase/supabase-js';
import { english } from '../../../lib/page-messages';

// Two-step sign-in for learners (issue 46, optional for them; the studio requires it of staff): a TOTP factor from
// an authenticator app through supabase-js's MFA API.

/** The account's verified TOTP factor, if any. */
export const verifiedFactor = (user: User | null | undefined) =>
  user?.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified') ?? null;

export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

// In English, as every outcome carries a refusal; the page says it in its language (lib/forms/checks' refusalText).
const failure = (error: { message: string; code?: string; status?: number }) =>
  new Error(
    error.code === 'mfa_verification_failed'
      ? english.twoFactorWrongCode()
      : error.status === 429
        ? english.twoFactorTooMany()
        : error.message,
  );

/** Starts an enrolment (an unfinished earlier one is removed first: it would clash). */
export async function startEnrolment(user: User | null | undefined): Promise<Enrolment> {
  const { auth } = await getSupabase();
  for (const f of user?.factors ?? []) if (f.status !== 'verified') await auth.mfa.unenroll({ factorId: f.id });
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', issuer: 'NISM Practice', friendlyName: 'Authenticator app' });
  if (error) throw failure(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code from the app: the factor is on (if new) and this session has passed it (aal2). */
export async function verifyTwoFactorCode(factorId: string, code: string): Promise<void> {
  const { auth } = await getSupabase();
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) throw failure(error);
}

/** Turns two-step sign-in off (the session must have passed it: GoTrue's aal2 rule). */
export async function removeFactor(factorId: string): Promise<void> {
  const { auth } = await getSupabase();
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw failure(error);
  await auth.refreshSession();
}

/** Whether this sign-in still owes its code: the account has a factor and the session is aal1. */
export async function codeOwed(): Promise<string | null> {
  const { auth } = await getSupabase();
  const { data } = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (!data || data.currentLevel !== 'aal1' || data.nextLevel !== 'aal2') return null;
  const { data: factors } = await auth.mfa.listFactors();
  return factors?.totp[0]?.id ?? null;
}
