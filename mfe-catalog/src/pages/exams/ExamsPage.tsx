import { Page, PageTitle } from 'shared-ui';

export default function ExamsPage() {
  return (
    <Page>
      <PageTitle>ExamsPage</PageTitle>
    </Page>
  );
}
