import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { fetchMessages, setMessageStatus, type ContactMessage } from '../../features/messages/api/messages';
import { EDITOR } from '../../testing/fixtures';
import { currentLocation, renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/messages/api/messages', () => ({
  ...jest.requireActual('../../features/messages/api/messages'),
  fetchMessages: jest.fn(),
  setMessageStatus: jest.fn(),
}));

const MESSAGE: ContactMessage = {
  id: 7,
  created_at: '2026-12-06T05:30:00Z',
  name: 'Asha Menon',
  email: 'asha@example.com',
  message: 'When is the next mock?\nThanks',
  status: 'new',
  status_changed_at: null,
  account_email: null,
  status_changed_by_email: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMessages).mockResolvedValue({ total: 1, rows: [MESSAGE] });
  jest.mocked(setMessageStatus).mockResolvedValue({ id: 7, status: 'answered' });
});

test('staff read new messages, reply by a mail link that quotes the message, and mark them answered', async () => {
  renderPage(<StudioApp />, { path: '/studio/messages', user: EDITOR });
  expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  const card = await screen.findByRole('article', { name: 'Asha Menon' });
  expect(card).toHaveTextContent('asha@example.com');
  expect(card).toHaveTextContent('not signed in');
  expect(fetchMessages).toHaveBeenCalledWith('new');
  const reply = within(card).getByRole('link', { name: 'Reply by email' });
  expect(reply.getAttribute('href')).toMatch(/^mailto:asha%40example\.com\?subject=Re%3A%20your%20message%20to%20NISM%20Practice&body=/);
  expect(decodeURIComponent(reply.getAttribute('href')!.split('body=')[1])).toContain('> When is the next mock?\n> Thanks');
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Mark answered' })));
  expect(setMessageStatus).toHaveBeenCalledWith(7, 'answered');
  expect(await screen.findByText('Marked answered')).toBeInTheDocument();
  expect(fetchMessages).toHaveBeenCalledTimes(2);
});

test('the tabs show answered and closed messages; a refusal (no second factor) says why', async () => {
  jest
    .mocked(setMessageStatus)
    .mockRejectedValue(
      new ApiError('Studio changes need your second factor: enter the code from your authenticator app, then try again.', 'AAL2'),
    );
  renderPage(<StudioApp />, { path: '/studio/messages', user: EDITOR });
  await screen.findByRole('article', { name: 'Asha Menon' });
  fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
  expect(currentLocation()).toBe('/studio/messages?status=closed');
  expect(fetchMessages).toHaveBeenLastCalledWith('closed');
  const card = await screen.findByRole('article', { name: 'Asha Menon' });
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Close' })));
  expect(await screen.findByText(/Studio changes need your second factor/)).toBeInTheDocument();
});
