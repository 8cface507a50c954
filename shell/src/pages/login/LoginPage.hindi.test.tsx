// The login page on a Hindi page (/hi/login): its texts, its errors and the reset mail's link in Hindi.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { fakeSupabaseAuth, renderInHindi } from '../../testing/render';
import { LoginPage } from './LoginPage';

jest.mock('../../features/auth/api/fetch-exam-name');

const renderLogin = () => renderInHindi(<LoginPage />, { route: '/login' });
const loginButton = () => screen.getByRole('button', { name: 'लॉग इन' });

describe('LoginPage in Hindi', () => {
  it('says everything in Hindi, and its field errors too', async () => {
    const auth = fakeSupabaseAuth();
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByText('फिर से स्वागत है! अपनी तैयारी जारी रखने के लिए लॉग इन करें।')).toBeInTheDocument();
    expect(document.title).toBe('लॉग इन | NISM Practice');
    await userEvent.click(loginButton());
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल ज़रूरी है');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha');
    await userEvent.click(loginButton());
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('कृपया सही ईमेल पता डालें');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it("says a refused login in Hindi (GoTrue's commonest refusals are known), and the generic failure too", async () => {
    const signInWithPassword = jest
      .fn()
      .mockResolvedValueOnce({ data: {}, error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials') })
      .mockRejectedValueOnce(new AuthRetryableFetchError('Failed to fetch', 0));
    fakeSupabaseAuth({ signInWithPassword });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'wrong-password{Enter}');
    expect(await screen.findByText('लॉग इन नहीं हो सका')).toBeInTheDocument();
    expect(screen.getByText('लॉग इन की जानकारी गलत है: ईमेल या पासवर्ड सही नहीं है')).toBeInTheDocument();
    await userEvent.click(loginButton());
    expect(await screen.findByText('कोई त्रुटि हुई')).toBeInTheDocument();
    expect(screen.getByText('कृपया कुछ देर बाद फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it('asks for the email in Hindi before a reset, and mails a link back to the Hindi reset page', async () => {
    const auth = fakeSupabaseAuth();
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(await screen.findByText('पासवर्ड रीसेट करने के लिए कृपया अपना ईमेल पता डालें।')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(await screen.findByRole('button', { name: 'रीसेट ईमेल भेज दिया गया' })).toBeDisabled();
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('asha@example.com', {
      redirectTo: `${window.location.origin}/hi/reset-password`,
    });
  });
});
