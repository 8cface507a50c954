import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppToaster, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import type { Session, User } from '@supabase/supabase-js';
import { TestAuthProvider } from '@nism/shared-auth';

/** Shows the current path and query, so a test can assert where a link or a filter led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A session for `user` at the given assurance level (its access token's aal claim; nothing else is read from it). */
export function sessionFor(user: User, aal: 'aal1' | 'aal2' = 'aal2'): Session {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return { access_token: `${b64({ alg: 'none' })}.${b64({ sub: user.id, aal })}.`, user } as unknown as Session;
}

/**
 * Renders `page` at `path` (matched by `route`, the shell's '/studio/*' by default) with the router, auth and toaster.
 * A signed-in user's session has passed the second factor (aal2) unless `session` says otherwise.
 */
export function renderPage(
  page: ReactElement,
  {
    path = '/studio',
    route = '/studio/*',
    user = null,
    session,
  }: { path?: string; route?: string; user?: User | null; session?: Session | null } = {},
) {
  return render(
    <TestAuthProvider user={user} session={session === undefined ? (user ? sessionFor(user) : null) : session}>
      <MemoryRouter initialEntries={[path]}>
        <AppToaster />
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestAuthProvider>,
  );
}

/** The current path and query in a renderPage. */
export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
