import type { PageModule, RemoteContract } from './module-types';
import type { RouteParams } from './route';

/** The testing remote: an exam's papers, a running attempt and its results (copy-protected), the learner's progress and practice. */
export const testing = {
  name: 'testing',
  version: 1,
  pages: {
    './ExamDetailPage': '/exams/:examId',
    './AttemptPage': '/exams/:examId/test/:testId/attempt/:attemptId',
    './ResultsPage': '/exams/:examId/test/:testId/results/:attemptId',
    './ProgressPage': '/exams/:examId/progress',
    './PracticePage': '/exams/:examId/practice',
  },
} as const satisfies RemoteContract<'testing'>;

type Pages = typeof testing.pages;
export type TestingModules = { [K in keyof Pages]: PageModule<RouteParams<Pages[K]>> };
