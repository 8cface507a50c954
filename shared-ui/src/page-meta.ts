// Each page names itself: the document title, the meta description, the canonical URL and the Open Graph tags
// search engines and link previews read. The page that owns a route calls usePageMeta; the shell's index.html
// holds the site's defaults until it does. The prerender collects the same tags while it renders (PageMetaCollector)
// and writes them into the page's HTML (page-head.ts, the prerender's), so crawlers read them without running the page.
import { createContext, useContext, useEffect, useMemo } from 'react';
import { BASE_PATH, DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '@nism/contracts';
import { useLocale } from './i18n';
import { useLocation } from './router';

export const SITE_NAME = 'NISM Practice';

export interface PageMeta {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description: string;
  /** Open Graph type: 'website' for pages, 'article' for a blog article. */
  type?: 'website' | 'article';
  /** Structured data (JSON-LD), e.g. a BlogPosting. */
  jsonLd?: Record<string, unknown>;
}

/** What the prerender gives the pages it renders: the site's public URL, and where the page's tags go. */
export interface PageMetaCollector {
  /** The site's URL with its base path, no trailing slash ('https://example.com'). */
  siteUrl: string;
  collect(meta: PageMeta, url: string, alternates: Alternates): void;
}

/** The page's address in each language, for hreflang links ('x-default': the English one). */
export type Alternates = Partial<Record<Locale | 'x-default', string>>;

const CollectorContext = createContext<PageMetaCollector | null>(null);
export const PageMetaCollectorProvider = CollectorContext.Provider;

function headTag<K extends 'meta' | 'link' | 'script'>(tag: K, selector: string, init: (el: HTMLElementTagNameMap[K]) => void) {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = document.createElement(tag);
    init(el);
    document.head.appendChild(el);
  }
  return el;
}
const metaTag = (attr: 'name' | 'property', key: string, content: string) =>
  headTag('meta', `meta[${attr}="${key}"]`, (el) => el.setAttribute(attr, key)).setAttribute('content', content);

/** The full title a page shows in the browser's tab and in search results. */
export const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/**
 * The page's URL (no query or fragment), its address in each language, and a resolver of links against it: in the
 * browser, or while prerendering.
 */
export function usePageUrl(): { url: string; alternates: Alternates; absolute: (href: string) => string } {
  const collector = useContext(CollectorContext);
  const locale = useLocale();
  // The router's path is below the base path and the language; the site URL carries the base path.
  const { pathname } = useLocation();
  const siteUrl = collector ? collector.siteUrl : window.location.origin + BASE_PATH.replace(/\/$/, '');
  const alternates = useMemo((): Alternates => {
    const at = (l: Locale) => siteUrl + localePath(pathname, l);
    return { ...Object.fromEntries(LOCALES.map((l) => [l, at(l)])), 'x-default': at(DEFAULT_LOCALE) };
  }, [siteUrl, pathname]);
  const url = alternates[locale]!;
  return { url, alternates, absolute: (href) => new URL(href, url).href };
}

/** Sets the page's title, description, canonical URL (no query or fragment), Open Graph tags and JSON-LD. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, type = 'website', jsonLd } = meta;
  const collector = useContext(CollectorContext);
  const { url, alternates } = usePageUrl();
  const json = jsonLd ? JSON.stringify(jsonLd) : null;
  collector?.collect(meta, url, alternates);
  useEffect(() => {
    document.title = fullTitle(title);
    metaTag('name', 'description', description);
    headTag('link', 'link[rel="canonical"]', (el) => (el.rel = 'canonical')).href = url;
    for (const [lang, href] of Object.entries(alternates)) {
      headTag('link', `link[rel="alternate"][hreflang="${lang}"]`, (el) => ((el.rel = 'alternate'), (el.hreflang = lang))).href = href;
    }
    metaTag('property', 'og:title', fullTitle(title));
    metaTag('property', 'og:description', description);
    metaTag('property', 'og:url', url);
    metaTag('property', 'og:type', type);
    metaTag('property', 'og:site_name', SITE_NAME);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    if (json) headTag('script', 'script[type="application/ld+json"]', (el) => (el.type = 'application/ld+json')).textContent = json;
    else script?.remove();
  }, [title, description, type, json, url, alternates]);
}
