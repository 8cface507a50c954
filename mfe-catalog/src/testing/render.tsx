import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppToaster, LocaleProvider, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import type { Locale } from '@nism/contracts';
import type { User } from '@supabase/supabase-js';
import { TestAuthProvider } from '@nism/shared-auth';

/** Shows the current path and query, so a test can assert where a link or redirect led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a page at `path` (matched by `route`) with the router, a fixed auth state, the toaster and a language. */
export function renderPage(
  page: ReactElement,
  { path = '/', route = '/', user = null, locale = 'en' }: { path?: string; route?: string; user?: User | null; locale?: Locale } = {},
) {
  return render(
    <LocaleProvider locale={locale}>
      <TestAuthProvider user={user}>
        <MemoryRouter initialEntries={[path]}>
          <AppToaster />
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestAuthProvider>
    </LocaleProvider>,
  );
}
