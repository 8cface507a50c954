import { act, fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFormReady } from './use-form-ready';

function SignIn({ onSubmit }: { onSubmit: (values: { email: string; remember: boolean }) => void }) {
  const [values, setValues] = useState({ email: '', remember: false });
  const form = useRef<HTMLFormElement>(null);
  const ready = useFormReady(form, setValues);
  return (
    <form
      ref={form}
      aria-label="Login"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <input aria-label="Email" name="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <input
        aria-label="Remember me"
        type="checkbox"
        name="remember"
        checked={values.remember}
        onChange={(e) => setValues({ ...values, remember: e.target.checked })}
      />
      <button type="submit" disabled={!ready}>
        Login
      </button>
    </form>
  );
}

test('prerendered, the submit button is disabled, so the browser cannot send the fields itself', () => {
  document.body.innerHTML = renderToString(<SignIn onSubmit={() => {}} />);
  expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
});

test('what was typed before hydration is kept and submitted once the form is ready', async () => {
  const submitted = jest.fn();
  document.body.innerHTML = `<div id="root">${renderToString(<SignIn onSubmit={() => {}} />)}</div>`;
  (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'learner@example.com';
  (screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked = true;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <SignIn onSubmit={submitted} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  const login = screen.getByRole('button', { name: 'Login' });
  expect(login).toBeEnabled();
  fireEvent.click(login);
  expect(submitted).toHaveBeenCalledWith({ email: 'learner@example.com', remember: true });
}, 20_000); // the first server render loads react-dom/server
