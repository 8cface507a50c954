// The standalone entry (`npm run dev -w mfe-catalog`): this remote alone, at the shell's paths, for QA in isolation.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { paths } from '@nism/contracts';
import { bootStandalone, StandaloneRoutes } from '@nism/dev-harness';
import { provideRemoteLoader } from '@nism/platform';
import ExamInfoPage from '../pages/exam-info/ExamInfoPage';
import ExamsPage from '../pages/exams/ExamsPage';
import HomePage from '../pages/home/HomePage';
import PlansPage from '../pages/plans/PlansPage';

const X_A = '00000000-0000-4000-a000-000000000001';

void bootStandalone(
  () => (
    <StandaloneRoutes
      remote="catalog"
      pages={{ './HomePage': HomePage, './ExamsPage': ExamsPage, './ExamInfoPage': ExamInfoPage, './PlansPage': PlansPage }}
    />
  ),
  {
    name: 'catalog',
    links: [
      [paths.home(), 'Home'],
      [paths.exams(), 'Exams'],
      [paths.examInfo(X_A), 'Exam info (X-A)'],
      [paths.plans(X_A), 'Plans (X-A)'],
    ],
    // Alone, catalog is its own host: it registers the checkout remote itself so Buy works in isolation.
    remotes: ['checkout'],
    beforeRender: (config) => {
      registerRemotes([{ name: 'checkout', entry: config.remotes.checkout }]);
      provideRemoteLoader((id) => loadRemote(id));
    },
  },
);
