import { paths } from '@nism/contracts';
import { Button, Card, Link, Page, PageTitle, Spinner, Subtitle, useParams, usePageMeta, styled } from '@nism/shared-ui';
import { useMemo } from 'react';
import { AttemptHistory } from '../../features/progress/components/AttemptHistory';
import { ScoreChart } from '../../features/progress/components/ScoreChart';
import { TopicProgressList } from '../../features/progress/components/TopicProgressList';
import { Readiness } from '../../features/readiness/components/Readiness';
import type { ExamProgress, ProgressAttempt } from '../../features/progress/api/fetch-exam-progress';
import { RequireUser } from '../../lib/RequireUser';
import { english, useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';
import { useProgress } from './use-progress';

export const LOAD_ERROR = english.progressLoadError();

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
  const t = useMessages();
  return (
    <Card>
      <h2>{t.noAttempts()}</h2>
      <p>{t.noAttemptsText()}</p>
      <Button as={Link} to={paths.examDetail(examId)}>
        {t.startTest()}
      </Button>
    </Card>
  );
}

function Progress({ examId, progress }: { examId: string; progress: ExamProgress }) {
  const t = useMessages();
  const text = useDatabaseText();
  const nowMs = new Date(progress.server_time).getTime();
  const papers = progress.papers.filter((p) => p.attempts.length > 0);
  const allAttempts = useMemo(() => progress.papers.flatMap((p) => p.attempts), [progress]);
  const passMark = progress.passing_score_percent;
  const paperOfAttempt = useMemo(() => new Map(progress.papers.flatMap((p) => p.attempts.map((a) => [a.id, p.id] as const))), [progress]);
  if (papers.length === 0) return <NoAttempts examId={examId} />;
  const submitted = (attempts: ProgressAttempt[]) => attempts.some((a) => a.completed);
  return (
    <>
      {papers.length > 1 && submitted(allAttempts) && <ScoreChart title={t.allPapersChart()} attempts={allAttempts} passMark={passMark} />}
      {papers.map((paper) => (
        <PaperSection key={paper.id} aria-labelledby={`progress-${paper.id}`}>
          <h2 id={`progress-${paper.id}`} lang={text.lang(paper.title)}>
            {text(paper.title)}
          </h2>
          {submitted(paper.attempts) && (
            <ScoreChart title={t.paperChart({ paper: text(paper.title) })} attempts={paper.attempts} passMark={passMark} />
          )}
          <AttemptHistory examId={examId} paper={paper} nowMs={nowMs} />
        </PaperSection>
      ))}
      <PaperSection aria-labelledby="progress-topics">
        <h2 id="progress-topics">{t.topics()}</h2>
        {submitted(allAttempts) && (
          <p>
            <Button as={Link} to={paths.practice(examId)} $variant="secondary">
              {t.practiseMistakes()}
            </Button>{' '}
            <Button as={Link} to={paths.review(examId)} $variant="secondary">
              {t.todaysReview()}
            </Button>
          </p>
        )}
        <TopicProgressList
          topics={progress.topics}
          paperOf={(attemptId) => paperOfAttempt.get(attemptId)}
          renderAction={(topic) => (
            <Link to={paths.practice(examId, topic.topic)} aria-label={t.practiseTopicNamed({ topic: text(topic.topic) })}>
              {t.practiseTopic()}
            </Link>
          )}
        />
      </PaperSection>
    </>
  );
}

function ProgressContent({ examId }: { examId: string }) {
  const state = useProgress(examId);
  const t = useMessages();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error')
    return (
      <Card role="alert">
        <p>{t.progressLoadError()}</p>
        <Button type="button" $variant="secondary" onClick={state.retry}>
          {t.retry()}
        </Button>
      </Card>
    );
  return <Progress examId={examId} progress={state.progress} />;
}

/** /exams/:examId/progress: every attempt of every paper of this exam, for the signed-in learner. */
export default function ProgressPage() {
  const { examId = '' } = useParams();
  const t = useMessages();
  // Read here, before the progress reads start: on a Hindi page the database's texts are there before they mount.
  useDatabaseText();
  usePageMeta({ title: t.progressPageTitle(), description: t.progressPageDescription() });
  return (
    <Page>
      <Button as={Link} to={paths.examDetail(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> {t.backToTheExam()}
      </Button>
      <PageTitle>{t.progressPageTitle()}</PageTitle>
      <Subtitle>{t.progressSubtitle()}</Subtitle>
      <RequireUser>
        <Content>
          <Readiness key={`readiness-${examId}`} examId={examId} />
          <ProgressContent key={examId} examId={examId} />
        </Content>
      </RequireUser>
    </Page>
  );
}
