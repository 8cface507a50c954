import { Page, PageTitle } from 'shared-ui';

export default function BlogPostPage() {
  return (
    <Page>
      <PageTitle>BlogPost</PageTitle>
    </Page>
  );
}
