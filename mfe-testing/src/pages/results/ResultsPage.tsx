import { Page, PageTitle } from 'shared-ui';

export default function ResultsPage() {
  return (
    <Page>
      <PageTitle>ResultsPage</PageTitle>
    </Page>
  );
}
