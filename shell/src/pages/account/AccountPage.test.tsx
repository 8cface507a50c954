import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { TestAuthProvider } from '@nism/shared-auth';
import { AppToaster, MemoryRouter, Route, Routes } from '@nism/shared-ui';
import { AccountPage } from './AccountPage';
import { fakeAccountBackend, LEARNER, renderSignedIn } from '../../testing/account';
import { LocationProbe, renderAt } from '../../testing/render';

jest.mock('../../features/remotes/loader/registry', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <p>No purchases</p> })),
}));

describe('AccountPage', () => {
  it('sends a signed-out visitor to /login', async () => {
    renderAt(<AccountPage />, { route: '/account' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('shows every part of the account, in order', async () => {
    fakeAccountBackend();
    renderSignedIn(<AccountPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile',
      'Password',
      'Email',
      'Two-step sign-in',
      'Purchases and receipts',
      'Your data',
      'Performance and error reports',
      'Delete account',
    ]);
    expect(screen.getByText(/You sign in with learner@example.com/)).toBeInTheDocument();
    expect(await screen.findByText('No purchases')).toBeInTheDocument();
  });
});

describe('AccountPage after an email change confirmed on another device', () => {
  // This device's session was started before the change: its user still carries the old address.
  const NEW_EMAIL = 'asha.new@example.com';
  const serverSaysNewEmail = () =>
    fakeAccountBackend({
      auth: { getUser: jest.fn().mockResolvedValue({ data: { user: { ...LEARNER, email: NEW_EMAIL } }, error: null }) },
    });

  it("shows and asks for the backend's current address, not the session's old one", async () => {
    const { auth, rpc } = serverSaysNewEmail();
    renderSignedIn(<AccountPage />);
    expect(
      await screen.findByText(`You sign in with ${NEW_EMAIL}. To change it, confirm the change from both addresses.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/learner@example\.com/)).not.toBeInTheDocument();
    expect(auth.getUser).toHaveBeenCalledTimes(1);
    expect(auth.refreshSession).toHaveBeenCalledTimes(1); // the rest of the site follows once the token is fresh

    const button = screen.getByRole('button', { name: 'Delete My Account' });
    await userEvent.type(screen.getByLabelText(`Type ${NEW_EMAIL} to confirm`), NEW_EMAIL);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(rpc).toHaveBeenCalledWith('delete_my_account', { p_confirm_email: NEW_EMAIL });
  });

  it("falls back to the session's address when the backend cannot be asked", async () => {
    fakeAccountBackend({ auth: { getUser: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) } });
    renderSignedIn(<AccountPage />);
    expect(await screen.findByLabelText('Type learner@example.com to confirm')).toBeInTheDocument();
  });
});

describe('AccountPage deletion', () => {
  /** Auth that really signs out: the page re-renders signed out, as it does in the browser. */
  function SignedInUntilSignOut() {
    const [user, setUser] = useState<User | null>(LEARNER);
    return (
      <TestAuthProvider user={user} signOut={async () => setUser(null)}>
        <AppToaster />
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route path="/account" element={<AccountPage />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </TestAuthProvider>
    );
  }

  it('ends on the home page, signed out, not on /login', async () => {
    fakeAccountBackend();
    render(<SignedInUntilSignOut />);
    await userEvent.type(await screen.findByLabelText('Type learner@example.com to confirm'), 'learner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
