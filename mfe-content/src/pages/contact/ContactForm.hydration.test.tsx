// The contact page is prerendered: its submit truly needs the page's script, so until the page has hydrated it says
// it is getting ready (and is disabled, so the browser cannot send the fields itself), then becomes live by itself.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from './ContactForm';

test('prerendered, the submit says it is getting ready; hydrated, it is Send Message and enabled', async () => {
  document.body.innerHTML = `<div id="root">${renderToString(<ContactForm />)}</div>`;
  expect(screen.getByRole('button', { name: 'Getting ready...' })).toBeDisabled();
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <ContactForm />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Getting ready...' })).not.toBeInTheDocument();
}, 20_000); // the first server render loads react-dom/server
