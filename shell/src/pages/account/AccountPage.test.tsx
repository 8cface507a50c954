import { screen } from '@testing-library/react';
import { AccountPage } from './AccountPage';
import { fakeAccountBackend, renderSignedIn } from './testing';
import { renderAt } from '../../testing/render';

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
