import { act, screen, within } from '@testing-library/react';
import { fetchMyPurchases } from '../../lib/purchases/fetch-my-purchases';
import { fetchNismExams } from '../../features/exams/api/fetch-nism-exams';
import { EXAMS, LEARNER, purchase } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import ExamsPage from './ExamsPage';

jest.mock('../../features/exams/api/fetch-nism-exams');
jest.mock('../../lib/purchases/fetch-my-purchases');

const [X_A, X_B, V_A] = EXAMS;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

beforeEach(() => {
  jest.mocked(fetchNismExams).mockResolvedValue(EXAMS);
  jest.mocked(fetchMyPurchases).mockResolvedValue([]);
});

test("shows 'Loading...' while fetching", async () => {
  jest.mocked(fetchNismExams).mockReturnValue(new Promise(() => {}));
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

test("a slow backend: 'Still loading…' joins 'Loading...' after 2 s", async () => {
  jest.useFakeTimers();
  jest.mocked(fetchNismExams).mockReturnValue(new Promise(() => {}));
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams' });
  expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(2000));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.getByText('Still loading…')).toBeInTheDocument();
  jest.useRealTimers();
});

test('signed out: no My Exams, only All Available Exams', async () => {
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams' });
  expect(await screen.findByRole('heading', { name: 'All Available Exams' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'My Exams' })).not.toBeInTheDocument();
  expect(fetchMyPurchases).not.toHaveBeenCalled();
});

test('My Exams: Active and Expired rows, the name links to the exam only while active', async () => {
  jest
    .mocked(fetchMyPurchases)
    .mockResolvedValue([purchase(1, X_A, inDays(89), '2025-03-01T05:00:00Z'), purchase(2, X_B, inDays(-1), '2025-02-10T05:00:00Z')]);
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams', user: LEARNER });
  const table = await screen.findByRole('table', { name: 'My Exams' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Sr No', 'Exam Name', 'Purchase Date', 'Expiry Date', 'Status']);
  const [, active, expired] = within(table).getAllByRole('row');
  expect(within(active).getByText('1')).toBeInTheDocument();
  expect(within(active).getByText('Active')).toBeInTheDocument();
  expect(within(active).getByText('01 Mar 2025')).toBeInTheDocument();
  expect(within(active).getByRole('link', { name: X_A.name })).toHaveAttribute('href', `/exams/${X_A.id}`);

  expect(within(expired).getByText('2')).toBeInTheDocument();
  expect(within(expired).getByText('Expired')).toBeInTheDocument();
  expect(within(expired).getByText('10 Feb 2025')).toBeInTheDocument();
  expect(within(expired).getByText(X_B.name)).toBeInTheDocument();
  // An expired plan no longer opens its tests, but its history stays readable.
  expect(
    within(expired)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([`/exams/${X_B.id}/progress`]);
  expect(within(active).getByRole('link', { name: 'Open tests' })).toHaveAttribute('href', `/exams/${X_A.id}`);
  expect(within(active).getByRole('link', { name: `Progress in ${X_A.name}` })).toHaveAttribute('href', `/exams/${X_A.id}/progress`);
  expect(fetchMyPurchases).toHaveBeenCalledTimes(1);
});

test("My Exams follows the server's judgement of expiry, not this device's clock", async () => {
  // The device's clock is a day ahead: the plan it thinks has ended is active on the server, and the reverse.
  const serverActive = { ...purchase(1, X_A, inDays(-1)), active: true };
  const serverExpired = { ...purchase(2, X_B, inDays(1)), active: false };
  jest.mocked(fetchMyPurchases).mockResolvedValue([serverActive, serverExpired]);
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams', user: LEARNER });
  const table = await screen.findByRole('table', { name: 'My Exams' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getByText('Active')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Open tests' })).toHaveAttribute('href', `/exams/${X_A.id}`);
  expect(within(second).getByText('Expired')).toBeInTheDocument();
  expect(within(second).queryByRole('link', { name: 'Open tests' })).not.toBeInTheDocument();
});

test('My Exams: one row per exam, the longest active access with the overlapped demo listed under it, and Open tests', async () => {
  jest
    .mocked(fetchMyPurchases)
    .mockResolvedValue([purchase(1, X_A, inDays(90), '2025-03-02T05:00:00Z'), purchase(2, X_A, inDays(1), '2025-03-01T05:00:00Z')]);
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams', user: LEARNER });
  const table = await screen.findByRole('table', { name: 'My Exams' });
  const [, row, ...others] = within(table).getAllByRole('row');
  expect(others).toEqual([]);
  expect(within(row).getAllByText('Active')).toHaveLength(1);
  expect(within(row).getByText('02 Mar 2025')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Open tests' })).toHaveAttribute('href', `/exams/${X_A.id}`);
  const superseded = within(row).getByRole('list', { name: `Superseded accesses to ${X_A.name}` });
  expect(within(superseded).getByRole('listitem')).toHaveTextContent(/^Superseded: 01 Mar 2025 – /);
});

test('My Exams with no purchases says so', async () => {
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams', user: LEARNER });
  expect(await screen.findByText("You haven't purchased any exams yet.")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'All Available Exams' })).toBeInTheDocument();
});

test('the carousel lists the exams', async () => {
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams' });
  const carousel = await screen.findByRole('region', { name: 'All Available Exams' });
  expect(within(carousel).getByRole('link', { name: X_A.name })).toHaveAttribute('href', `/exams/${X_A.id}/info`);
  expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(EXAMS.length);
  expect(V_A).toBeDefined();
});

test('signed in: the purchases are read once, and the cards follow them (Go to tests, no Try Free, for the active exam)', async () => {
  jest
    .mocked(fetchMyPurchases)
    .mockClear()
    .mockResolvedValue([purchase(1, X_A, inDays(30), '2025-03-01T05:00:00Z')]);
  renderPage(<ExamsPage />, { path: '/exams', route: '/exams', user: LEARNER });
  const carousel = await screen.findByRole('region', { name: 'All Available Exams' });
  const cards = within(carousel).getAllByRole('group', { hidden: true });
  const card = (name: string) => cards.find((c) => within(c).queryByRole('link', { name, hidden: true }))!;
  expect(within(card(X_A.name)).getByRole('link', { name: 'Go to tests', hidden: true })).toHaveAttribute('href', `/exams/${X_A.id}`);
  expect(within(card(X_A.name)).queryByRole('link', { name: 'Try Free', hidden: true })).not.toBeInTheDocument();
  expect(within(card(X_B.name)).getByRole('link', { name: 'Try Free', hidden: true })).toBeInTheDocument();
  expect(fetchMyPurchases).toHaveBeenCalledTimes(1);
});
