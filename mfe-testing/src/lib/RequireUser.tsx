import { paths } from '@nism/contracts';
import type { ReactNode } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Spinner, useLocation } from '@nism/shared-ui';
import { MessagePage } from './MessagePage';
import { useMessages } from './messages';

/** What a signed-out visitor sees instead of a learner's tests and results; signing in comes back here. */
export function SignInMessage() {
  const { pathname, search } = useLocation();
  const t = useMessages();
  return <MessagePage title={t.signInTitle()} text={t.signInText()} to={paths.login(pathname + search)} action={t.login()} />;
}

/** Tests and results are a learner's own: wait for the session, and ask to sign in without one. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <SignInMessage />;
  return <>{children}</>;
}
