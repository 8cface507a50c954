// Test helpers for the account page: a signed-in learner and a fake client with auth and the two RPCs.
import type { User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { setSupabaseForTesting } from '@nism/platform';
import { renderAt, renderInHindi } from './render';

export const LEARNER = {
  id: 'user-1',
  email: 'learner@example.com',
  user_metadata: { full_name: 'Asha Learner', marketing_opt_in: false },
} as unknown as User;

type Fake = Record<string, jest.Mock>;

export function fakeAccountBackend(over: { auth?: Fake; rpc?: jest.Mock } = {}) {
  const ok = { data: {}, error: null };
  const auth: Fake = {
    signInWithPassword: jest.fn().mockResolvedValue(ok),
    updateUser: jest.fn().mockResolvedValue({ data: { user: {} }, error: null }),
    // The backend's account (GET /auth/v1/user) and the session this device stored: the same learner unless a test
    // says otherwise.
    getUser: jest.fn().mockResolvedValue({ data: { user: LEARNER }, error: null }),
    getSession: jest.fn().mockResolvedValue({ data: { session: { user: LEARNER } }, error: null }),
    refreshSession: jest.fn().mockResolvedValue({ data: {}, error: null }),
    ...over.auth,
  };
  const rpc = over.rpc ?? jest.fn().mockResolvedValue({ data: null, error: null });
  setSupabaseForTesting({ auth, rpc });
  return { auth, rpc };
}

export const renderSignedIn = (ui: ReactNode, signOut = jest.fn().mockResolvedValue(undefined)) =>
  renderAt(ui, { route: '/account', auth: { user: LEARNER, signOut } });

/** The same on the Hindi account page. */
export const renderSignedInInHindi = (ui: ReactNode, signOut = jest.fn().mockResolvedValue(undefined)) =>
  renderInHindi(ui, { route: '/account', auth: { user: LEARNER, signOut } });
