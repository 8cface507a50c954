import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, MemoryRouter, Route, Routes } from '@nism/shared-ui';
import { TestAuthProvider, type AuthState } from '@nism/shared-auth';
import type { Locale } from '@nism/contracts';
import { fakeUser, LocationProbe } from '../../../testing/render';
import { Layout } from './Layout';

const updateUser = jest.fn().mockResolvedValue({ error: null });
const assign = jest.fn();
jest.mock('@nism/platform', () => ({
  ...jest.requireActual('@nism/platform'),
  getSupabase: async () => ({ auth: { updateUser } }),
  openLanguageAddress: (href: string) => assign(href),
}));

beforeEach(() => {
  assign.mockClear();
  updateUser.mockClear();
  localStorage.clear();
});

async function renderAt(route: string, locale: Locale, auth: Partial<AuthState> = {}) {
  await act(async () => {
    render(
      <TestAuthProvider {...auth}>
        <LocaleProvider locale={locale}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<LocationProbe />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </TestAuthProvider>,
    );
  });
}

test('an English page links to the same page in Hindi, with its query', async () => {
  await renderAt('/exams/e1/plans?from=home', 'en');
  const link = screen.getByRole('link', { name: 'हिंदी' });
  expect(link).toHaveAttribute('href', '/hi/exams/e1/plans?from=home');
  expect(link).toHaveAttribute('lang', 'hi');
  expect(link).toHaveAttribute('hreflang', 'hi');
  await userEvent.click(link);
  expect(localStorage.getItem('nism.language')).toBe('hi');
  expect(assign).toHaveBeenCalledWith('/hi/exams/e1/plans?from=home');
  expect(updateUser).not.toHaveBeenCalled();
});

test('a Hindi page shows the navigation and footer in Hindi, and links back to English', async () => {
  await renderAt('/blogs', 'hi');
  const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
  for (const name of ['होम', 'परीक्षाएँ', 'ब्लॉग', 'संपर्क करें', 'लॉग इन']) expect(nav.getByRole('link', { name })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'उपयोगी लिंक' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/blogs');
});

test("a learner who signs in takes their profile's language; a page that opens signed in keeps the browser's", async () => {
  const learner = { ...fakeUser('asha@example.com'), user_metadata: { language: 'hi' } };
  const view = render(
    <TestAuthProvider user={null}>
      <LocaleProvider locale="en">
        <MemoryRouter initialEntries={['/exams']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<LocationProbe />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </TestAuthProvider>,
  );
  expect(assign).not.toHaveBeenCalled();
  view.rerender(
    <TestAuthProvider user={learner}>
      <LocaleProvider locale="en">
        <MemoryRouter initialEntries={['/exams']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<LocationProbe />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </TestAuthProvider>,
  );
  expect(localStorage.getItem('nism.language')).toBe('hi');
  expect(assign).toHaveBeenCalledWith('/hi/exams');
  view.unmount();
  assign.mockClear();
  await renderAt('/exams', 'en', { user: learner });
  expect(assign).not.toHaveBeenCalled();
});

test("a signed-in learner's switch is kept in their profile too", async () => {
  await renderAt('/exams', 'en', { user: fakeUser('asha@example.com') });
  await userEvent.click(screen.getByRole('link', { name: 'हिंदी' }));
  expect(updateUser).toHaveBeenCalledWith({ data: { language: 'hi' } });
  expect(assign).toHaveBeenCalledWith('/hi/exams');
});
