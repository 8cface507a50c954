// Each page names itself: the document title, the meta description, the canonical URL and the Open Graph tags
// search engines and link previews read. The page that owns a route calls usePageMeta; the shell's index.html
// holds the site's defaults until it does.
import { useEffect } from 'react';
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

/** Sets the page's title, description, canonical URL (no query or fragment), Open Graph tags and JSON-LD. */
export function usePageMeta({ title, description, type = 'website', jsonLd }: PageMeta): void {
  const { pathname } = useLocation();
  const json = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    const url = window.location.origin + window.location.pathname; // with the site's base path
    document.title = fullTitle(title);
    metaTag('name', 'description', description);
    headTag('link', 'link[rel="canonical"]', (el) => (el.rel = 'canonical')).href = url;
    metaTag('property', 'og:title', fullTitle(title));
    metaTag('property', 'og:description', description);
    metaTag('property', 'og:url', url);
    metaTag('property', 'og:type', type);
    metaTag('property', 'og:site_name', SITE_NAME);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    if (json) headTag('script', 'script[type="application/ld+json"]', (el) => (el.type = 'application/ld+json')).textContent = json;
    else script?.remove();
  }, [title, description, type, json, pathname]);
}
