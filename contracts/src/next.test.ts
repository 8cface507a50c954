import { safeNext } from './next';
import { NEXT_PARAM, withNext } from './next-param';
import * as paths from './paths';

const EXAM = '00000000-0000-4000-a000-000000000003';

test("the site's own pages are accepted, with their query and fragment", () => {
  expect(safeNext(`/exams/${EXAM}/plans`)).toBe(`/exams/${EXAM}/plans`);
  expect(safeNext(`/exams/${EXAM}/plans?plan=free`)).toBe(`/exams/${EXAM}/plans?plan=free`);
  expect(safeNext('/blogs#top')).toBe('/blogs#top');
  expect(safeNext('/')).toBe('/');
});

test.each([
  ['another origin', 'https://evil.example/exams'],
  ['a protocol-relative URL', '//evil.example/exams'],
  ['a backslash the browser reads as a slash', '/\\evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path', 'exams'],
  ['a control character', '/exams\n'],
  ['an unknown path', '/wp-admin'],
  ['the login screen (a loop)', '/login?next=/login'],
  ['the registration screen', '/register'],
  ['a reset link', '/reset-password/x'],
  ['nothing', ''],
  ['null', null],
])('refuses %s', (_, raw) => {
  expect(safeNext(raw)).toBeNull();
});

test('the login and registration paths carry next, encoded; without one they are the spec routes', () => {
  expect(paths.login()).toBe('/login');
  expect(paths.register()).toBe('/register');
  expect(paths.login(`/exams/${EXAM}/plans`)).toBe(`/login?${NEXT_PARAM}=%2Fexams%2F${EXAM}%2Fplans`);
  expect(withNext('/register', '/exams?x=1&y=2')).toBe('/register?next=%2Fexams%3Fx%3D1%26y%3D2');
  expect(safeNext(new URLSearchParams(paths.login('/exams?x=1&y=2').split('?')[1]).get(NEXT_PARAM))).toBe('/exams?x=1&y=2');
});
