import { paths } from '@nism/contracts';
import { Navigate, Spinner, usePageMeta } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { useNext } from '../../lib/next/use-next';
import { LoginForm } from './LoginForm';
import { signingInHere } from './login-progress';

/**
 * /login: a visitor who is already signed in goes straight on: to `next` (where they were going; a confirmation link
 * lands here with its session), else to /exams.
 */
export function LoginPage() {
  const next = useNext();
  usePageMeta({ title: 'Log in', description: 'Log in to NISM Practice to take your mock tests and see your results.' });
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (user && !signingInHere()) return <Navigate to={next ?? paths.exams()} replace />;
  return <LoginForm />;
}
