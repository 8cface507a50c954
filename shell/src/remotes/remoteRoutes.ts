import { matchPath } from 'shared-ui';
import type { RemotePageId } from './modules';

/** Every route a remote page renders, in route-table order (routes.tsx builds its <Route>s from this list). */
export const REMOTE_ROUTES: readonly { path: string; id: RemotePageId }[] = [
  { path: '/', id: 'catalog/HomePage' },
  { path: '/contact', id: 'content/ContactPage' },
  { path: '/exams', id: 'catalog/ExamsPage' },
  { path: '/exams/:examId/info', id: 'catalog/ExamInfoPage' },
  { path: '/exams/:examId/plans', id: 'catalog/PlansPage' },
  { path: '/exams/:examId', id: 'testing/ExamDetailPage' },
  { path: '/exams/:examId/test/:testId/attempt/:attemptId', id: 'testing/AttemptPage' },
  { path: '/exams/:examId/test/:testId/results/:attemptId', id: 'testing/ResultsPage' },
  { path: '/blogs', id: 'content/BlogsPage' },
  { path: '/blogs/:slug', id: 'content/BlogPostPage' },
  { path: '/terms', id: 'content/TermsPage' },
  { path: '/privacy', id: 'content/PrivacyPage' },
  { path: '/refund-policy', id: 'content/RefundPolicyPage' },
];

/** The remote page module a path renders, if a remote renders it. */
export function remotePageFor(pathname: string): RemotePageId | undefined {
  return REMOTE_ROUTES.find((r) => matchPath(r.path, pathname))?.id;
}
