import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, textTranslations } from '@nism/platform';
import { fetchExam } from '../../features/exams/api/fetch-exam';
import { fetchExamPlans } from '../../features/exams/api/fetch-exam-plans';
import { fetchMyPurchases } from '../../lib/purchases/fetch-my-purchases';
import { FREE_PLAN, LEARNER, LONG_PLAN, PLANS, PREMIUM_PLAN, X_B, purchase } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import PlansPage from './PlansPage';

jest.mock('../../features/exams/api/fetch-exam');
jest.mock('../../features/exams/api/fetch-exam-plans');
jest.mock('../../lib/purchases/fetch-my-purchases');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const route = '/exams/:examId/plans';
const path = `/exams/${X_B.id}/plans`;

beforeEach(() => {
  jest.mocked(fetchExam).mockResolvedValue(X_B);
  jest.mocked(fetchExamPlans).mockResolvedValue(PLANS);
  jest.mocked(fetchMyPurchases).mockResolvedValue([]);
  jest.mocked(textTranslations).mockResolvedValue(new Map());
});

const card = (title: string) => screen.getByRole('article', { name: title });

test('shows the heading and each plan: titles, badge, Free, rupees and discounts', async () => {
  renderPage(<PlansPage />, { path, route });
  expect(await screen.findByRole('heading', { level: 1, name: `${X_B.name} - Select a Plan` })).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
    'Try for Free',
    '90 Days Access',
    '180 Days Access',
  ]);

  const free = card('Try for Free');
  expect(within(free).getByText('Free')).toBeInTheDocument();
  expect(within(free).queryByText(/% off/)).not.toBeInTheDocument(); // original 0: no discount
  expect(within(free).queryByText('Most Popular')).not.toBeInTheDocument();
  expect(
    within(free)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Demo Questions paper', 'Instant results with explanations', 'Valid until midnight today']);

  const premium = card('90 Days Access');
  expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
  expect(within(premium).getByText('₹899')).toBeInTheDocument();
  expect(within(premium).getByText('₹1,799')).toBeInTheDocument();
  expect(within(premium).getByText('50% off')).toBeInTheDocument();

  const long = card('180 Days Access');
  expect(within(long).getByText('₹1,25,000')).toBeInTheDocument(); // Indian digit grouping
  expect(within(long).getByText('₹2,50,000')).toBeInTheDocument();
  // As the tax invoice does (its total is "tax included"), the page says the prices include GST.
  expect(screen.getByText('All prices are in Indian rupees and include GST.')).toBeInTheDocument();
});

test('in Hindi: the heading, plan names, prices in Indian grouping, discounts and the GST note', async () => {
  // Awaited: the page waits for its Hindi messages' chunk.
  await act(async () => renderPage(<PlansPage />, { path, route, locale: 'hi' }));
  expect(await screen.findByRole('heading', { level: 1, name: `${X_B.name} - प्लान चुनें` })).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
    'मुफ़्त आज़माएँ',
    '90 दिनों की एक्सेस',
    '180 दिनों की एक्सेस',
  ]);
  expect(within(card('मुफ़्त आज़माएँ')).getByText('मुफ़्त')).toBeInTheDocument();
  const premium = card('90 दिनों की एक्सेस');
  expect(within(premium).getByText('सबसे लोकप्रिय')).toBeInTheDocument();
  expect(within(premium).getByText('50% की छूट')).toBeInTheDocument();
  expect(within(premium).getByRole('link', { name: 'अभी खरीदें' })).toBeInTheDocument();
  expect(within(card('180 दिनों की एक्सेस')).getByText('₹1,25,000')).toBeInTheDocument();
  expect(screen.getByText('सभी कीमतें भारतीय रुपये में हैं और इनमें GST शामिल है।')).toBeInTheDocument();
});

test('in Hindi, each benefit line with a reviewed translation is in Hindi, each on its own', async () => {
  jest.mocked(textTranslations).mockResolvedValue(new Map([['Detailed explanation for every question', 'हर प्रश्न की विस्तृत व्याख्या']]));
  await act(async () => renderPage(<PlansPage />, { path, route, locale: 'hi' }));
  const premium = await screen.findByRole('article', { name: '90 दिनों की एक्सेस' });
  expect(
    within(premium)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['All mock tests with case-based practice', 'हर प्रश्न की विस्तृत व्याख्या', 'Unlimited attempts']);
});

test('no discount is shown when the original price is below or equal to the price', async () => {
  jest.mocked(fetchExamPlans).mockResolvedValue([{ ...LONG_PLAN, price: 499, original_price: 299 }]);
  renderPage(<PlansPage />, { path, route });
  const long = await screen.findByRole('article', { name: '180 Days Access' });
  expect(within(long).getByText('₹499')).toBeInTheDocument();
  expect(within(long).queryByText('₹299')).not.toBeInTheDocument();
  expect(within(long).queryByText(/% off/)).not.toBeInTheDocument();
});

test('signed out: choosing a plan asks to log in and never loads checkout', async () => {
  const loader = jest.fn();
  provideRemoteLoader(loader);
  renderPage(<PlansPage />, { path, route });
  // A link to the login page, so that it works before the page's scripts have run (issue 47).
  const buy = await within(await screen.findByRole('article', { name: '90 Days Access' })).findByRole('link', { name: 'Buy Now' });
  expect(buy).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans`)}`);
  await userEvent.click(buy);
  expect(await screen.findByText('Please login to purchase this plan.')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
  // ...and the login page follows, bringing the learner back to these plans.
  expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans`)}`);
});

test("signed out: Start Free Trial's login comes back to the plans opened for the demo", async () => {
  renderPage(<PlansPage />, { path, route });
  await userEvent.click(
    await within(await screen.findByRole('article', { name: 'Try for Free' })).findByRole('link', { name: 'Start Free Trial' }),
  );
  expect(await screen.findByText('Please login to purchase this plan.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans?plan=free`)}`);
});

test('while one plan is processing its button reads Processing... and every plan button is disabled', async () => {
  let settle!: (outcome: { status: 'cancelled' }) => void;
  const purchasePlan = jest.fn(() => new Promise((resolve) => (settle = resolve)));
  const loader = jest.fn(async () => ({ purchasePlan }));
  provideRemoteLoader(loader);
  renderPage(<PlansPage />, { path, route, user: LEARNER });

  await userEvent.click(within(await screen.findByRole('article', { name: '90 Days Access' })).getByRole('button', { name: 'Buy Now' }));

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  for (const button of screen.getAllByRole('button', { name: /Buy Now|Start Free Trial|Processing/ })) {
    expect(button).toBeDisabled();
  }
  expect(loader).toHaveBeenCalledWith('checkout/purchase');
  expect(purchasePlan).toHaveBeenCalledWith(
    {
      exam: { id: X_B.id, name: X_B.name },
      plan: PREMIUM_PLAN,
      user: { id: LEARNER.id, email: 'learner@example.com', fullName: 'Demo Learner' },
    },
    { navigate: expect.any(Function), locale: 'en' }, // the page's language, for checkout's toasts
  );

  await act(async () => settle({ status: 'cancelled' }));
  expect(screen.queryByRole('button', { name: 'Processing...' })).not.toBeInTheDocument();
  expect(within(card('90 Days Access')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  expect(within(card('Try for Free')).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
});

test("a purchase that ends on the page gives the focus back to the plan's button (checkout's dialog had taken it)", async () => {
  let settle!: (outcome: { status: 'cancelled' }) => void;
  const purchasePlan = jest.fn(() => {
    // Checkout's dialog takes the focus, and closes while the button is still disabled: no focus is left.
    const dialogButton = document.body.appendChild(document.createElement('button'));
    dialogButton.focus();
    dialogButton.remove();
    return new Promise((resolve) => (settle = resolve));
  });
  provideRemoteLoader(async () => ({ purchasePlan }));
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  await userEvent.click(within(await screen.findByRole('article', { name: '90 Days Access' })).getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(purchasePlan).toHaveBeenCalled());
  expect(document.body).toHaveFocus();

  await act(async () => settle({ status: 'cancelled' }));
  expect(within(card('90 Days Access')).getByRole('button', { name: 'Buy Now' })).toHaveFocus();
});

test('a checkout remote that cannot be loaded shows an error and clears the processing state', async () => {
  provideRemoteLoader(() => Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-003')));
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  await userEvent.click(within(await screen.findByRole('article', { name: 'Try for Free' })).getByRole('button'));
  expect(await screen.findByText('Checkout unavailable')).toBeInTheDocument();
  expect(screen.getByText(/payment service could not be loaded/)).toBeInTheDocument();
  expect(within(card('Try for Free')).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
});

test('a checkout module that does not answer with an outcome is not taken as handled', async () => {
  provideRemoteLoader(async () => ({ purchasePlan: async () => 'failed' }));
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  await userEvent.click(within(await screen.findByRole('article', { name: '90 Days Access' })).getByRole('button'));
  expect(await screen.findByText('Checkout unavailable')).toBeInTheDocument();
  expect(within(card('90 Days Access')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
});

test('a checkout that throws gets a generic error, and the buttons come back', async () => {
  provideRemoteLoader(async () => ({ purchasePlan: () => Promise.reject(new Error('boom')) }));
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  await userEvent.click(within(await screen.findByRole('article', { name: '90 Days Access' })).getByRole('button'));
  expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  expect(within(card('90 Days Access')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
});

test('a load failure shows the spec toast and goes to /exams', async () => {
  jest.mocked(fetchExamPlans).mockRejectedValue(new Error('network down'));
  renderPage(<PlansPage />, { path, route });
  expect(await screen.findByText('Failed to load exam plans. Please try again later.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/exams$/));
});

test('an unknown exam is a load failure too', async () => {
  jest.mocked(fetchExam).mockResolvedValue(null);
  jest.mocked(fetchExamPlans).mockResolvedValue([]);
  renderPage(<PlansPage />, { path, route });
  expect(await screen.findByText('Failed to load exam plans. Please try again later.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/exams$/));
});

test('the free plan is offered as a free trial', async () => {
  jest.mocked(fetchExamPlans).mockResolvedValue([FREE_PLAN]);
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  expect(await screen.findByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
});

test('while a paid plan of the exam runs the free trial is not offered: its card says why, the paid plans stay', async () => {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  jest.mocked(fetchMyPurchases).mockResolvedValue([purchase(1, X_B, inDays(30))]);
  renderPage(<PlansPage />, { path, route, user: LEARNER });
  const free = await screen.findByRole('article', { name: 'Try for Free' });
  expect(
    await within(free).findByText('Your paid plan is active: it already includes the demo questions and every test.'),
  ).toBeInTheDocument();
  expect(within(free).queryByRole('button')).not.toBeInTheDocument();
  expect(within(card('90 Days Access')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
});
