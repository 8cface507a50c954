import { paths } from 'contracts';
import { Button, Card, Link, Page, PageTitle, Spinner, Subtitle, useParams } from 'shared-ui';
import styled from 'styled-components';
import { AttemptHistory } from '../../features/progress/components/AttemptHistory';
import type { ExamProgress } from '../../features/progress/api/fetch-exam-progress';
import { RequireUser } from '../../lib/RequireUser';
import { useProgress } from './use-progress';

export const LOAD_ERROR = 'Your progress could not be loaded.';

const PaperSection = styled.section`
  margin-top: 1.5rem;
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
`;

function NoAttempts({ examId }: { examId: string }) {
  return (
    <Card>
      <h2>No attempts yet</h2>
      <p>
        Your score history, your score chart and your weakest topics appear here once you take a test of this exam.
      </p>
      <Button as={Link} to={paths.examDetail(examId)}>
        Start a test
      </Button>
    </Card>
  );
}

function Progress({ examId, progress }: { examId: string; progress: ExamProgress }) {
  const nowMs = new Date(progress.server_time).getTime();
  const papers = progress.papers.filter((p) => p.attempts.length > 0);
  if (papers.length === 0) return <NoAttempts examId={examId} />;
  return (
    <>
      {papers.map((paper) => (
        <PaperSection key={paper.id} aria-labelledby={`progress-${paper.id}`}>
          <h2 id={`progress-${paper.id}`}>{paper.title}</h2>
          <AttemptHistory examId={examId} paper={paper} nowMs={nowMs} />
        </PaperSection>
      ))}
    </>
  );
}

function ProgressContent({ examId }: { examId: string }) {
  const state = useProgress(examId);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error')
    return (
      <Card role="alert">
        <p>{LOAD_ERROR}</p>
        <Button type="button" $variant="secondary" onClick={state.retry}>
          Retry
        </Button>
      </Card>
    );
  return <Progress examId={examId} progress={state.progress} />;
}

/** /exams/:examId/progress: every attempt of every paper of this exam, for the signed-in learner. */
export default function ProgressPage() {
  const { examId = '' } = useParams();
  return (
    <Page>
      <Button as={Link} to={paths.examDetail(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> Back to the exam
      </Button>
      <PageTitle>Your progress</PageTitle>
      <Subtitle>Every attempt of each test paper, newest first.</Subtitle>
      <RequireUser>
        <ProgressContent key={examId} examId={examId} />
      </RequireUser>
    </Page>
  );
}
