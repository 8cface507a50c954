import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchNismExams } from '../../features/exams/api/fetch-nism-exams';
import { EXAMS, LEARNER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import HomePage from './HomePage';

jest.mock('../../features/exams/api/fetch-nism-exams');

const [X_A] = EXAMS;

beforeEach(() => jest.mocked(fetchNismExams).mockResolvedValue(EXAMS));

const firstCard = async () => screen.findByRole('article', { name: X_A.name });

test('hero, Explore Exams and the three feature tiles', async () => {
  renderPage(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore Exams' })).toHaveAttribute('href', '/exams');
  for (const title of ['Comprehensive Study Material', 'Verified Content', 'Exam-Faithful Practice']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.queryByText(/guarantee/i)).not.toBeInTheDocument();
  await firstCard();
});

test('skeleton cards hold the carousel while the exams load', () => {
  jest.mocked(fetchNismExams).mockReturnValue(new Promise(() => {}));
  const { container } = renderPage(<HomePage />);
  expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

test("signed out: Try Free and Buy Now lead to /login, carrying the exam's plans as next; the title leads to the info page", async () => {
  renderPage(<HomePage />);
  const card = await firstCard();
  expect(within(card).getByRole('link', { name: X_A.name })).toHaveAttribute('href', `/exams/${X_A.id}/info`);
  const next = (name: string) => {
    const url = new URL(within(card).getByRole('link', { name }).getAttribute('href')!, 'http://x');
    return [url.pathname, url.searchParams.get('next')];
  };
  expect(next('Try Free')).toEqual(['/login', `/exams/${X_A.id}/plans?plan=free`]);
  expect(next('Buy Now')).toEqual(['/login', `/exams/${X_A.id}/plans`]);
});

test('signed in: Try Free and Buy Now lead to the exam plans', async () => {
  renderPage(<HomePage />, { user: LEARNER });
  const card = await firstCard();
  expect(within(card).getByRole('link', { name: 'Try Free' })).toHaveAttribute('href', `/exams/${X_A.id}/plans?plan=free`);
  await userEvent.click(within(card).getByRole('link', { name: 'Buy Now' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${X_A.id}/plans`);
});

test('a failed exam list can be retried', async () => {
  jest.mocked(fetchNismExams).mockRejectedValueOnce(new Error('offline'));
  renderPage(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the exams.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await firstCard()).toBeInTheDocument();
});
