import { paths } from '@nism/contracts';
import { Button, Card, Link, Page, PageTitle, Spinner, Subtitle, useParams, usePageMeta, styled } from '@nism/shared-ui';
import { useMemo } from 'react';
import { AttemptHistory } from '../../features/progress/components/AttemptHistory';
import { ScoreChart } from '../../features/progress/components/ScoreChart';
import { TopicProgressList } from '../../features/progress/components/TopicProgressList';
import { Readiness } from '../../features/readiness/components/Readiness';
import type { ExamProgress, ProgressAttempt } from '../../features/progress/api/fetch-exam-progress';
import { RequireUser } from '../../lib/RequireUser';
import { useProgress } from './use-progress';

export const LOAD_ERROR = 'Your progress could not be loaded.';

/* The history tables scroll sideways inside their own frame; without inline-size containment their width still
   counts as this page's minimum width in the shell's layout and widens the whole page on a phone. */
const Content = styled.div`
  contain: inline-size;
`;

const PaperSection = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

function NoAttempts({ examId }: { examId: string }) {
  return (
    <Card>
      <h2>No attempts yet</h2>
      <p>Your score history, your score chart and your weakest topics appear here once you take a test of this exam.</p>
      <Button as={Link} to={paths.examDetail(examId)}>
        Start a test
      </Button>
    </Card>
  );
}

function Progress({ examId, progress }: { examId: string; progress: ExamProgress }) {
  const nowMs = new Date(progress.server_time).getTime();
  const papers = progress.papers.filter((p) => p.attempts.length > 0);
  const allAttempts = useMemo(() => progress.papers.flatMap((p) => p.attempts), [progress]);
  const passMark = progress.passing_score_percent;
  const paperOfAttempt = useMemo(() => new Map(progress.papers.flatMap((p) => p.attempts.map((a) => [a.id, p.id] as const))), [progress]);
  if (papers.length === 0) return <NoAttempts examId={examId} />;
  const submitted = (attempts: ProgressAttempt[]) => attempts.some((a) => a.completed);
  return (
    <>
      {papers.length > 1 && submitted(allAttempts) && (
        <ScoreChart title="All papers: score over attempts" attempts={allAttempts} passMark={passMark} />
      )}
      {papers.map((paper) => (
        <PaperSection key={paper.id} aria-labelledby={`progress-${paper.id}`}>
          <h2 id={`progress-${paper.id}`}>{paper.title}</h2>
          {submitted(paper.attempts) && (
            <ScoreChart title={`${paper.title}: score over attempts`} attempts={paper.attempts} passMark={passMark} />
          )}
          <AttemptHistory examId={examId} paper={paper} nowMs={nowMs} />
        </PaperSection>
      ))}
      <PaperSection aria-labelledby="progress-topics">
        <h2 id="progress-topics">Topics</h2>
        {submitted(allAttempts) && (
          <p>
            <Button as={Link} to={paths.practice(examId)} $variant="secondary">
              Practise mistakes
            </Button>{' '}
            <Button as={Link} to={paths.review(examId)} $variant="secondary">
              Today's review
            </Button>
          </p>
        )}
        <TopicProgressList
          topics={progress.topics}
          paperOf={(attemptId) => paperOfAttempt.get(attemptId)}
          renderAction={(t) => (
            <Link to={paths.practice(examId, t.topic)} aria-label={`Practise this topic: ${t.topic}`}>
              Practise this topic
            </Link>
          )}
        />
      </PaperSection>
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
  usePageMeta({ title: 'Your progress', description: 'Your attempts, your score over time and your weakest topics.' });
  return (
    <Page>
      <Button as={Link} to={paths.examDetail(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> Back to the exam
      </Button>
      <PageTitle>Your progress</PageTitle>
      <Subtitle>Every attempt of each test paper, newest first.</Subtitle>
      <RequireUser>
        <Content>
          <Readiness key={`readiness-${examId}`} examId={examId} />
          <ProgressContent key={examId} examId={examId} />
        </Content>
      </RequireUser>
    </Page>
  );
}
