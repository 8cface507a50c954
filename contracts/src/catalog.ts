import type { PageModule, RemoteContract } from './module-types';
import type { RouteParams } from './route';

/** The catalog remote: home, the exams list with My Exams, an exam's info and its plans. */
export const catalog = {
  name: 'catalog',
  version: 1,
  pages: {
    './HomePage': '/',
    './ExamsPage': '/exams',
    './ExamInfoPage': '/exams/:examId/info',
    './PlansPage': '/exams/:examId/plans',
  },
} as const satisfies RemoteContract<'catalog'>;

type Pages = typeof catalog.pages;
export type CatalogModules = { [K in keyof Pages]: PageModule<RouteParams<Pages[K]>> };
