import { NEXT_PARAM, paths, safeNext, withBase } from '@nism/contracts';
import { useEffect, useRef, useState } from 'react';
import { notify, useLocale, useLocation, useNavigate } from '@nism/shared-ui';
import { isRecoverySession } from '@nism/platform';
import { startRecoverySession } from '../../features/auth/api/start-recovery-session';
import { arrivalResetUrl, forgetArrivalUrl } from './initial-url';
import { readRecoveryLink, type RecoveryLink } from './recovery-link';
import { useMessages } from '../../lib/page-messages';

function currentLink(href: string): RecoveryLink {
  const now = readRecoveryLink(href);
  if (now.kind !== 'none') return now;
  const arrival = arrivalResetUrl();
  return arrival ? readRecoveryLink(arrival) : now;
}

/**
 * Turns the link's token into a session once per mount. Without a token, or with one the backend
 * refuses, the visitor is told why and sent to /login. Returns true once the form may be shown.
 */
export function useRecoveryLink(): boolean {
  const navigate = useNavigate();
  const t = useMessages();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // A ref, not a cleanup flag: StrictMode's second effect run must not send a second setSession.
    if (started.current) return;
    started.current = true;
    const link = currentLink(`${window.location.origin}${withBase(pathname, locale)}${search}${hash}`);
    const refuse = (title: string, description: string) => {
      notify.error(title, description);
      navigate(paths.login(safeNext(new URLSearchParams(search).get(NEXT_PARAM))), { replace: true });
    };
    if (link.kind === 'none') return refuse(t.unauthorizedTitle(), t.unauthorizedDescription());
    if (link.kind === 'error') return refuse(t.invalidLinkTitle(), t.invalidLinkDescription());
    // Only a recovery link's session opens the form: a URL built around any other session (an attacker's own
    // sign-in, say) would otherwise sign the visitor in as someone else.
    if (!isRecoverySession(link.accessToken, link.type)) return refuse(t.invalidLinkTitle(), t.invalidLinkDescription());
    void startRecoverySession(link.accessToken, link.refreshToken).then((ok) => {
      forgetArrivalUrl();
      if (!mounted.current) return;
      if (ok) setReady(true);
      else refuse(t.invalidLinkTitle(), t.invalidLinkDescription());
    });
  }, [pathname, search, hash, navigate, t, locale]);

  return ready;
}
