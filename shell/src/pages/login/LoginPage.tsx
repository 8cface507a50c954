import { paths } from 'contracts';
import { Navigate, Spinner } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { LoginForm } from './LoginForm';

/** /login: a visitor who is already signed in goes straight to /exams. */
export function LoginPage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (user) return <Navigate to={paths.exams()} replace />;
  return <LoginForm />;
}
