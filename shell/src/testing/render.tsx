// Test helpers for the shell's screens: the real router and toaster, a fixed auth state.
import { Suspense, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { act, render } from '@testing-library/react';
import { AppToaster, LocaleProvider, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import { setSupabaseForTesting } from '@nism/platform';
import { TestAuthProvider, type AuthState } from '@nism/shared-auth';

export const fakeUser = (email: string) => ({ id: 'user-1', email }) as User;

/** Shows the current path and hash so tests can assert where navigation went. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

interface Options {
  route?: string;
  auth?: Partial<AuthState>;
  /** Extra routes besides `path`, e.g. the pages a screen navigates to. */
  path?: string;
}

/** Renders `ui` at `path` inside MemoryRouter + TestAuthProvider + AppToaster; other paths show their name. */
export function renderAt(ui: ReactNode, options: Options = {}) {
  return render(tree(ui, options));
}

/**
 * The same on a Hindi page (the router's paths stay without '/hi', as under the shell's basename). Awaited, so the
 * page shows once the Hindi messages' chunk has loaded.
 */
export async function renderInHindi(ui: ReactNode, options: Options = {}) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <LocaleProvider locale="hi">
        <Suspense fallback={null}>{tree(ui, options)}</Suspense>
      </LocaleProvider>,
    );
  });
  return view!;
}

function tree(ui: ReactNode, { route = '/', auth = {}, path = route.split(/[?#]/)[0] }: Options) {
  return (
    <TestAuthProvider {...auth}>
      <AppToaster />
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestAuthProvider>
  );
}

type AuthFake = Record<string, jest.Mock>;

/** Installs a fake supabase client whose `auth` methods succeed unless overridden. */
export function fakeSupabaseAuth(overrides: AuthFake = {}): AuthFake {
  const ok = { data: {}, error: null };
  const auth: AuthFake = {
    signInWithPassword: jest.fn().mockResolvedValue(ok),
    resetPasswordForEmail: jest.fn().mockResolvedValue(ok),
    signUp: jest.fn().mockResolvedValue({ data: { user: { id: 'new-user' }, session: null }, error: null }),
    setSession: jest.fn().mockResolvedValue({ data: { session: { access_token: 'at' }, user: {} }, error: null }),
    updateUser: jest.fn().mockResolvedValue({ data: { user: {} }, error: null }),
    signOut: jest.fn().mockResolvedValue({ error: null }),
    ...overrides,
  };
  setSupabaseForTesting({ auth });
  return auth;
}
