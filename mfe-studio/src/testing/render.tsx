import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppToaster, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import type { User } from '@supabase/supabase-js';
import { TestAuthProvider } from '@nism/shared-auth';

/** Shows the current path and query, so a test can assert where a link or a filter led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `page` at `path` (matched by `route`, the shell's '/studio/*' by default) with the router, auth and toaster. */
export function renderPage(
  page: ReactElement,
  { path = '/studio', route = '/studio/*', user = null }: { path?: string; route?: string; user?: User | null } = {},
) {
  return render(
    <TestAuthProvider user={user}>
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
