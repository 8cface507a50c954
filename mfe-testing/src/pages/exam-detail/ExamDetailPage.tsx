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
import { english, useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';

export const START_ERROR = english.startError();

function ExamDetail({ userId, examId }: { userId: string; examId: string }) {
  const state = useExamDetail(userId, examId);
  const navigate = useNavigate();
  const t = useMessages();
  const text = useDatabaseText();
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
        notify.error(t.startError());
        setStartingId(null);
        setAsking(null);
      }
    },
    [examId, navigate, t],
  );
  // One attempt of a paper runs at a time: with one running, the learner chooses what happens to it.
  const requestStart = (summary: PaperSummary) => (summary.resumeAttemptId ? setAsking(summary) : void start(summary.paper.id));

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'not-found') return <MessagePage title={t.examNotFound()} to={paths.exams()} action={t.backToExams()} />;

  return (
    <Page>
      <Button as={Link} to={paths.exams()} $variant="ghost">
        <span aria-hidden="true">←</span> {t.backToExams()}
      </Button>
      <PageTitle>{state.exam.name}</PageTitle>
      {state.exam.description && <Subtitle lang={text.lang(state.exam.description)}>{text(state.exam.description)}</Subtitle>}
      <AccessNotice examId={examId} access={state.access} />
      {state.exam.negative_marking_percent !== null && state.papers.length > 0 && (
        <p>
          <strong>{t.beforeYouStart()}</strong> {t.eachQuestionShowsMarks()} {markingRule(state.exam.negative_marking_percent, t)}
        </p>
      )}
      <p>
        <Link to={paths.progress(examId)}>{t.viewProgressLink()}</Link>
      </p>
      {state.papers.length > 0 && (
        <Grid $cols={2} as="section" aria-label={t.testPapers()}>
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
          paperTitle={text(asking.paper.title)}
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
  const t = useMessages();
  // Read here, before the page's reads start: on a Hindi page the database's texts are there before anything below mounts.
  useDatabaseText();
  usePageMeta({ title: t.examPageTitle(), description: t.examPageDescription() });
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
