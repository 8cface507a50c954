import { Page, PageTitle } from 'shared-ui';

export default function ExamDetailPage() {
  return (
    <Page>
      <PageTitle>ExamDetailPage</PageTitle>
    </Page>
  );
}
