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

/**
 * The remote page module a path renders, if a remote renders it. Matched here rather than with the router's
 * matchPath: this runs in the entry chunk, before the router's shared chunk has arrived. The patterns above are
 * plain segments and `:params`, matched as react-router does (case-insensitive, one trailing slash allowed).
 */
export function remotePageFor(pathname: string): RemotePageId | undefined {
  return remoteRouteAt(pathname)?.id;
}

/** The remote page at `pathname` with the route's params (`/exams/:examId/plans` gives `{ examId }`). */
export function remoteRouteAt(pathname: string): { id: RemotePageId; params: Record<string, string> } | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const { path, id } of REMOTE_ROUTES) {
    const pattern = path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((p, i) => {
      if (!p.startsWith(':')) return p.toLowerCase() === segments[i].toLowerCase();
      params[p.slice(1)] = decodeSegment(segments[i]);
      return segments[i] !== '';
    });
    if (matches) return { id, params };
  }
  return undefined;
}

/** A path segment decoded as the router decodes params; a malformed escape stays as typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
