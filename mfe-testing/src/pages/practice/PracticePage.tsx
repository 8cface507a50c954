import { paths } from '@nism/contracts';
import { useEffect, useState } from 'react';
import { Button, Card, Link, Page, PageTitle, Spinner, Subtitle, useLocation, useParams, usePageMeta } from '@nism/shared-ui';
import { startPractice, type PracticeQuestion } from '../../features/practice/api/start-practice';
import { RequireUser } from '../../lib/RequireUser';
import { notifyRefusal, PracticeSession } from './PracticeSession';
import { Review } from './Review';

export const LOAD_ERROR = 'Practice could not be started. Please try again.';

type State = { status: 'loading' } | { status: 'refused' } | { status: 'ready'; questions: PracticeQuestion[] };

function Practice({ examId, topic }: { examId: string; topic: string | null }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    startPractice(examId, topic ? 'topic' : 'mistakes', topic ?? undefined).then(
      (questions) => active && setState({ status: 'ready', questions }),
      (error: unknown) => {
        if (!active) return;
        notifyRefusal(error, LOAD_ERROR);
        setState({ status: 'refused' });
      },
    );
    return () => {
      active = false;
    };
  }, [examId, topic]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'ready' && state.questions.length > 0) return <PracticeSession examId={examId} questions={state.questions} />;
  return (
    <Card>
      <p>
        {state.status === 'refused'
          ? 'Practice is not available for this exam right now.'
          : topic
            ? 'No questions of this topic in the papers your plan opens.'
            : 'No mistakes to practise: nothing was wrong or left unanswered in your latest submitted attempts.'}
      </p>
      <Button as={Link} to={paths.progress(examId)} $variant="secondary">
        Back to your progress
      </Button>
    </Card>
  );
}

/** /exams/:examId/practice[?topic=...|?mode=review]: untimed practice of the learner's own mistakes, of one topic, or today's review. */
export default function PracticePage() {
  const { examId = '' } = useParams();
  usePageMeta({ title: 'Practice', description: 'Practise your mistakes or one topic, with the answer after each question.' });
  const query = new URLSearchParams(useLocation().search);
  const topic = query.get('topic');
  if (query.get('mode') === 'review') {
    return (
      <Page>
        <Button as={Link} to={paths.progress(examId)} $variant="ghost">
          <span aria-hidden="true">←</span> Back to your progress
        </Button>
        <PageTitle>Today's review</PageTitle>
        <Subtitle>The questions you missed, guessed or bookmarked, each when it is due. Untimed; your scores do not change.</Subtitle>
        <RequireUser>
          <Review key={examId} examId={examId} />
        </RequireUser>
      </Page>
    );
  }
  return (
    <Page>
      <Button as={Link} to={paths.progress(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> Back to your progress
      </Button>
      <PageTitle>{topic ? `Practise: ${topic}` : 'Practise your mistakes'}</PageTitle>
      <Subtitle>Untimed. Each answer is checked at once; your scores and attempt history do not change.</Subtitle>
      <RequireUser>
        <Practice key={`${examId}/${topic}`} examId={examId} topic={topic} />
      </RequireUser>
    </Page>
  );
}
