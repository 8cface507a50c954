import { act, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';
import { authStorageKey, getSupabase, setSupabaseForTesting, type RuntimeConfig } from '@nism/platform';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabasePublishableKey: 'anon' } as RuntimeConfig;

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

const renderWho = () =>
  render(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  afterEach(() => localStorage.clear());

  it('throws the spec message outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('loads the stored session, follows auth changes and unsubscribes on unmount', async () => {
    const fake = fakeClient({ user: { email: 'learner@example.com' } });
    setSupabaseForTesting(fake.client, CONFIG);
    localStorage.setItem(authStorageKey(CONFIG.supabaseUrl), '{"access_token":"stored"}');
    void getSupabase(); // what the host's boot does when a session is stored
    const view = renderWho();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as learner@example.com')).toBeInTheDocument();
    act(() => fake.emit('SIGNED_OUT', null));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    view.unmount();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('shows a visitor without a stored session as signed out at once, without loading supabase-js', async () => {
    const fake = fakeClient(null);
    setSupabaseForTesting(fake.client, CONFIG);
    renderWho();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await act(async () => {});
    expect(fake.client.auth.getSession).not.toHaveBeenCalled();
  });

  it('picks up a session another tab stores', async () => {
    const fake = fakeClient({ user: { email: 'learner@example.com' } });
    setSupabaseForTesting(fake.client, CONFIG);
    renderWho();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    const key = authStorageKey(CONFIG.supabaseUrl);
    localStorage.setItem(key, '{"access_token":"from-another-tab"}');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"access_token":"from-another-tab"}' })));
    expect(await screen.findByText('Signed in as learner@example.com')).toBeInTheDocument();
  });
});
