import { getSupabase } from '@nism/platform';
import type { Session, User } from '@supabase/supabase-js';

// The studio's second factor (issue 46): staff writes need an aal2 session, which a TOTP code from an authenticator
// app gives (GoTrue's MFA API through supabase-js). Reads need none, so the studio shows its pages and asks here.

/** The session's assurance level, read from its access token's aal claim. */
export function assuranceLevel(session: Session | null): 'aal1' | 'aal2' | null {
  const token = session?.access_token;
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string };
    return payload.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

/** The user's verified TOTP factor, if they have enrolled one. */
export const verifiedFactorId = (user: User | null) =>
  user?.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id ?? null;

export interface Enrolment {
  factorId: string;
  /** An SVG data URL of the otpauth:// URI, for the authenticator app's camera. */
  qrCode: string;
  /** The same secret as text, for typing into the app instead. */
  secret: string;
}

/** Starts an enrolment; unfinished ones of earlier visits are removed first (they would clash). */
export async function startEnrolment(user: User | null): Promise<Enrolment> {
  const { auth } = await getSupabase();
  for (const f of user?.factors ?? []) if (f.status !== 'verified') await auth.mfa.unenroll({ factorId: f.id });
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', issuer: 'NISM Practice', friendlyName: 'Authenticator app' });
  if (error) throw new Error(error.message);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code from the app; on success the session is aal2 (and a new factor is verified). */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { auth } = await getSupabase();
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) {
    if (error.code === 'mfa_verification_failed') throw new Error('That code is not right. Check the app and type the current code.');
    if (error.status === 429) throw new Error('Too many wrong codes. Wait a few minutes, then try again.');
    throw new Error(error.message);
  }
}
