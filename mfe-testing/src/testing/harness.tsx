// The standalone entry (`npm run dev -w mfe-testing`): this remote alone, at the shell's paths, signed in as a learner.
import type { ReactNode } from 'react';
import { paths } from '@nism/contracts';
import { bootStandalone, StandaloneRoutes, StandaloneSignIn } from '@nism/dev-harness';
import { useAuth } from '@nism/shared-auth';
import { Card, Link, Page, PageTitle, Route, Spinner, Subtitle } from '@nism/shared-ui';
import AttemptPage from '../pages/attempt/AttemptPage';
import ExamDetailPage from '../pages/exam-detail/ExamDetailPage';
import ResultsPage from '../pages/results/ResultsPage';
import ProgressPage from '../pages/progress/ProgressPage';
import PracticePage from '../pages/practice/PracticePage';

/** The seeded exams (supabase/seed/00_catalog.sql), so QA can open any exam detail page. */
const SEEDED_EXAMS: [id: string, name: string][] = [
  ['00000000-0000-4000-a000-000000000001', 'NISM Series X-A: Investment Adviser (Level 1), premium for the demo learner'],
  ['00000000-0000-4000-a000-000000000002', 'NISM Series X-B: Investment Adviser (Level 2), free demo for the demo learner'],
  ['00000000-0000-4000-a000-000000000003', 'NISM Series V-A: Mutual Fund Distributors'],
  ['00000000-0000-4000-a000-000000000004', 'NISM Series VIII: Equity Derivatives'],
  ['00000000-0000-4000-a000-000000000005', 'NISM Series XV: Research Analyst'],
  ['00000000-0000-4000-a000-000000000006', 'NISM Series VII: Securities Operations and Risk Management'],
];

/** The shell owns /login: alone, this remote signs a learner in here before it shows its pages. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (user) return <>{children}</>;
  return (
    <Page>
      <PageTitle>Sign in</PageTitle>
      <Subtitle>The testing remote runs alone here; sign in as a learner to take tests.</Subtitle>
      <StandaloneSignIn defaultEmail="learner@example.com" />
    </Page>
  );
}

/** The harness's index (and fallback): the seeded exams, and who is signed in (with Sign out). */
function SeededExams() {
  return (
    <Page>
      <PageTitle>Testing remote</PageTitle>
      <Subtitle>Open an exam to take its tests.</Subtitle>
      <Card as="ul" style={{ listStyle: 'none', display: 'grid', gap: '0.5rem', marginBottom: '1.5rem' }}>
        {SEEDED_EXAMS.map(([id, name]) => (
          <li key={id}>
            <Link to={paths.examDetail(id)}>{name}</Link>
          </li>
        ))}
      </Card>
      <StandaloneSignIn defaultEmail="learner@example.com" />
    </Page>
  );
}

const pages = {
  './ExamDetailPage': ExamDetailPage,
  './AttemptPage': AttemptPage,
  './ResultsPage': ResultsPage,
  './ProgressPage': ProgressPage,
  './PracticePage': PracticePage,
};

void bootStandalone(
  () => (
    <SignedIn>
      <StandaloneRoutes remote="testing" pages={pages}>
        <Route path="*" element={<SeededExams />} />
      </StandaloneRoutes>
    </SignedIn>
  ),
  { name: 'testing', links: [[paths.home(), 'Exams']] },
);
