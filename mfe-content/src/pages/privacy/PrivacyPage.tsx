import { Page, PageTitle } from 'shared-ui';

export default function PrivacyPage() {
  return (
    <Page>
      <PageTitle>Privacy</PageTitle>
    </Page>
  );
}
