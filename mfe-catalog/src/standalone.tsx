import { Route, Routes, StandaloneHarness } from 'shared-ui';
import HomePage from './pages/home/HomePage';
import ExamsPage from './pages/exams/ExamsPage';
import ExamInfoPage from './pages/exam-info/ExamInfoPage';
import PlansPage from './pages/plans/PlansPage';

const X_A = '00000000-0000-4000-a000-000000000001';

const links: [string, string][] = [
  ['/', 'Home'],
  ['/exams', 'Exams'],
  [`/exams/${X_A}/info`, 'Exam info (X-A)'],
  [`/exams/${X_A}/plans`, 'Plans (X-A)'],
];

/** This remote alone, at the shell's paths, for QA in isolation. */
export function Standalone() {
  return (
    <StandaloneHarness name="catalog" links={links}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/exams" element={<ExamsPage />} />
        <Route path="/exams/:examId/info" element={<ExamInfoPage />} />
        <Route path="/exams/:examId/plans" element={<PlansPage />} />
      </Routes>
    </StandaloneHarness>
  );
}
