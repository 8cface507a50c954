import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppToaster, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';

/** Shows where the router is, so a test can assert that a link navigated. */
function Location() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** Renders a page at `path` inside a router (matched against `route` for params) with the app's toaster. */
export function renderPage(page: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppToaster />
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
