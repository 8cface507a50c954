import { useEffect, useRef, useState } from 'react';
import { Spinner, useNavigate, usePageMeta } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { paths } from '@nism/contracts';
import { AuthCard } from '../../lib/forms/AuthCard';
import { useNext } from '../../lib/next/use-next';
import { useMessages } from '../../lib/page-messages';
import { ResetPasswordForm } from './ResetPasswordForm';
import { ResetSuccess } from './ResetSuccess';
import { useRecoveryLink } from './use-recovery-link';

export const REDIRECT_AFTER_RESET_MS = 3000;

/** /reset-password: reached from the recovery mail; sets a new password, then back to /login. */
export function ResetPasswordPage() {
  const t = useMessages();
  usePageMeta({ title: t.metaResetTitle(), description: t.metaResetDescription() });
  const ready = useRecoveryLink();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const next = useNext();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const succeed = () => {
    setDone(true);
    // The recovery session has done its job: the next login uses the new password.
    void signOut().catch(() => undefined);
    timer.current = setTimeout(() => navigate(paths.login(next), { replace: true }), REDIRECT_AFTER_RESET_MS);
  };

  if (done) return <ResetSuccess />;
  return (
    <AuthCard title={t.resetTitle()} subtitle={t.resetSubtitle()}>
      {ready ? <ResetPasswordForm onSuccess={succeed} /> : <Spinner label={t.checkingResetLink()} minHeight="8rem" />}
    </AuthCard>
  );
}
