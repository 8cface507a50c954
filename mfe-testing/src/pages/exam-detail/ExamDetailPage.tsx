import { paths } from '@nism/contracts';
import { useCallback, useState } from 'react';
import { Button, Grid, Link, notify, Page, PageTitle, Spinner, Subtitle, useNavigate, useParams, usePageMeta } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { startAttempt } from '../../features/papers/api/start-attempt';
import { markingRule } from '../../lib/marking-rule';
import { MessagePage } from '../../lib/MessagePage';
import { RequireUser } from '../../lib/RequireUser';
import { AccessNotice } from './AccessNotice';
import { PaperCard } from './PaperCard';
import type { PaperSummary } from './paper-summary';
import { RunningAttemptDialog } from './RunningAttemptDialog';
import { useExamDetail } from './use-exam-detail';

export const START_ERROR = 'Failed to start the test. Please try again.';

function ExamDetail({ userId, examId }: { userId: string; examId: string }) {
  const state = useExamDetail(userId, examId);
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);
  // The paper whose running attempt the learner is asked about.
  const [asking, setAsking] = useState<PaperSummary | null>(null);

  const start = useCallback(
    async (paperId: string, endRunning = false) => {
      setStartingId(paperId);
      try {
        const attempt = await startAttempt(paperId, endRunning);
        navigate(paths.attempt(examId, paperId, attempt.id));
      } catch {
        notify.error(START_ERROR);
        setStartingId(null);
        setAsking(null);
      }
    },
    [examId, navigate],
  );
  // One attempt of a paper runs at a time: with one running, the learner chooses what happens to it.
  const requestStart = (summary: PaperSummary) => (summary.resumeAttemptId ? setAsking(summary) : void start(summary.paper.id));

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'not-found') return <MessagePage title="Exam not found" to={paths.exams()} action="Back to Exams" />;

  return (
    <Page>
      <Button as={Link} to={paths.exams()} $variant="ghost">
        <span aria-hidden="true">←</span> Back to Exams
      </Button>
      <PageTitle>{state.exam.name}</PageTitle>
      {state.exam.description && <Subtitle>{state.exam.description}</Subtitle>}
      <AccessNotice examId={examId} access={state.access} />
      {state.exam.negative_marking_percent !== null && state.papers.length > 0 && (
        <p>
          <strong>Before you start:</strong> each question shows its marks. {markingRule(state.exam.negative_marking_percent)}
        </p>
      )}
      <p>
        <Link to={paths.progress(examId)}>View your progress: every attempt of each paper</Link>
      </p>
      {state.papers.length > 0 && (
        <Grid $cols={2} as="section" aria-label="Test papers">
          {state.papers.map((summary) => (
            <PaperCard
              key={summary.paper.id}
              examId={examId}
              summary={summary}
              starting={startingId === summary.paper.id}
              onStart={() => requestStart(summary)}
            />
          ))}
        </Grid>
      )}
      {asking && (
        <RunningAttemptDialog
          paperTitle={asking.paper.title}
          ending={startingId === asking.paper.id}
          onResume={() => navigate(paths.attempt(examId, asking.paper.id, asking.resumeAttemptId!))}
          onEndAndStart={() => void start(asking.paper.id, true)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Page>
  );
}

/** /exams/:examId: the papers this learner may take, with best scores and attempts. */
export default function ExamDetailPage() {
  const { examId = '' } = useParams();
  usePageMeta({ title: 'Your tests', description: 'The mock tests of this exam: start one, resume one, or see your results.' });
  return (
    <RequireUser>
      <UserExamDetail examId={examId} />
    </RequireUser>
  );
}

function UserExamDetail({ examId }: { examId: string }) {
  const { user } = useAuth();
  return <ExamDetail key={examId} userId={user!.id} examId={examId} />;
}
