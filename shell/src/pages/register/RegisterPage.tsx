import { RegisterForm } from './RegisterForm';

/** /register: creates an account that must be confirmed by email before the first login. */
export function RegisterPage() {
  return <RegisterForm />;
}
