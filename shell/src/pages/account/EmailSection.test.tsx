import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSection } from './EmailSection';
import { fakeAccountBackend, renderSignedIn } from '../../testing/account';

describe('EmailSection', () => {
  it('asks for the change and says links went to both addresses', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<EmailSection email="learner@example.com" />);
    await userEvent.type(screen.getByLabelText('New Email'), 'asha@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(auth.updateUser).toHaveBeenCalledWith({ email: 'asha@example.org' }, { emailRedirectTo: `${window.location.origin}/account` });
    expect(await screen.findByText('Check both inboxes')).toBeInTheDocument();
    expect(screen.getByText(/Confirmation links were sent to learner@example.com and asha@example.org/)).toBeInTheDocument();
  });

  it('refuses an invalid address or the current one without calling the backend', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<EmailSection email="learner@example.com" />);
    const field = screen.getByLabelText('New Email');
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.clear(field);
    await userEvent.type(field, 'Learner@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(field).toHaveAccessibleDescription('This is already your email');
    expect(auth.updateUser).not.toHaveBeenCalled();
  });
});
