import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { defineMessages, LocaleProvider, useLocaleTag } from './i18n';
import { NotFoundPage } from './NotFoundPage';

// Awaited, so React retries what suspended on the translation's chunk once it has loaded.
const inHindi = (ui: React.ReactNode) =>
  act(async () => {
    render(
      <LocaleProvider locale="hi">
        <MemoryRouter>
          <Suspense fallback={<p>waiting</p>}>{ui}</Suspense>
        </MemoryRouter>
      </LocaleProvider>,
    );
  });

test('a page in Hindi shows its Hindi messages once their chunk has loaded', async () => {
  await inHindi(<NotFoundPage />);
  expect(await screen.findByText('क्षमा करें! पेज नहीं मिला')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'होम पर लौटें' })).toBeInTheDocument();
});

test('a key the translation lacks, or a translation that fails to load, shows in English', async () => {
  const english = { title: () => 'Mock tests', more: () => 'Only in English' };
  const partial = defineMessages(english, { hi: async () => ({ default: { title: () => 'मॉक टेस्ट' } }) });
  const failing = defineMessages(english, { hi: () => Promise.reject(new Error('offline')) });
  function Show({ use }: { use: () => typeof english }) {
    const t = use();
    return (
      <p>
        {t.title()} · {t.more()} · {useLocaleTag()}
      </p>
    );
  }
  await inHindi(
    <>
      <Show use={partial.useMessages} />
      <Show use={failing.useMessages} />
    </>,
  );
  expect(await screen.findByText('मॉक टेस्ट · Only in English · hi-IN')).toBeInTheDocument();
  expect(await screen.findByText('Mock tests · Only in English · hi-IN')).toBeInTheDocument();
});

test('outside a provider (a remote alone, a test) everything is English', () => {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
});
