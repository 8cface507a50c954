import { Spinner, useParams } from 'shared-ui';
import { MessagePage } from '../../components/MessagePage';
import { RequireUser } from '../../components/RequireUser';
import { AttemptScreen } from './AttemptScreen';
import { useAttemptLoader } from './use-attempt-loader';

function Attempt({ examId, testId, attemptId }: { examId: string; testId: string; attemptId: string }) {
  const state = useAttemptLoader(examId, testId, attemptId);
  if (state.status === 'loading') return <Spinner label="Loading test..." />;
  if (state.status === 'not-found') return <MessagePage title="Test not found" to={`/exams/${examId}`} action="Back to Exam" />;
  const { status: _ready, ...data } = state;
  return <AttemptScreen examId={examId} {...data} />;
}

/** /exams/:examId/test/:testId/attempt/:attemptId: taking a timed test. */
export default function AttemptPage() {
  const { examId = '', testId = '', attemptId = '' } = useParams();
  return (
    <RequireUser>
      <Attempt key={attemptId} examId={examId} testId={testId} attemptId={attemptId} />
    </RequireUser>
  );
}
