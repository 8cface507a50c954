// A page's head tags as HTML, for a prerendered document (the shell's prerender writes them): the same tags
// usePageMeta sets in the browser. For the prerender only: '@nism/shared-ui/page-head', not in the package's index,
// so its code is not in the shared chunk every page downloads.
import { fullTitle, SITE_NAME, type Alternates, type PageMeta } from './page-meta';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same tags as HTML, for a prerendered document's head; `<` in the JSON-LD is escaped so it cannot end the script. */
export function pageHeadTags({ title, description, type = 'website', jsonLd }: PageMeta, url: string, alternates: Alternates = {}): string {
  const property = (key: string, content: string) => `<meta property="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(fullTitle(title))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...Object.entries(alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
    property('og:title', fullTitle(title)),
    property('og:description', description),
    property('og:url', url),
    property('og:type', type),
    property('og:site_name', SITE_NAME),
    jsonLd && `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
