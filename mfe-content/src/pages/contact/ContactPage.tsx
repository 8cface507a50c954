import { Page, PageTitle } from 'shared-ui';

export default function ContactPage() {
  return (
    <Page>
      <PageTitle>Contact</PageTitle>
    </Page>
  );
}
