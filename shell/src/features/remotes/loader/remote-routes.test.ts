import { matchPath } from '@nism/shared-ui';
import { REMOTE_ROUTES } from '../../../lib/route-table';
import { remotePageFor, remoteRouteAt } from './remote-routes';

describe('remotePageFor', () => {
  it('names the remote page of each route, with params and a trailing slash', () => {
    expect(remotePageFor('/')).toBe('catalog/HomePage');
    expect(remotePageFor('/exams')).toBe('catalog/ExamsPage');
    expect(remotePageFor('/exams/')).toBe('catalog/ExamsPage');
    expect(remotePageFor('/exams/abc/plans')).toBe('catalog/PlansPage');
    expect(remotePageFor('/exams/abc')).toBe('testing/ExamDetailPage');
    expect(remotePageFor('/exams/e/test/t/attempt/a')).toBe('testing/AttemptPage');
    expect(remotePageFor('/Blogs/nism-series-xa-overview')).toBe('content/BlogPostPage');
  });

  it('gives the route params, decoded, and survives a malformed escape', () => {
    expect(remoteRouteAt('/exams/a%20b/plans')).toEqual({ id: 'catalog/PlansPage', params: { examId: 'a b' } });
    expect(remoteRouteAt('/exams/%E0%A4%A/plans')).toEqual({ id: 'catalog/PlansPage', params: { examId: '%E0%A4%A' } });
  });

  it('names none for the shell’s own screens and unknown paths', () => {
    for (const path of ['/login', '/register', '/reset-password', '/exams/abc/unknown', '/nowhere', '/exams//plans']) {
      expect(remotePageFor(path)).toBeUndefined();
    }
  });

  it('agrees with the router on every route pattern', () => {
    const samples = [
      '/',
      '/exams',
      '/exams/x/info',
      '/exams/x/plans',
      '/exams/x',
      '/exams/x/test/y/attempt/z',
      '/exams/x/test/y/results/z',
      '/blogs',
      '/blogs/a',
      '/terms',
      '/privacy',
      '/refund-policy',
      '/contact',
      '/login',
      '/exams/x/y',
    ];
    for (const path of samples) {
      expect(remotePageFor(path)).toBe(REMOTE_ROUTES.find((r) => matchPath(r.path, path))?.id);
    }
  });
});
