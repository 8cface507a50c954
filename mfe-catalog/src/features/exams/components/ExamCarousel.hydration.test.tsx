// Prerendered (issue 47), the carousel works before its scripts: every card is in the page, reachable by a native
// swipe, and no arrow shows that a tap could not move. Hydrated, it is the carousel, arrows and all.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@nism/shared-ui';
import { TestAuthProvider } from '@nism/shared-auth';
import { EXAMS } from '../../../testing/fixtures';
import { ExamCarousel } from './ExamCarousel';

const carousel = (
  <TestAuthProvider>
    <MemoryRouter>
      <h2 id="t">Exams</h2>
      <ExamCarousel labelledBy="t" exams={EXAMS} />
    </MemoryRouter>
  </TestAuthProvider>
);

test('prerendered: every card reachable, the arrows out of the way; hydrated: the arrows move it', async () => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  document.body.innerHTML = `<div id="root">${renderToString(carousel)}</div>`;
  const region = screen.getByRole('region', { name: 'Exams' });
  expect(region).toHaveAttribute('data-hydrated', 'false');
  // No card is inert or hidden: a native swipe reaches each.
  expect(screen.getAllByRole('article')).toHaveLength(EXAMS.length);
  expect(region.querySelector('[inert]')).toBeNull();

  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, carousel, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(region).toHaveAttribute('data-hydrated', 'true');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Next exams' }));
  expect(screen.getByText(`2 of ${EXAMS.length}`)).toBeInTheDocument();
}, 20_000); // the first server render loads react-dom/server
