import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@nism/platform';
import { renderPage } from '../../testing/render';
import { sendContactMessage } from '../../features/contact/api/send-message';
import ContactPage from './ContactPage';

jest.mock('../../features/contact/api/send-message', () => ({
  ...jest.requireActual('../../features/contact/api/send-message'),
  sendContactMessage: jest.fn(),
}));

const renderHindi = () => act(async () => renderPage(<ContactPage />, { locale: 'hi' }));
const field = (name: string) => screen.getByRole('textbox', { name });

test('in Hindi: the headings, the cards and the form', async () => {
  await renderHindi();
  expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'हमें संदेश भेजें' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'फ़ोन' })).toHaveTextContent('सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक (IST)');
  expect(screen.getByRole('region', { name: 'पता' })).toHaveTextContent('Kakkanad, Kochi, Kerala 682030');
});

test("in Hindi: the form's errors are in Hindi, on the fields, with focus on the first", async () => {
  const user = userEvent.setup();
  await renderHindi();
  await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
  expect(field('नाम')).toHaveAccessibleDescription('कृपया अपना नाम लिखें।');
  expect(field('ईमेल')).toHaveAccessibleDescription('कृपया अपना ईमेल पता लिखें।');
  expect(field('संदेश')).toHaveAccessibleDescription('कृपया संदेश लिखें।');
  expect(field('नाम')).toHaveFocus();

  await user.type(field('नाम'), 'आशा मेनन');
  await user.type(field('ईमेल'), 'asha@example');
  await user.type(field('संदेश'), 'अगला मॉक टेस्ट कब आएगा?');
  await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
  expect(field('ईमेल')).toHaveAccessibleDescription('कृपया सही ईमेल पता लिखें, जैसे name@example.com');
  expect(sendContactMessage).not.toHaveBeenCalled();
});

test('in Hindi: a refused send says why in Hindi and keeps what was typed; a sent one confirms in Hindi', async () => {
  jest
    .mocked(sendContactMessage)
    .mockRejectedValueOnce(new ApiError('Too many messages from this connection. Please try again in an hour.', 'PT429', 429))
    .mockResolvedValueOnce();
  const user = userEvent.setup();
  await renderHindi();
  await user.type(field('नाम'), 'आशा मेनन');
  await user.type(field('ईमेल'), 'asha@example.com');
  await user.type(field('संदेश'), 'अगला मॉक टेस्ट कब आएगा?');
  await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'आपका संदेश नहीं भेजा जा सका: कम समय में बहुत ज़्यादा संदेश भेजे गए हैं। कृपया एक घंटे बाद फिर कोशिश करें, या हमें ईमेल लिखें। आपने जो लिखा था, वह यहीं है।',
  );
  expect(screen.getByText('संदेश नहीं भेजा जा सका')).toBeInTheDocument();
  expect(field('संदेश')).toHaveValue('अगला मॉक टेस्ट कब आएगा?');

  await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
  expect(await screen.findByText('संदेश भेज दिया गया!')).toBeInTheDocument();
  expect(field('संदेश')).toHaveValue('');
});
