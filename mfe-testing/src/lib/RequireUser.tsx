import { paths } from '@nism/contracts';
import type { ReactNode } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Spinner } from '@nism/shared-ui';
import { MessagePage } from './MessagePage';

/** What a signed-out visitor sees instead of a learner's tests and results. */
export function SignInMessage() {
  return (
    <MessagePage title="Please sign in" text="Sign in to take practice tests and see your results." to={paths.login()} action="Login" />
  );
}

/** Tests and results are a learner's own: wait for the session, and ask to sign in without one. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <SignInMessage />;
  return <>{children}</>;
}
