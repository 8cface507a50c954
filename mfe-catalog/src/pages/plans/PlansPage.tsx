import { Page, PageTitle } from 'shared-ui';

export default function PlansPage() {
  return (
    <Page>
      <PageTitle>PlansPage</PageTitle>
    </Page>
  );
}
