// The prerendered home page (tools/prerender.ts) becomes the app in place: the browser's first render reads the
// data the HTML was rendered with, so hydration finds the same markup; then the list is read afresh.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PAGE_DATA_ELEMENT_ID, PRERENDERED_PATH_ATTRIBUTE, providePageData } from '@nism/platform';
import { MemoryRouter } from '@nism/shared-ui';
import { TestAuthProvider } from '@nism/shared-auth';
import { fetchNismExams } from '../../features/exams/api/fetch-nism-exams';
import { EXAMS } from '../../testing/fixtures';
import HomePage from './HomePage';

jest.mock('../../features/exams/api/fetch-nism-exams');

const site = (
  <TestAuthProvider>
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>
  </TestAuthProvider>
);

test('hydrates the prerendered exams without a mismatch or a spinner, then shows the list read afresh', async () => {
  providePageData({ exams: EXAMS });
  const html = renderToString(site);
  providePageData(null);
  expect(html).toContain(EXAMS[0].name);
  document.body.innerHTML =
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/">${html}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify({ exams: EXAMS })}</script>`;
  const heading = document.querySelector('h1');
  const renamed = { ...EXAMS[0], name: `${EXAMS[0].name} (2026 pattern)` };
  let answer: (exams: typeof EXAMS) => void = () => {};
  jest.mocked(fetchNismExams).mockReturnValue(new Promise((resolve) => (answer = resolve)));

  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, site, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(document.querySelector('h1')).toBe(heading); // the same node: hydrated, not rendered again
  expect(screen.getByRole('article', { name: EXAMS[0].name })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(fetchNismExams).toHaveBeenCalledTimes(1);

  await act(async () => answer([renamed, ...EXAMS.slice(1)]));
  expect(screen.getByRole('article', { name: renamed.name })).toBeInTheDocument();
}, 20_000); // the first server render loads react-dom/server
