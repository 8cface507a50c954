import type { ReactNode } from 'react';
import { Page, PageTitle, Route, Routes, Spinner, Subtitle } from 'shared-ui';
import { StandaloneHarness } from 'dev-harness';
import { StandaloneSignIn } from 'dev-harness';
import { useAuth } from 'shared-auth';
import AttemptPage from './pages/attempt/AttemptPage';
import ExamDetailPage from './pages/exam-detail/ExamDetailPage';
import ResultsPage from './pages/results/ResultsPage';
import { StandaloneIndex } from './standalone/StandaloneIndex';

function SignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  return user ? (
    <>{children}</>
  ) : (
    <Page>
      <PageTitle>Sign in</PageTitle>
      <Subtitle>The testing remote runs alone here; sign in as a learner to take tests.</Subtitle>
      <StandaloneSignIn defaultEmail="learner@example.com" />
    </Page>
  );
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
