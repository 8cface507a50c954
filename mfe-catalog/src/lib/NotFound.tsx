import { paths } from '@nism/contracts';
import { Button, Card, Link, Page, PageTitle, Subtitle } from '@nism/shared-ui';
import { useMessages } from './messages';

/** The spec's 'Exam not found' (§8) with a way back to the list. */
export function ExamNotFound() {
  const t = useMessages();
  return (
    <Page>
      <Card>
        <PageTitle>{t.examNotFound()}</PageTitle>
        <Subtitle>{t.examNotFoundText()}</Subtitle>
        <Button as={Link} to={paths.exams()}>
          {t.backToExams()}
        </Button>
      </Card>
    </Page>
  );
}
