import { paths } from '@nism/contracts';
import { Navigate, Spinner, usePageMeta } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { LoginForm } from './LoginForm';

/** /login: a visitor who is already signed in goes straight to /exams. */
export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to NISM Practice to take your mock tests and see your results.' });
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (user) return <Navigate to={paths.exams()} replace />;
  return <LoginForm />;
}
