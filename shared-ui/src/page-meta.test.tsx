import { render } from '@testing-library/react';
import { MemoryRouter } from './router';
import { LocaleProvider } from './i18n';
import * as sharedUi from './index';
import { pageHeadTags } from './page-head';
import { usePageMeta, type PageMeta } from './page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}
const head = (selector: string, attr = 'content') => document.head.querySelector(selector)?.getAttribute(attr);

test('a page sets its title, description, canonical URL, Open Graph tags and JSON-LD; the next page replaces them', () => {
  const { rerender } = render(
    <MemoryRouter>
      <Page
        title="NISM Series X-A overview"
        description="What the X-A examination covers."
        type="article"
        jsonLd={{ '@type': 'BlogPosting', headline: 'NISM Series X-A overview' }}
      />
    </MemoryRouter>,
  );
  expect(document.title).toBe('NISM Series X-A overview | NISM Practice');
  expect(head('meta[name="description"]')).toBe('What the X-A examination covers.');
  expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/');
  expect(head('meta[property="og:type"]')).toBe('article');
  expect(head('meta[property="og:title"]')).toBe('NISM Series X-A overview | NISM Practice');
  expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
    '@type': 'BlogPosting',
    headline: 'NISM Series X-A overview',
  });

  rerender(
    <MemoryRouter>
      <Page title="Exams" description="Every NISM exam." />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Exams | NISM Practice');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test('a page in Hindi names its Hindi address as canonical and both languages as alternates', () => {
  render(
    <LocaleProvider locale="hi">
      <MemoryRouter initialEntries={['/exams']}>
        <Page title="परीक्षाएँ" description="हर NISM परीक्षा।" />
      </MemoryRouter>
    </LocaleProvider>,
  );
  expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/hi/exams');
  expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe('http://localhost/exams');
  expect(head('link[rel="alternate"][hreflang="hi"]', 'href')).toBe('http://localhost/hi/exams');
  expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe('http://localhost/exams');
  expect(pageHeadTags({ title: 'T', description: 'D' }, 'https://x.in/hi', { en: 'https://x.in/', hi: 'https://x.in/hi' })).toContain(
    '<link rel="alternate" hreflang="hi" href="https://x.in/hi" />',
  );
});

test("the package's index, which every page loads, leaves the prerender's head tags out (they are '@nism/shared-ui/page-head')", () => {
  expect(Object.keys(sharedUi)).not.toContain('pageHeadTags');
});
