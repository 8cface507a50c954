import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { fetchErrorGroups, fetchRemoteLoads, fetchVitals, fetchVitalSeries } from '../../features/operations/api/fetch-field-data';
import { fetchSourceMap } from '../../features/operations/api/source-maps';
import { ADMIN, EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/operations/api/fetch-field-data');
jest.mock('../../features/operations/api/source-maps');
jest.mock('uplot', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn(), setSize: jest.fn() })) }));

const ATTEMPT = '/exams/:examId/test/:testId/attempt/:attemptId';

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchVitals).mockResolvedValue([
    { route: ATTEMPT, remote: 'testing', version: 'b7c1', name: 'LCP', samples: 1240, p75: 3100, good_share: 0.61 },
    { route: '/', remote: 'catalog', version: 'a2f0', name: 'INP', samples: 88, p75: 120, good_share: 0.9 },
    { route: '/exams', remote: 'catalog', version: 'a2f0', name: 'CLS', samples: 12, p75: 0.3, good_share: 0.5 },
    { route: '/exams', remote: 'catalog', version: 'a2f0', name: 'TTFB', samples: 400, p75: 900, good_share: 0.7 },
  ]);
  jest.mocked(fetchErrorGroups).mockResolvedValue([
    {
      message: 'Cannot read properties of undefined (reading ‘marks’)',
      frame: 'https://testing.example/assets/results.js:1:2044',
      remote: 'testing',
      version: 'b7c1',
      name: 'boundary',
      count: 37,
      first_seen: '2026-11-26T08:00:00Z',
      last_seen: '2026-11-26T11:40:00Z',
      sample: { route: '/exams/:examId/test/:testId/results/:attemptId', device: 'phone', connection: '4g' },
    },
  ]);
  jest.mocked(fetchSourceMap).mockResolvedValue(null);
  jest.mocked(fetchRemoteLoads).mockResolvedValue([{ remote: 'testing', version: 'b7c1', loads: 950, failures: 50 }]);
  jest.mocked(fetchVitalSeries).mockResolvedValue([
    { hour: '2026-11-26T10:00:00Z', p75: 2900, samples: 40 },
    { hour: '2026-11-26T11:00:00Z', p75: 3100, samples: 52 },
    { hour: '2026-11-26T12:00:00Z', p75: null, samples: 0 },
  ]);
});

test('editors see "Admins only", and nothing is read', () => {
  renderPage(<StudioApp />, { path: '/studio/operations', user: EDITOR });
  expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument();
  expect(fetchVitals).not.toHaveBeenCalled();
});

test('an admin reads each route’s p75 against the thresholds, the error groups and each remote version’s failed loads', async () => {
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  const vitals = await screen.findByRole('table', { name: 'Web vitals at the 75th percentile' });
  const attempt = within(vitals).getAllByRole('row')[1];
  expect(attempt).toHaveTextContent(ATTEMPT);
  expect(attempt).toHaveTextContent('testing b7c1');
  expect(attempt).toHaveTextContent('3.10 s needs improvement');
  expect(attempt).toHaveTextContent('1,240');
  expect(within(vitals).getAllByRole('row')[2]).toHaveTextContent('120 ms good');

  const errors = await screen.findByRole('table', { name: 'Error groups' });
  expect(errors).toHaveTextContent('boundary: Cannot read properties of undefined');
  expect(errors).toHaveTextContent('testing b7c1');
  expect(errors).toHaveTextContent('37');
  expect(errors).toHaveTextContent('/exams/:examId/test/:testId/results/:attemptId · phone · 4g');
  expect(await within(errors).findByText('no source map for this build')).toBeInTheDocument();

  const loads = await screen.findByRole('table', { name: 'Remote availability' });
  expect(loads).toHaveTextContent('5.0%');
});

test('a vital’s chart is drawn for the chosen route, and the period reads the last 7 days', async () => {
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  fireEvent.click(await screen.findByRole('button', { name: `Chart LCP on ${ATTEMPT}` }));
  expect(await screen.findByRole('img', { name: /^p75 LCP on .+ over 3 hours; the last: 3.10 s$/ })).toBeInTheDocument();
  expect(fetchVitalSeries).toHaveBeenCalledWith('LCP', ATTEMPT, 24);

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(fetchVitals).toHaveBeenLastCalledWith(168);
  expect(fetchErrorGroups).toHaveBeenLastCalledWith(168);
});

test('a failed read says so with Retry, and the other sections still show', async () => {
  jest.mocked(fetchErrorGroups).mockRejectedValueOnce(new ApiError('Only an admin can read field data', '42501'));
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent(/^The errors did not load: /);
  expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Remote availability' })).toBeInTheDocument();
});

test('a row is marked over its budget (LCP 2.5 s, INP 200 ms, CLS 0.1) only with enough samples', async () => {
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  const vitals = await screen.findByRole('table', { name: 'Web vitals at the 75th percentile' });
  const [, lcp, inp, cls, ttfb] = within(vitals).getAllByRole('row');
  expect(within(lcp).getByText('over 2.50 s')).toBeInTheDocument();
  expect(inp).toHaveTextContent('within 200 ms');
  expect(cls).toHaveTextContent('above 0.10, under 50 samples');
  expect(within(cls).queryByText(/^over/)).not.toBeInTheDocument();
  expect(within(ttfb).getByRole('cell', { name: '—' })).toBeInTheDocument();
});

// A build's map: column 120 of line 1 is TermsPage.tsx 4:9; column 300 is the call site in Routes.tsx 10:5 that names
// TermsPage (what a minifier renamed).
const TERMS_MAP = {
  version: 3 as const,
  sources: ['webpack://content/./src/pages/terms/TermsPage.tsx', 'webpack://content/./src/app/Routes.tsx'],
  names: ['TermsPage'],
  mappings: 'uHAGQ,oLCMJA',
};

test("an error's frames are mapped back to their TypeScript through the build's source map; a build without one says so", async () => {
  jest.mocked(fetchErrorGroups).mockResolvedValue([
    {
      message: 'Error: Release 2 broke the terms page',
      frame: [
        'https://content.example/assets/__federation_expose_TermsPage.af31d42a33.js:1:120',
        'https://content.example/assets/__federation_expose_TermsPage.af31d42a33.js:1:300',
        'https://content.example/assets/812.0123456789.js:1:2044110',
      ].join('\n'),
      remote: 'content',
      version: '1.0.0+3fa2c1d9',
      name: 'boundary',
      count: 2,
      first_seen: '2026-11-26T08:00:00Z',
      last_seen: '2026-11-26T11:40:00Z',
      sample: null,
    },
  ]);
  jest.mocked(fetchSourceMap).mockImplementation(async (file) => (file.includes('TermsPage') ? TERMS_MAP : null));
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  const frames = await screen.findByRole('list', { name: 'Stack frames' });
  await within(frames).findByText('src/pages/terms/TermsPage.tsx:4:9');
  const [first, second, third] = within(frames).getAllByRole('listitem');
  expect(first).toHaveTextContent('src/pages/terms/TermsPage.tsx:4:9 in TermsPage');
  expect(first).toHaveTextContent('https://content.example/assets/__federation_expose_TermsPage.af31d42a33.js:1:120');
  expect(second).toHaveTextContent('src/app/Routes.tsx:10:5');
  // No map for that build: said plainly, and the minified frame is kept.
  expect(third).toHaveTextContent('no source map for this build');
  expect(third).toHaveTextContent('https://content.example/assets/812.0123456789.js:1:2044110');
  // One read per script, however many frames are in it.
  expect(fetchSourceMap).toHaveBeenCalledTimes(2);
});

test('a source map that does not load says so beside the minified frame', async () => {
  jest.mocked(fetchSourceMap).mockRejectedValue(new ApiError('Only an admin can read source maps', '42501'));
  renderPage(<StudioApp />, { path: '/studio/operations', user: ADMIN });
  const frames = await screen.findByRole('list', { name: 'Stack frames' });
  expect(await within(frames).findByText(/^the source map did not load: /)).toBeInTheDocument();
  expect(frames).toHaveTextContent('https://testing.example/assets/results.js:1:2044');
});
