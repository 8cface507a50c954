// A mailed link lands on the site with its outcome in the URL (features/auth-links/auth-link.ts). A session (a signup
// or an email change) is read and cleared by supabase-js when the client starts; this module is evaluated with the
// layout, before the client exists, so it keeps what the link said, and tells the learner once the session is in.
// A refusal (an expired or used link) and the first of the two email-change links start no session: they are told
// at once, and their parameters leave the address bar, so a reload or a shared URL does not say it again.
import { useEffect } from 'react';
import { useAuth } from '@nism/shared-auth';
import { notify } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';
import { noticeText, readAuthLink, withoutLinkParams, type AuthLink } from '../auth-link';

let arrival: AuthLink = typeof window === 'undefined' ? { kind: 'none', strip: false } : readAuthLink(window.location.href);

/** For tests: the arrival as if the page had just loaded at `url`. */
export function setArrivalUrlForTesting(url: string): void {
  arrival = readAuthLink(url);
}

/** Says what the link that brought the visitor here did, once. */
export function AuthLinkNotice() {
  const { user } = useAuth();
  // The layout renders once the page's messages are in, so these effects speak its language.
  const t = useMessages();

  useEffect(() => {
    const link = arrival;
    if (link.kind === 'session' || (link.kind === 'none' && !link.strip)) return;
    arrival = { kind: 'none', strip: false };
    if (link.kind === 'notice') {
      const { title, description } = noticeText(link.notice, t);
      notify[link.notice.tone](title, description);
    }
    // The current URL, not the arrival's: a page may already have moved on (a signed-out visitor of /account).
    window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href));
  }, [t]);

  useEffect(() => {
    const link = arrival;
    if (!user || link.kind !== 'session') return;
    arrival = { kind: 'none', strip: false };
    if (link.type === 'signup') notify.success(t.emailConfirmedTitle(), t.emailConfirmedDescription());
    else notify.success(t.emailChangedTitle(), t.emailChangedDescription({ email: user.email }));
  }, [user, t]);

  return null;
}
