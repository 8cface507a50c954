import { paths } from '@nism/contracts';
import { Navigate, Spinner, usePageMeta } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { useNext } from '../../lib/next/use-next';
import { useMessages } from '../../lib/page-messages';
import { LoginForm } from './LoginForm';
import { signingInHere } from './login-progress';

/**
 * /login: a visitor who is already signed in goes straight on: to `next` (where they were going; a confirmation link
 * lands here with its session), else to /exams.
 */
export function LoginPage() {
  const next = useNext();
  const t = useMessages();
  usePageMeta({ title: t.metaLoginTitle(), description: t.metaLoginDescription() });
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (user && !signingInHere()) return <Navigate to={next ?? paths.exams()} replace />;
  return <LoginForm />;
}
