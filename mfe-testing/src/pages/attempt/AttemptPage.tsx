import { paths } from '@nism/contracts';
import { memo, Suspense, useState } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Spinner, useParams, usePageMeta } from '@nism/shared-ui';
import { MessagePage } from '../../lib/MessagePage';
import { SignInMessage } from '../../lib/RequireUser';
import { takeAttemptLoad } from '../../features/attempt/state/attempt-load';
import { AttemptScreen } from '../../features/attempt/components/AttemptScreen';
import { useAttemptLoader } from '../../features/attempt/hooks/use-attempt-loader';
import { useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';

export { prefetchAttemptPage } from '../../features/attempt/state/attempt-load';

interface Ids {
  examId: string;
  testId: string;
  attemptId: string;
}

// Memoised: the session arriving (which re-renders the page) does not re-render a test already on screen.
const Attempt = memo(function Attempt({ examId, testId, attemptId }: Ids) {
  // The reads start here (or in the shell's prefetch, earlier) while the session is still being read: the server
  // checks it on every one of them, so there is nothing to gain by waiting for it first.
  const [load] = useState(() => takeAttemptLoad(testId, attemptId));
  const state = useAttemptLoader(examId, testId, attemptId, load);
  const t = useMessages();
  const content = () => {
    if (state.status === 'loading') return <Spinner label={t.loadingTest()} />;
    if (state.status === 'not-found') return <MessagePage title={t.testNotFound()} to={paths.examDetail(examId)} action={t.backToExam()} />;
    const { status: _ready, ...data } = state;
    return <AttemptScreen examId={examId} {...data} />;
  };
  // A part below still waiting for its language's messages (shared-ui's spinner on a Hindi page) waits inside this
  // boundary: the attempt's state above is kept, so its reads are not started a second time.
  return <Suspense fallback={null}>{content()}</Suspense>;
});

/** /exams/:examId/test/:testId/attempt/:attemptId: taking a timed test. */
export default function AttemptPage() {
  const { examId = '', testId = '', attemptId = '' } = useParams();
  // Read here, before the attempt mounts: a Hindi page waits for its messages without starting the attempt's reads twice.
  const t = useMessages();
  // And the database's texts (the paper's title): the attempt screen below reads them without waiting.
  useDatabaseText();
  usePageMeta({ title: t.attemptPageTitle(), description: t.attemptPageDescription() });
  const { user, loading } = useAuth();
  // Tests are a learner's own: without a session there is nothing to read. One spinner covers reading the
  // session and the test.
  if (!loading && !user) return <SignInMessage />;
  return <Attempt key={`${testId}/${attemptId}`} examId={examId} testId={testId} attemptId={attemptId} />;
}
