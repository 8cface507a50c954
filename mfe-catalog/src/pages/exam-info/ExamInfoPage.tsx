import { Page, PageTitle } from 'shared-ui';

export default function ExamInfoPage() {
  return (
    <Page>
      <PageTitle>ExamInfoPage</PageTitle>
    </Page>
  );
}
