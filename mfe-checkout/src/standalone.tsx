import { Route, Routes } from 'shared-ui';
import { StandaloneHarness } from 'dev-harness';
import { QaPlansPage } from './pages/qa/QaPlansPage';
import { QaPurchasesPage } from './pages/qa/QaPurchasesPage';

const links: [string, string][] = [
  ['/', 'Plans (buy)'],
  ['/exams', 'My purchases'],
];

/** Checkout alone for QA: buy seeded plans at '/', land on '/exams' as in the shell. */
export function Standalone() {
  return (
    <StandaloneHarness name="checkout" links={links}>
      <Routes>
        <Route path="/" element={<QaPlansPage />} />
        <Route path="/exams" element={<QaPurchasesPage />} />
      </Routes>
    </StandaloneHarness>
  );
}
