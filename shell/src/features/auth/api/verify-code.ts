import { DEFAULT_LOCALE, paths, withBase, type Locale } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import type { Session } from '@supabase/supabase-js';
import { attempt } from '../../../lib/forms/settle';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';

export type CodeType = 'signup' | 'recovery' | 'email_change';

/** A code used: with the session it opened, or (the first of an email change's two) without one. */
export type Verified =
  (AuthOutcome & { ok: true; session: Session | null }) | (AuthOutcome & { ok: false; expired?: boolean; tooMany?: boolean });

const settle = async (call: () => ReturnType<Awaited<ReturnType<typeof getSupabase>>['auth']['verifyOtp']>): Promise<Verified> => {
  const outcome = await attempt<Verified>(async () => {
    const { data, error } = await call();
    if (!error) return { ok: true, session: data.session };
    const failed = toOutcome(error);
    if (failed.ok) return { ok: true, session: data.session };
    return { ...failed, expired: error.code === 'otp_expired', tooMany: error.status === 429 };
  });
  return outcome as Verified;
};

/** The mail's link: its token hash, used only when the visitor presses the button (never on a page load). */
export const verifyLink = (tokenHash: string, type: CodeType) =>
  settle(async () => (await getSupabase()).auth.verifyOtp({ token_hash: tokenHash, type }));

/** The 6-digit code typed with the address it was mailed to, on any device. */
export const verifyCode = (email: string, code: string, type: CodeType) =>
  settle(async () => (await getSupabase()).auth.verifyOtp({ email: email.trim(), token: code.replace(/\s+/g, ''), type }));

/**
 * A new mail for an expired or used code: a signup confirmation, a password reset, or the email change's two mails;
 * its link returns to the page in the learner's language.
 */
export const sendNewMail = (email: string, type: CodeType, captchaToken?: string, locale: Locale = DEFAULT_LOCALE) =>
  attempt(async () => {
    const auth = (await getSupabase()).auth;
    const origin = window.location.origin;
    if (type === 'recovery') {
      return toOutcome(
        (
          await auth.resetPasswordForEmail(email.trim(), {
            redirectTo: `${origin}${withBase(paths.resetPassword(), locale)}`,
            ...(captchaToken && { captchaToken }),
          })
        ).error,
      );
    }
    const emailRedirectTo = `${origin}${withBase(type === 'signup' ? paths.login() : paths.account(), locale)}`;
    return toOutcome(
      (await auth.resend({ type, email: email.trim(), options: { emailRedirectTo, ...(captchaToken && { captchaToken }) } })).error,
    );
  });
