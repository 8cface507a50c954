import { Page, PageTitle } from 'shared-ui';

export default function TermsPage() {
  return (
    <Page>
      <PageTitle>Terms</PageTitle>
    </Page>
  );
}
