import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { ProfileSection } from './ProfileSection';
import { fakeAccountBackend, LEARNER, renderSignedIn } from '../../testing/account';

describe('ProfileSection', () => {
  it('shows the saved name and opt-in, and saves both to the user metadata', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<ProfileSection user={LEARNER} />);
    const name = screen.getByLabelText('Full Name');
    const optIn = screen.getByRole('checkbox', { name: /exam tips/ });
    expect(name).toHaveValue('Asha Learner');
    expect(optIn).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Nair');
    await userEvent.click(optIn);
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(auth.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Asha Nair', marketing_opt_in: true } });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('requires a name and does not call the backend without one', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<ProfileSection user={LEARNER} />);
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows the generic message when the backend cannot be reached', async () => {
    fakeAccountBackend({
      auth: { updateUser: jest.fn().mockResolvedValue({ data: {}, error: new AuthRetryableFetchError('Failed to fetch', 0) }) },
    });
    renderSignedIn(<ProfileSection user={LEARNER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
