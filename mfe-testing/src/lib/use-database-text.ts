// The database's texts this remote shows (paper titles and descriptions, topic titles, section names) in the page's
// language: platform's reviewed translations, read once per visit (the shell starts the read on a page not in English).
import { use, useMemo } from 'react';
import { DEFAULT_LOCALE } from '@nism/contracts';
import { textTranslations, translateText, type TextTranslations } from '@nism/platform';
import { useLocale } from '@nism/shared-ui';

/**
 * `text(english)`: the reviewed translation into the page's language, or the English. `text.lang(english)`: 'en' where
 * the English shows on a page in another language (for a `lang` attribute, so a screen reader reads it as English).
 */
export interface DatabaseText {
  (english: string): string;
  lang(english: string): 'en' | undefined;
}

const asItIs: DatabaseText = Object.assign((english: string) => english, { lang: () => undefined });

const translatedBy = (translations: TextTranslations): DatabaseText =>
  Object.assign((english: string) => translateText(translations, english), {
    lang: (english: string) => (translations.has(english) ? undefined : ('en' as const)),
  });

/**
 * The database's texts in the page's language. Suspends until they are read: a page calls it at its top, before its
 * parts that start reads mount, so those parts never suspend on it.
 */
export function useDatabaseText(): DatabaseText {
  const locale = useLocale();
  // The read this component first took, kept: after a failed read platform starts a new one 30 s later, and a
  // component already on screen (the attempt's timer) must not suspend again on a re-render.
  const pending = useMemo(() => (locale === DEFAULT_LOCALE ? null : textTranslations(locale)), [locale]);
  const translations = pending ? use(pending) : null;
  return useMemo(() => (translations ? translatedBy(translations) : asItIs), [translations]);
}
