import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { fakeAccountBackend, LEARNER, renderSignedIn } from '../../testing/account';
import { TwoFactorSection } from './TwoFactorSection';

const mfaFake = () => ({
  enroll: jest.fn().mockResolvedValue({
    data: { id: 'f-new', totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'KEYKEYKEY234' } },
    error: null,
  }),
  unenroll: jest.fn().mockResolvedValue({ data: {}, error: null }),
  challengeAndVerify: jest.fn().mockResolvedValue({ data: {}, error: null }),
});

describe('TwoFactorSection', () => {
  it('turns two-step sign-in on: QR code and key, then the code from the app', async () => {
    const mfa = mfaFake();
    fakeAccountBackend({ auth: { mfa: mfa as never } });
    renderSignedIn(<TwoFactorSection user={LEARNER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('KEYKEYKEY234')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '12{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type the 6 digits the app shows.');
    await userEvent.type(screen.getByLabelText('6-digit code'), '3456{Enter}');
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-new', code: '123456' });
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
  });

  it('turns it off for an account that has it', async () => {
    const mfa = mfaFake();
    const { auth } = fakeAccountBackend({ auth: { mfa: mfa as never } });
    const user = { ...LEARNER, factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] } as unknown as User;
    renderSignedIn(<TwoFactorSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
    expect(auth.refreshSession).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });
});
