import { Page, PageTitle } from 'shared-ui';

export default function AttemptPage() {
  return (
    <Page>
      <PageTitle>AttemptPage</PageTitle>
    </Page>
  );
}
