import { usePageMeta } from '@nism/shared-ui';
import { RegisterForm } from './RegisterForm';

/** /register: creates an account that must be confirmed by email before the first login. */
export function RegisterPage() {
  usePageMeta({ title: 'Create an account', description: 'Create a free NISM Practice account and take a demo mock test today.' });
  return <RegisterForm />;
}
