import { paths } from '@nism/contracts';
import { useState } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Navigate, Page, PageTitle, Spinner, Subtitle, usePageMeta, styled } from '@nism/shared-ui';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { FieldDataSection } from './FieldDataSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { PurchasesSection } from './PurchasesSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useCurrentEmail } from './use-current-email';
import { useMessages } from '../../lib/page-messages';

const Column = styled(Page)`
  max-width: 52rem;
`;

/**
 * /account: what the privacy policy promises a learner can do with their data: see and correct it, opt out of
 * marketing, download it and delete it; with their sign-in details and receipts. The shell owns it because these
 * are auth operations (docs/architecture-notes.md); the purchases come from checkout.
 */
export function AccountPage() {
  const t = useMessages();
  usePageMeta({ title: t.metaAccountTitle(), description: t.metaAccountDescription() });
  const { user, loading } = useAuth();
  // Once the account is deleted the learner goes home; without this, signing out would send them to /login.
  const [deleted, setDeleted] = useState(false);
  // The address the sections show and ask for is the backend's: a session from before an email change confirmed
  // elsewhere still holds the old one, which the password check and the deletion would refuse.
  const email = useCurrentEmail(user?.id, user?.email ?? '');
  if (deleted) return <Navigate to={paths.home()} replace />;
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={paths.login()} replace />;
  if (email === undefined) return <Spinner />;
  return (
    <Column>
      <PageTitle>{t.myAccount()}</PageTitle>
      <Subtitle>{t.accountSubtitle()}</Subtitle>
      <ProfileSection key={user.id} user={user} />
      <PasswordSection email={email} />
      <EmailSection email={email} />
      <TwoFactorSection user={user} />
      <PurchasesSection />
      <DataExportSection />
      <FieldDataSection />
      <DeleteAccountSection email={email} onDeleted={() => setDeleted(true)} />
    </Column>
  );
}
