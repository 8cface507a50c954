import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { TestAuthProvider } from 'shared-auth';
import { AppToaster, MemoryRouter, Route, Routes } from 'shared-ui';
import { AccountPage } from './AccountPage';
import { fakeAccountBackend, LEARNER, renderSignedIn } from './testing';
import { LocationProbe, renderAt } from '../../testing/render';

jest.mock('../../remotes/registry', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <p>No purchases</p> })) }));

describe('AccountPage', () => {
  it('sends a signed-out visitor to /login', async () => {
    renderAt(<AccountPage />, { route: '/account' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('shows every part of the account, in order', async () => {
    fakeAccountBackend();
    renderSignedIn(<AccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile',
      'Password',
      'Email',
      'Purchases and receipts',
      'Your data',
      'Delete account',
    ]);
    expect(screen.getByText(/You sign in with learner@example.com/)).toBeInTheDocument();
    expect(await screen.findByText('No purchases')).toBeInTheDocument();
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
    await userEvent.type(screen.getByLabelText('Type learner@example.com to confirm'), 'learner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
