import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppToaster, LocaleProvider, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import type { Locale } from '@nism/contracts';

/** Shows where the router is, so a test can assert that a link navigated. */
function Location() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/**
 * Renders a page at `path` inside a router (matched against `route` for params) with the app's toaster, in a
 * language (a Hindi page waits for its chunks: render it inside `await act(async () => ...)`).
 */
export function renderPage(
  page: ReactElement,
  { path = '/', route = path, locale = 'en' }: { path?: string; route?: string; locale?: Locale } = {},
) {
  return render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <AppToaster />
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </LocaleProvider>,
  );
}
