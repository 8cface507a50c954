// The database's texts this remote shows (paper titles and descriptions, topic titles) in the page's language:
// platform's reviewed translations, read once per visit (the shell starts the read on a page not in English).
import { use } from 'react';
import { DEFAULT_LOCALE } from '@nism/contracts';
import { textTranslations, translateText } from '@nism/platform';
import { useLocale } from '@nism/shared-ui';

const asItIs = (english: string) => english;

/** `text(english)`: the reviewed translation into the page's language, or the English. Suspends until they are read. */
export function useDatabaseText(): (english: string) => string {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return asItIs;
  const translations = use(textTranslations(locale));
  return (english) => translateText(translations, english);
}
