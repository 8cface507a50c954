import { paths } from '@nism/contracts';
import { useEffect, useState } from 'react';
import { Button, Card, Link, Page, PageTitle, Spinner, Subtitle, useLocation, useParams, usePageMeta } from '@nism/shared-ui';
import { startPractice, type PracticeQuestion } from '../../features/practice/api/start-practice';
import { RequireUser } from '../../lib/RequireUser';
import { english, useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';
import { notifyRefusal, PracticeSession } from './PracticeSession';
import { Review } from './Review';

export const LOAD_ERROR = english.practiceLoadError();

type State = { status: 'loading' } | { status: 'refused' } | { status: 'ready'; questions: PracticeQuestion[] };

function Practice({ examId, topic }: { examId: string; topic: string | null }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const t = useMessages();

  useEffect(() => {
    let active = true;
    startPractice(examId, topic ? 'topic' : 'mistakes', topic ?? undefined).then(
      (questions) => active && setState({ status: 'ready', questions }),
      (error: unknown) => {
        if (!active) return;
        notifyRefusal(error, t.practiceLoadError(), t.practiceRefused());
        setState({ status: 'refused' });
      },
    );
    return () => {
      active = false;
    };
  }, [examId, topic, t]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'ready' && state.questions.length > 0) return <PracticeSession examId={examId} questions={state.questions} />;
  return (
    <Card>
      <p>{state.status === 'refused' ? t.practiceUnavailable() : topic ? t.noTopicQuestions() : t.noMistakes()}</p>
      <Button as={Link} to={paths.progress(examId)} $variant="secondary">
        {t.backToProgress()}
      </Button>
    </Card>
  );
}

/** /exams/:examId/practice[?topic=...|?mode=review]: untimed practice of the learner's own mistakes, of one topic, or today's review. */
export default function PracticePage() {
  const { examId = '' } = useParams();
  const t = useMessages();
  // Read here, before the practice's reads start: on a Hindi page the topic's title is there before they mount.
  const text = useDatabaseText();
  usePageMeta({ title: t.practicePageTitle(), description: t.practicePageDescription() });
  const query = new URLSearchParams(useLocation().search);
  const topic = query.get('topic');
  if (query.get('mode') === 'review') {
    return (
      <Page>
        <Button as={Link} to={paths.progress(examId)} $variant="ghost">
          <span aria-hidden="true">←</span> {t.backToProgress()}
        </Button>
        <PageTitle>{t.todaysReview()}</PageTitle>
        <Subtitle>{t.reviewPageSubtitle()}</Subtitle>
        <RequireUser>
          <Review key={examId} examId={examId} />
        </RequireUser>
      </Page>
    );
  }
  return (
    <Page>
      <Button as={Link} to={paths.progress(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> {t.backToProgress()}
      </Button>
      <PageTitle>{topic ? t.practiseTopicTitle({ topic: text(topic) }) : t.practiseMistakesTitle()}</PageTitle>
      <Subtitle>{t.practiceSubtitle()}</Subtitle>
      <RequireUser>
        <Practice key={`${examId}/${topic}`} examId={examId} topic={topic} />
      </RequireUser>
    </Page>
  );
}
