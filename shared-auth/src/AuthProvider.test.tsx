import { act, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';
import { setSupabaseForTesting } from './client';

function Who() {
  const { user, loading } = useAuth();
  if (loading) return <p>Loading...</p>;
  return <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>;
}

function fakeClient(initial: unknown) {
  let listener: (event: string, session: unknown) => void = () => {};
  const unsubscribe = jest.fn();
  const client = {
    auth: {
      getSession: jest.fn().mockResolvedValue({ data: { session: initial } }),
      onAuthStateChange: jest.fn((cb) => {
        listener = cb;
        return { data: { subscription: { unsubscribe } } };
      }),
    },
  };
  return { client, emit: (event: string, s: unknown) => listener(event, s), unsubscribe };
}

describe('AuthProvider', () => {
  it('throws the spec message outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('loads the stored session, follows auth changes and unsubscribes on unmount', async () => {
    const fake = fakeClient({ user: { email: 'learner@example.com' } });
    setSupabaseForTesting(fake.client);
    const view = render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as learner@example.com')).toBeInTheDocument();
    act(() => fake.emit('SIGNED_OUT', null));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    view.unmount();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });
});
