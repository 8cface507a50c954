// A mailed link lands on the site with its outcome in the URL (features/auth-links/auth-link.ts). A session (a signup
// or an email change) is read and cleared by supabase-js when the client starts; this module is evaluated with the
// layout, before the client exists, so it keeps what the link said, and tells the learner once the session is in.
// A refusal (an expired or used link) and the first of the two email-change links start no session: they are told
// at once, and their parameters leave the address bar, so a reload or a shared URL does not say it again.
import { useEffect } from 'react';
import { useAuth } from '@nism/shared-auth';
import { notify } from '@nism/shared-ui';
import { readAuthLink, withoutLinkParams, type AuthLink, type Notice } from '../auth-link';

export const EMAIL_CONFIRMED: [string, string] = ['Email confirmed', 'Welcome to NISM Practice: your account is ready.'];

let arrival: AuthLink = typeof window === 'undefined' ? { kind: 'none', strip: false } : readAuthLink(window.location.href);

/** For tests: the arrival as if the page had just loaded at `url`. */
export function setArrivalUrlForTesting(url: string): void {
  arrival = readAuthLink(url);
}

const show = ({ tone, title, description }: Notice) => notify[tone](title, description);

/** Says what the link that brought the visitor here did, once. */
export function AuthLinkNotice() {
  const { user } = useAuth();

  useEffect(() => {
    const link = arrival;
    if (link.kind === 'session' || (link.kind === 'none' && !link.strip)) return;
    arrival = { kind: 'none', strip: false };
    if (link.kind === 'notice') show(link.notice);
    // The current URL, not the arrival's: a page may already have moved on (a signed-out visitor of /account).
    window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href));
  }, []);

  useEffect(() => {
    const link = arrival;
    if (!user || link.kind !== 'session') return;
    arrival = { kind: 'none', strip: false };
    if (link.type === 'signup') notify.success(...EMAIL_CONFIRMED);
    else notify.success('Email changed', `You now sign in with ${user.email}.`);
  }, [user]);

  return null;
}
