// Registration on a Hindi page (/hi/register): labels, validation and the confirmation mail's link in Hindi.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabaseAuth, renderInHindi } from '../../testing/render';
import { RegisterPage } from './RegisterPage';

jest.mock('../../features/auth/api/fetch-exam-name');

const TERMS = 'मैं सेवा की शर्तें और गोपनीयता नीति से सहमत हूँ';
const submit = () => userEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));

describe('RegisterPage in Hindi', () => {
  it('checks the form in Hindi: required fields, then the terms, then the passwords', async () => {
    const auth = fakeSupabaseAuth();
    await renderInHindi(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षर');
    await submit();
    expect(screen.getByLabelText('पूरा नाम')).toHaveAccessibleDescription('पूरा नाम ज़रूरी है');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षर पासवर्ड ज़रूरी है');
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें')).toHaveAccessibleDescription('कृपया पासवर्ड दोबारा डालकर उसकी पुष्टि करें');

    await userEvent.type(screen.getByLabelText('पूरा नाम'), 'आशा नायर');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await userEvent.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'secret124');
    await submit();
    expect(await screen.findByText('शर्तें स्वीकार नहीं की गईं')).toBeInTheDocument();
    expect(screen.getByText('आगे बढ़ने के लिए सेवा की शर्तें और गोपनीयता नीति स्वीकार करना ज़रूरी है।')).toBeInTheDocument();

    // The terms sentence keeps Hindi's word order around its two links.
    const terms = screen.getByRole('checkbox', { name: TERMS });
    expect(screen.getByRole('link', { name: 'सेवा की शर्तें' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(terms);
    await submit();
    expect(await screen.findByText('आपके डाले गए दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up with a confirmation link back to the Hindi login page', async () => {
    const auth = fakeSupabaseAuth();
    await renderInHindi(<RegisterPage />, { route: '/register' });
    await userEvent.type(screen.getByLabelText('पूरा नाम'), 'आशा नायर');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await userEvent.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
    await submit();
    expect(await screen.findByText('रजिस्ट्रेशन हो गया')).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/hi/login` }) }),
    );
  });
});
