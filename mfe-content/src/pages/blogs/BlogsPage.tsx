import { Page, PageTitle } from 'shared-ui';

export default function BlogsPage() {
  return (
    <Page>
      <PageTitle>Blogs</PageTitle>
    </Page>
  );
}
