import { paths, safeNext, sitePathOf, withoutBase, type Locale } from '@nism/contracts';
import type { Session } from '@supabase/supabase-js';
import type { CodeType } from '../../features/auth/api/verify-code';

const TYPES: readonly CodeType[] = ['signup', 'recovery', 'email_change'];

/** What the mail's link carries: the code's token hash, its kind, and where the site sent the learner next. */
export function readConfirmLink(search: string): { tokenHash: string; type: CodeType | null; redirectTo: string | null } {
  const q = new URLSearchParams(search);
  const raw = q.get('type');
  return {
    tokenHash: q.get('token_hash') ?? '',
    type: TYPES.includes(raw as CodeType) ? (raw as CodeType) : null,
    redirectTo: q.get('redirect_to'),
  };
}

/** The site path of a redirect_to on this origin (its query kept), or null for anything else. */
function ownPath(redirectTo: string | null): string | null {
  if (!redirectTo) return null;
  try {
    const url = new URL(redirectTo, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return withoutBase(url.pathname) + url.search;
  } catch {
    return null;
  }
}

/** The language of the page a mail's redirect_to names, when it is one of this site's. */
export function redirectLanguage(redirectTo: string | null): Locale | null {
  if (!redirectTo) return null;
  try {
    const url = new URL(redirectTo, window.location.origin);
    return url.origin === window.location.origin ? sitePathOf(url.pathname).locale : null;
  } catch {
    return null;
  }
}

/**
 * Where a used code leads: a confirmed signup to its redirect (the login page, which sends a signed-in learner on to
 * `next`) or /exams; a reset to /reset-password with the recovery session in the fragment, as the reset page reads a
 * reset link; an email change to the account page.
 */
export function destination(type: CodeType, session: Session, redirectTo: string | null): string {
  const own = ownPath(redirectTo);
  if (type === 'recovery') {
    const reset = own?.startsWith(paths.resetPassword()) ? own : paths.resetPassword();
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      token_type: 'bearer',
      type: 'recovery',
    });
    return `${reset}#${fragment}`;
  }
  if (type === 'email_change') return paths.account();
  if (own?.startsWith(paths.login())) return own;
  return safeNext(own) ?? paths.exams();
}
