import { buildPath, matchRoute } from './route';
import * as paths from './paths';
import { checkContractVersion, exposeKeys, pageRoutes } from './remotes';

test('path builders fill and encode the params of the contract routes', () => {
  expect(paths.plans('abc')).toBe('/exams/abc/plans');
  expect(paths.attempt('e', 't', 'a')).toBe('/exams/e/test/t/attempt/a');
  expect(paths.progress('e')).toBe('/exams/e/progress');
  expect(paths.practice('e')).toBe('/exams/e/practice');
  expect(paths.practice('e', 'Risk & return')).toBe('/exams/e/practice?topic=Risk%20%26%20return');
  expect(paths.blogPost('a b/c')).toBe('/blogs/a%20b%2Fc');
  expect(paths.home()).toBe('/');
  expect(() => buildPath('/exams/:examId', { examId: '' })).toThrow('"examId" is missing');
});

test('routes match as react-router matches them', () => {
  expect(matchRoute('/exams/:examId/plans', '/EXAMS/x%20y/plans/')).toEqual({ examId: 'x y' });
  expect(matchRoute('/exams/:examId', '/exams/%E0%A4')).toEqual({ examId: '%E0%A4' });
  expect(matchRoute('/exams/:examId', '/exams/')).toBeUndefined();
  expect(matchRoute('/', '/')).toEqual({});
});

test('each remote lists its exposes and page routes', () => {
  expect(exposeKeys('checkout')).toEqual(['./purchase', './PurchaseHistory']);
  expect(exposeKeys('catalog')).toContain('./PlansPage');
  expect(pageRoutes('testing')).toContainEqual({ path: '/exams/:examId', id: 'testing/ExamDetailPage' });
});

test('a module built for another contract version is refused', () => {
  const mod = { default: () => null };
  expect(checkContractVersion('catalog/HomePage', mod)).toBe(mod);
  expect(checkContractVersion('catalog/HomePage', { ...mod, contractVersion: 1 })).toBeTruthy();
  expect(() => checkContractVersion('catalog/HomePage', { ...mod, contractVersion: 2 })).toThrow('built for contract version 2');
});
