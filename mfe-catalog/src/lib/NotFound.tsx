import { paths } from '@nism/contracts';
import { Button, Card, Link, Page, PageTitle, Subtitle } from '@nism/shared-ui';

/** The spec's 'Exam not found' (§8) with a way back to the list. */
export function ExamNotFound() {
  return (
    <Page>
      <Card>
        <PageTitle>Exam not found</PageTitle>
        <Subtitle>The exam you are looking for does not exist or is no longer offered.</Subtitle>
        <Button as={Link} to={paths.exams()}>
          Back to Exams
        </Button>
      </Card>
    </Page>
  );
}
