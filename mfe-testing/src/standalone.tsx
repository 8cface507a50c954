import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { Spinner, StandaloneHarness } from 'shared-ui';
import AttemptPage from './pages/attempt/AttemptPage';
import ExamDetailPage from './pages/exam-detail/ExamDetailPage';
import ResultsPage from './pages/results/ResultsPage';
import { StandaloneIndex } from './standalone/StandaloneIndex';
import { StandaloneSignIn } from './standalone/StandaloneSignIn';

function SignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  return user ? <>{children}</> : <StandaloneSignIn />;
}

/** `npm run dev -w mfe-testing`: this remote's pages at the shell's paths, signed in as a learner. */
export function Standalone() {
  return (
    <StandaloneHarness name="testing" links={[['/', 'Exams']]}>
      <SignedIn>
        <Routes>
          <Route path="/" element={<StandaloneIndex />} />
          <Route path="/exams/:examId" element={<ExamDetailPage />} />
          <Route path="/exams/:examId/test/:testId/attempt/:attemptId" element={<AttemptPage />} />
          <Route path="/exams/:examId/test/:testId/results/:attemptId" element={<ResultsPage />} />
          <Route path="*" element={<StandaloneIndex />} />
        </Routes>
      </SignedIn>
    </StandaloneHarness>
  );
}
