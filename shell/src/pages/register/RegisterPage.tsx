import { usePageMeta } from '@nism/shared-ui';
import { useMessages } from '../../lib/page-messages';
import { RegisterForm } from './RegisterForm';

/** /register: creates an account that must be confirmed by email before the first login. */
export function RegisterPage() {
  const t = useMessages();
  usePageMeta({ title: t.metaRegisterTitle(), description: t.metaRegisterDescription() });
  return <RegisterForm />;
}
