// The site's languages. The shell owns the one in use: it is part of the URL ('/hi/exams' is the exams page in
// Hindi; English, the default, has no prefix), so every public page has one address per language that a prerender,
// a CDN and a search engine can tell apart. The shell reads it from the URL once at start, gives it to the remotes
// (shared-ui's LocaleProvider) and a switch loads the other language's address.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag for numbers and dates: Indian English and Hindi in India (₹1,00,000; lakh and crore grouping). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A site path's language and the path without its language: '/hi/exams' → hi, '/exams'; '/hi' → hi, '/'. */
export function splitLocale(sitePath: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(sitePath);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: sitePath };
}

/** A site path in `locale`: '/exams', hi → '/hi/exams'; '/', hi → '/hi'. */
export function localePath(sitePath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return sitePath;
  return sitePath === '/' ? `/${locale}` : `/${locale}${sitePath}`;
}
