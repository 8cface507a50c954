// The database's texts this remote shows (paper titles and descriptions, topic titles, section names) in the page's
// language: platform's reviewed translations, read once per visit (the shell starts the read on a page not in English).
import { use, useMemo } from 'react';
import { DEFAULT_LOCALE } from '@nism/contracts';
import { textTranslations, translateText } from '@nism/platform';
import { useLocale } from '@nism/shared-ui';

const asItIs = (english: string) => english;

/**
 * `text(english)`: the reviewed translation into the page's language, or the English. Suspends until they are read:
 * a page calls it at its top, before its parts that start reads mount, so those parts never suspend on it.
 */
export function useDatabaseText(): (english: string) => string {
  const locale = useLocale();
  // The read this component first took, kept: after a failed read platform starts a new one 30 s later, and a
  // component already on screen (the attempt's timer) must not suspend again on a re-render.
  const pending = useMemo(() => (locale === DEFAULT_LOCALE ? null : textTranslations(locale)), [locale]);
  const translations = pending ? use(pending) : null;
  return useMemo(() => (translations ? (english: string) => translateText(translations, english) : asItIs), [translations]);
}
