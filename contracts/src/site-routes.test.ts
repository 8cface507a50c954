import { matchSiteRoute, SITE_ROUTES } from './site-routes';

test("the site's routes: every remote page and shell screen, and /reset-password/…", () => {
  expect(SITE_ROUTES).toEqual(
    expect.arrayContaining([
      '/',
      '/exams',
      '/exams/:examId/info',
      '/exams/:examId/plans',
      '/exams/:examId',
      '/exams/:examId/test/:testId/attempt/:attemptId',
      '/blogs/:slug',
      '/login',
      '/account',
      '/reset-password/*',
    ]),
  );
});

test.each([
  ['/', '/', {}],
  ['/exams/', '/exams', {}],
  ['/EXAMS', '/exams', {}],
  ['/exams/abc/info', '/exams/:examId/info', { examId: 'abc' }],
  ['/exams/abc', '/exams/:examId', { examId: 'abc' }],
  ['/exams/e/test/t/results/a', '/exams/:examId/test/:testId/results/:attemptId', { examId: 'e', testId: 't', attemptId: 'a' }],
  ['/blogs/some-post', '/blogs/:slug', { slug: 'some-post' }],
  ['/reset-password/reset-password', '/reset-password/*', {}],
  ['/studio', '/studio/*', {}],
  ['/studio/questions/abc', '/studio/*', {}],
  ['/Studio/import/', '/studio/*', {}],
])('%s is the route %s', (path, pattern, params) => {
  expect(matchSiteRoute(path)).toEqual({ pattern, params });
});

test.each(['/no/such/page', '/exams/abc/nope', '/blogs/a/b', '/exams//info', '/loginx', '/reset-passwordx/a', '/studiox', '/studiox/a'])(
  '%s is no route',
  (path) => {
    expect(matchSiteRoute(path)).toBeUndefined();
  },
);
