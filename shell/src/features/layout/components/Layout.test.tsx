import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@nism/shared-ui';
import { TestAuthProvider, type AuthState } from '@nism/shared-auth';
import { fakeUser, LocationProbe } from '../../../testing/render';
import { Layout } from './Layout';

function renderLayout(auth: Partial<AuthState> = {}, route = '/blogs') {
  return render(
    <TestAuthProvider {...auth}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<LocationProbe />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </TestAuthProvider>,
  );
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const location = () => screen.getByTestId('location');
// A <summary>, which browsers expose as a button; this jsdom's role table does not know it.
const menuToggle = () => screen.getByLabelText('Menu', { selector: 'summary' });

describe('navigation bar, signed out', () => {
  it('links the logo and every page, with Login', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'NISM Practice home' })).toHaveAttribute('href', '/');
    const expected = [
      ['Home', '/'],
      ['Exams', '/exams'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
      ['Login', '/login'],
    ];
    for (const [name, href] of expected) expect(mainNav().getByRole('link', { name })).toHaveAttribute('href', href);
    expect(mainNav().getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Blogs' }).querySelector('svg')).not.toBeNull();
    await userEvent.click(mainNav().getByRole('link', { name: 'Contact Us' }));
    expect(location()).toHaveTextContent('/contact');
  });

  it('shows neither Login nor an email while the session loads', () => {
    renderLayout({ loading: true });
    expect(mainNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /@/ })).not.toBeInTheDocument();
  });
});

describe('navigation bar, signed in', () => {
  const user = fakeUser('learner@example.com');

  it('shows the email on a button whose dropdown has My Exams and Logout', async () => {
    renderLayout({ user });
    expect(mainNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'learner@example.com' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'My Exams' }));
    expect(location()).toHaveTextContent('/exams');
    expect(screen.queryByRole('link', { name: 'My Exams' })).not.toBeInTheDocument();
  });

  it('closes the dropdown on Escape and on an outside click', async () => {
    renderLayout({ user });
    const trigger = screen.getByRole('button', { name: 'learner@example.com' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByTestId('location'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out through useAuth().signOut, then goes to /', async () => {
    const signOut = jest.fn().mockResolvedValue(undefined);
    renderLayout({ user, signOut }, '/exams');
    await userEvent.click(screen.getByRole('button', { name: 'learner@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The navigation follows the sign-out's promise, which a loaded machine may settle after the click returns.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });
});

describe('the content studio', () => {
  const staff = (email: string, role: string) => ({ ...fakeUser(email), app_metadata: { role } }) as ReturnType<typeof fakeUser>;

  it.each(['editor', 'admin'])('an %s finds Content Studio in the account menu and the phone menu', async (role) => {
    renderLayout({ user: staff('staff@example.com', role) });
    await userEvent.click(screen.getByRole('button', { name: 'staff@example.com' }));
    await userEvent.click(screen.getByRole('link', { name: 'Content Studio' }));
    expect(location()).toHaveTextContent('/studio');
    await userEvent.click(menuToggle());
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Content Studio' })).toHaveAttribute(
      'href',
      '/studio',
    );
  });

  it('a learner, even one whose app_metadata names another role, never sees it', async () => {
    renderLayout({ user: staff('learner@example.com', 'owner') });
    await userEvent.click(screen.getByRole('button', { name: 'learner@example.com' }));
    expect(screen.queryByRole('link', { name: 'Content Studio' })).not.toBeInTheDocument();
    await userEvent.click(menuToggle());
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: 'Content Studio' }),
    ).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  // A native <details> (issue 47): it works before the scripts arrive; the browser hides the closed panel.
  const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile' });
  const closed = () => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  it('toggles with a named control and closes when a link is chosen', async () => {
    renderLayout();
    const toggle = menuToggle();
    closed();
    await userEvent.click(toggle);
    expect(mobileMenu()).toBeVisible();
    const menu = within(mobileMenu());
    expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(menu.getByRole('link', { name: 'Exams' }));
    expect(location()).toHaveTextContent('/exams');
    closed();
  });

  it('is in the page while closed, every link a real address: a tap before the scripts arrive opens it', () => {
    renderLayout();
    closed();
    const links = within(document.getElementById('mobile-menu')!).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/exams', '/blogs', '/contact', '/login']);
  });

  it('closes on Escape', async () => {
    renderLayout();
    await userEvent.click(menuToggle());
    await userEvent.keyboard('{Escape}');
    closed();
  });

  it('shows the email and a Logout button when signed in', async () => {
    const signOut = jest.fn().mockResolvedValue(undefined);
    renderLayout({ user: fakeUser('learner@example.com'), signOut }, '/exams');
    await userEvent.click(menuToggle());
    const menu = within(mobileMenu());
    expect(menu.getByText('learner@example.com')).toBeVisible();
    expect(menu.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The navigation follows the sign-out's promise, which a loaded machine may settle after the click returns.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    closed();
  });
});

describe('layout', () => {
  it('scrolls to the top on a route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    scrollTo.mockClear();
    await userEvent.click(mainNav().getByRole('link', { name: 'Exams' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

it('shows the footer on every page but a running test', () => {
  const page = renderLayout({}, '/blogs');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  page.unmount();
  renderLayout({}, '/exams/e1/test/t1/attempt/a1');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

describe('the phone menu on a prerendered page', () => {
  it('opened by a tap before hydration stays open, then closes when a link is chosen (the tap is not lost)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const page = (
      <TestAuthProvider>
        <MemoryRouter initialEntries={['/blogs']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<LocationProbe />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </TestAuthProvider>
    );
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    // The browser opens the <details> itself: no script needed.
    (document.querySelector('summary[aria-label="Menu"]') as HTMLElement).click();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    // Its toggle event fires long before the scripts arrive: no React is listening yet.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await userEvent.click(menu.getByRole('link', { name: 'Exams' }));
    expect(location()).toHaveTextContent('/exams');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  }, 20_000); // the first server render loads react-dom/server
});
