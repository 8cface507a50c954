import { Page, PageTitle } from 'shared-ui';

export default function HomePage() {
  return (
    <Page>
      <PageTitle>HomePage</PageTitle>
    </Page>
  );
}
