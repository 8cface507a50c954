import { screen, within } from '@testing-library/react';
import { fetchAuditLog } from './features/audit/api/fetch-audit-log';
import { fetchStudioOptions } from './features/questions/api/fetch-studio-options';
import { fetchStudioQuestions } from './features/questions/api/fetch-studio-questions';
import { ADMIN, EDITOR, LEARNER, OPTIONS } from './testing/fixtures';
import { renderPage } from './testing/render';
import StudioApp from './exposes/StudioApp';

jest.mock('./features/questions/api/fetch-studio-options');
jest.mock('./features/questions/api/fetch-studio-questions');
jest.mock('./features/staff/api/fetch-staff');
jest.mock('./features/audit/api/fetch-audit-log');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStudioOptions).mockResolvedValue(OPTIONS);
  jest.mocked(fetchStudioQuestions).mockResolvedValue({ total: 0, rows: [] });
});

test.each([['/studio'], ['/studio/questions/q1'], ['/studio/import'], ['/studio/reports'], ['/studio/audit'], ['/studio/staff']])(
  'a learner at %s is refused: Staff only, with a link home and no studio data read',
  (path) => {
    renderPage(<StudioApp />, { path, user: LEARNER });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText(/This area is for the content team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Studio' })).not.toBeInTheDocument();
    expect(fetchStudioQuestions).not.toHaveBeenCalled();
  },
);

test('signed out: the refusal offers the sign-in page', () => {
  renderPage(<StudioApp />, { path: '/studio' });
  expect(screen.getByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test("an editor gets the studio's nav, without Staff", async () => {
  renderPage(<StudioApp />, { path: '/studio', user: EDITOR });
  const nav = screen.getByRole('navigation', { name: 'Studio' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Questions', 'Papers', 'Import', 'Site texts', 'Reports', 'Messages', 'Audit log']);
  expect(within(nav).getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
});

test('an editor who opens the staff page sees "Admins only"', () => {
  renderPage(<StudioApp />, { path: '/studio/staff', user: EDITOR });
  expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Staff' })).not.toBeInTheDocument();
});

test('an admin also gets Staff in the nav', async () => {
  jest.mocked(fetchAuditLog).mockResolvedValue([]);
  renderPage(<StudioApp />, { path: '/studio/audit', user: ADMIN });
  expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Studio' })).getByRole('link', { name: 'Staff' })).toHaveAttribute(
    'href',
    '/studio/staff',
  );
});

test('an unknown studio path is not found', () => {
  renderPage(<StudioApp />, { path: '/studio/nothing-here', user: EDITOR });
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
});
