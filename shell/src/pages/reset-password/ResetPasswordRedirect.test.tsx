import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@nism/shared-ui';
import { LocationProbe } from '../../testing/render';
import { ResetPasswordRedirect } from './ResetPasswordRedirect';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="reset-password" element={<LocationProbe />} />
        <Route path="reset-password/*" element={<ResetPasswordRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('location');
}

describe('/reset-password/* redirects', () => {
  const hash = '#access_token=a.b.c&refresh_token=rt&type=recovery';

  it('/reset-password/reset-password keeps the hash', () => {
    expect(renderAt(`/reset-password/reset-password${hash}`).textContent).toBe(`/reset-password${hash}`);
  });

  it('/reset-password/{anything} keeps the query and hash', () => {
    expect(renderAt(`/reset-password/some/thing?x=1${hash}`).textContent).toBe(`/reset-password?x=1${hash}`);
  });
});
