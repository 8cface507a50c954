// The standalone entry (`npm run dev -w mfe-checkout`): checkout renders no page of the site, so alone it buys seeded
// plans at the home path and lands where the purchase flow navigates (the exams path after a payment, the exam's
// papers after a free trial), as in the shell; both show the purchases.
import { paths, testing } from '@nism/contracts';
import { bootStandalone } from '@nism/dev-harness';
import { Route, Routes } from '@nism/shared-ui';
import { QaPlansPage } from './qa-plans/QaPlansPage';
import { QaPurchasesPage } from './qa-purchases/QaPurchasesPage';

void bootStandalone(
  () => (
    <Routes>
      <Route path={paths.home()} element={<QaPlansPage />} />
      <Route path={paths.exams()} element={<QaPurchasesPage />} />
      <Route path={testing.pages['./ExamDetailPage']} element={<QaPurchasesPage />} />
    </Routes>
  ),
  {
    name: 'checkout',
    links: [
      [paths.home(), 'Plans (buy)'],
      [paths.exams(), 'My purchases'],
    ],
  },
);
