import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { clearSessionHint, getSupabase, hasStoredSession, onSupabaseClient, preloadSupabase } from '@nism/platform';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read. */
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

/**
 * Follows the one supabase client's session: one subscription, removed on unmount. Without a stored session the
 * visitor is known to be signed out at once, and supabase-js is not loaded until something needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [settled, setSettled] = useState(false);
  // A prerendered page was rendered for a visitor, so its hydration reads "no stored session" too (the server
  // snapshot); React then renders again with this browser's answer.
  const stored = useSyncExternalStore(noSubscription, hasStoredSession, () => false);
  const loading = stored && !settled;

  // From here on every part renders for the known state: a visitor's parts hidden before hydration can show.
  useEffect(() => {
    if (!loading) clearSessionHint();
  }, [loading]);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const stopWaiting = onSupabaseClient((supabase) => {
      supabase.auth
        .getSession()
        .then(({ data }) => {
          if (active) setSession(data.session);
        })
        .catch(() => {
          if (active) setSession(null); // a session the backend rejects ends as signed out
        })
        .finally(() => {
          if (active) setSettled(true);
        });
      const { data } = supabase.auth.onAuthStateChange((_event, next) => {
        setSession(next);
        setSettled(true);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    // Another tab signing in stores a session: load the client here too, and it reports that session.
    const onStorage = (event: StorageEvent) => {
      if (event.newValue && hasStoredSession()) preloadSupabase();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopWaiting();
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    // A backend that refuses the logout still leaves this tab signed out.
    if (error) await supabase.auth.signOut({ scope: 'local' });
  }, []);

  const value = useMemo<AuthState>(() => ({ user: session?.user ?? null, session, loading, signOut }), [session, loading, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

// Whether a session is stored is read on every render; storage events reach the provider through supabase-js.
const noSubscription = () => () => {};

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}

/** For component tests of any app: provides a fixed auth state without a backend. */
export function TestAuthProvider({ children, ...state }: Partial<AuthState> & { children: ReactNode }) {
  const value: AuthState = { user: null, session: null, loading: false, signOut: async () => {}, ...state };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
