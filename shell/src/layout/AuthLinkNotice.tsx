// A signup confirmation link lands on the site with the new session in the URL's fragment (`type=signup`), which
// supabase-js reads and clears when the client starts. This module is evaluated with the layout, before the client
// exists, so it keeps what the link said; once the session is in, the learner is told their email is confirmed.
import { useEffect } from 'react';
import { useAuth } from 'shared-auth';
import { notify } from 'shared-ui';

export const EMAIL_CONFIRMED: [string, string] = ['Email confirmed', 'Welcome to NISM Practice: your account is ready.'];

let arrivedFromSignupLink = typeof window !== 'undefined' && new URLSearchParams(window.location.hash.slice(1)).get('type') === 'signup';

/** For tests: the arrival as if the page had just loaded at `url`. */
export function setArrivalUrlForTesting(url: string): void {
  arrivedFromSignupLink = new URLSearchParams(new URL(url).hash.slice(1)).get('type') === 'signup';
}

/** Says 'Email confirmed' once, when a signup link's session has started (an invalid link starts none). */
export function EmailConfirmedNotice() {
  const { user } = useAuth();
  useEffect(() => {
    if (!user || !arrivedFromSignupLink) return;
    arrivedFromSignupLink = false;
    notify.success(...EMAIL_CONFIRMED);
  }, [user]);
  return null;
}
