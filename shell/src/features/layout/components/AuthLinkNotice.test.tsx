import { act, render, screen } from '@testing-library/react';
import { TestAuthProvider } from '@nism/shared-auth';
import { AppToaster } from '@nism/shared-ui';
import { fakeUser } from '../../../testing/render';
import { AuthLinkNotice, setArrivalUrlForTesting } from './AuthLinkNotice';

const renderWith = (user: ReturnType<typeof fakeUser> | null) =>
  render(
    <TestAuthProvider user={user}>
      <AppToaster />
      <AuthLinkNotice />
    </TestAuthProvider>,
  );

/** Lands the page at `url` as a mailed link's redirect would, and starts the notice from there. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  setArrivalUrlForTesting(window.location.href);
}

afterEach(() => window.history.replaceState(null, '', '/'));

test("arriving from a signup confirmation link says 'Email confirmed' once the session is in", async () => {
  setArrivalUrlForTesting('http://localhost:3000/login#access_token=x&type=signup');
  renderWith(fakeUser('asha@example.com'));
  expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
});

test("the second email-change link's session says which address the learner now signs in with", async () => {
  setArrivalUrlForTesting('http://localhost:3000/account#access_token=x&type=email_change');
  renderWith(fakeUser('asha.new@example.com'));
  expect(await screen.findByText('Email changed')).toBeInTheDocument();
  expect(screen.getByText('You now sign in with asha.new@example.com.')).toBeInTheDocument();
});

test('a recovery session says nothing here (the reset page speaks for itself)', () => {
  setArrivalUrlForTesting('http://localhost:3000/reset-password#access_token=x&type=recovery');
  renderWith(fakeUser('asha@example.com'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

describe('a link that starts no session is told at once, and leaves the address bar', () => {
  test('a signup link opened a second time (local-supabase: otp_expired in the fragment)', async () => {
    arriveAt('/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=');
    renderWith(null);
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    expect(screen.getByText(/If you have already confirmed your email, just log in/)).toBeInTheDocument();
    expect(screen.queryByText(/Email link is invalid/)).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/login');
  });

  test("GoTrue's older shape (error_code is the status) and a PKCE error in the query read the same", async () => {
    arriveAt('/login#error=unauthorized_client&error_code=401&error_description=Email+link+is+invalid+or+has+expired');
    const first = renderWith(null);
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    first.unmount();
    arriveAt('/login?next=1&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    renderWith(null);
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/login?next=1');
  });

  test('the first of the two email-change links asks for the other one', async () => {
    arriveAt('/account#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=');
    renderWith(fakeUser('asha@example.com'));
    expect(await screen.findByText('One address confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('Now open the link we sent to your other email address. Your email changes once both are confirmed.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  test.each([
    ['/account#error=access_denied&error_code=otp_expired&error_description=x', 'This email-change link has expired or was already used'],
    ['/account#error_code=email_exists&error_description=A+user+with+this+email+address+has+already+been+registered', 'Email not changed'],
    ['/login#error=access_denied&error_code=over_request_rate_limit&error_description=x', 'Too many tries'],
    ['/login#error=server_error&error_code=unexpected_failure&error_description=x', 'Something went wrong on our side'],
    ['/login#error=access_denied&error_code=access_denied&error_description=Something+else', 'This link could not be used'],
  ])('%s says "%s"', async (url, title) => {
    arriveAt(url);
    renderWith(null);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  test('a message the site does not know is not shown (a link anyone can build must not put words on the site), only cleared', async () => {
    arriveAt('/login#message=Call+this+number+to+unlock+your+account&sb=');
    renderWith(null);
    await act(async () => {});
    expect(screen.queryByText(/Call this number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});

test('no session (an expired or used link) says nothing of a confirmed email; an ordinary anchor stays', async () => {
  arriveAt('/login#main');
  renderWith(null);
  await act(async () => {});
  expect(screen.queryByText('Email confirmed')).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#main');
});
