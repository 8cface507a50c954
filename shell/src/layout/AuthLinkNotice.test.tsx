import { render, screen } from '@testing-library/react';
import { TestAuthProvider } from 'shared-auth';
import { AppToaster } from 'shared-ui';
import { fakeUser } from '../testing/render';
import { EmailConfirmedNotice, setArrivalUrlForTesting } from './EmailConfirmedNotice';

const renderWith = (user: ReturnType<typeof fakeUser> | null) =>
  render(
    <TestAuthProvider user={user}>
      <AppToaster />
      <EmailConfirmedNotice />
    </TestAuthProvider>,
  );

test("arriving from a signup confirmation link says 'Email confirmed' once the session is in", async () => {
  setArrivalUrlForTesting('http://localhost:3000/login#access_token=x&type=signup');
  renderWith(fakeUser('asha@example.com'));
  expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
});

test('no session (an expired or used link), or another kind of arrival, says nothing', () => {
  setArrivalUrlForTesting('http://localhost:3000/login#error_description=Email+link+is+invalid&type=signup');
  renderWith(null);
  setArrivalUrlForTesting('http://localhost:3000/login#access_token=x&type=recovery');
  renderWith(fakeUser('asha@example.com'));
  expect(screen.queryByText('Email confirmed')).not.toBeInTheDocument();
});
