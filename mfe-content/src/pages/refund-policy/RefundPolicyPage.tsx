import { Page, PageTitle } from 'shared-ui';

export default function RefundPolicyPage() {
  return (
    <Page>
      <PageTitle>RefundPolicy</PageTitle>
    </Page>
  );
}
