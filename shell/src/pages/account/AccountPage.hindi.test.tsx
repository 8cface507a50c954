// The account page on a Hindi page (/hi/account): its heading and every section in Hindi.
import { screen } from '@testing-library/react';
import { AccountPage } from './AccountPage';
import { fakeAccountBackend, renderSignedInInHindi } from '../../testing/account';

jest.mock('../../features/remotes/loader/registry', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <p>No purchases</p> })),
}));

test('the account page and each of its sections are in Hindi', async () => {
  fakeAccountBackend();
  await renderSignedInInHindi(<AccountPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
  expect(screen.getByText('अपनी प्रोफ़ाइल, लॉग इन की जानकारी, खरीदारी और निजी डेटा यहाँ सँभालें।')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'प्रोफ़ाइल',
    'पासवर्ड',
    'ईमेल',
    'दो-चरण लॉग इन',
    'खरीदारी और रसीदें',
    'आपका डेटा',
    'परफ़ॉर्मेंस और त्रुटि रिपोर्ट',
    'खाता हटाएँ',
  ]);
  expect(screen.getByText('आप learner@example.com से लॉग इन करते हैं। इसे बदलने के लिए दोनों पतों से बदलाव की पुष्टि करें।')).toBeInTheDocument();
  expect(screen.getByLabelText('पुष्टि के लिए learner@example.com टाइप करें')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
  expect(document.title).toBe('मेरा खाता | NISM Practice');
});
