// Shared by this remote's component tests: the page at a URL inside a router, a signed-in learner and
// the toaster, with routes standing in for the pages a page navigates to.
import { act, render } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { AppToaster, LocaleProvider, MemoryRouter, Route, Routes, useLocation } from '@nism/shared-ui';
import type { Locale } from '@nism/contracts';
import { TestAuthProvider } from '@nism/shared-auth';

export const LEARNER = { id: 'user-1', email: 'learner@example.com' } as User;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders `element` at `path` (matching `pattern`; with navigation state if given as an object); other routes render
 * nothing; the location is always shown. In Hindi (`locale` 'hi') the page first waits for its messages: render it inside
 * `await act(async () => …)`.
 */
export function renderAt(
  element: ReactElement,
  pattern: string,
  path: string | { pathname: string; state: unknown },
  user: User | null = LEARNER,
  locale: Locale = 'en',
) {
  return render(
    <LocaleProvider locale={locale}>
      <TestAuthProvider user={user}>
        <MemoryRouter initialEntries={[path]}>
          <AppToaster />
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </TestAuthProvider>
    </LocaleProvider>,
  );
}

/** A deferred promise, for holding a request open. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A component alone on a Hindi page, once its messages (and any database texts) have loaded. */
export const renderInHindi = (element: ReactElement) =>
  act(async () => {
    render(<LocaleProvider locale="hi">{element}</LocaleProvider>);
  });

/**
 * Platform's reviewed translations of database texts as `textTranslations` gives them: one promise for the visit
 * (`jest.mocked(textTranslations).mockReturnValue(databaseTexts({ English: 'हिंदी' }))`).
 */
export const databaseTexts = (translations: Record<string, string> = {}) => Promise.resolve(new Map(Object.entries(translations)));
