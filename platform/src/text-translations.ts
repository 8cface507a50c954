// The database's learner-facing texts (exam descriptions and information, plan benefit lines, topic and paper titles)
// in the language in use (issue 51, docs/i18n.md). A translation is keyed by the exact English it translates, so an
// English text edited in the studio shows in English until its new translation is reviewed, never a stale one. One
// read per language and visit, shared by every remote (platform is a singleton).
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { publicDb } from './client';

/** The English of a database text → its reviewed translation. */
export type TextTranslations = ReadonlyMap<string, string>;

const NONE: TextTranslations = new Map();
const loads = new Map<Locale, Promise<TextTranslations>>();

/**
 * The reviewed translations into `locale` (none for English). A failed read gives none, so the page shows the
 * database's English rather than an error, and the next page asks again.
 */
export function textTranslations(locale: Locale): Promise<TextTranslations> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(NONE);
  let load = loads.get(locale);
  if (!load) {
    load = (async () => {
      const { data, error } = await publicDb().rpc('get_text_translations', { p_language: locale });
      if (error) throw error;
      return new Map((data ?? []).map((row) => [row.source, row.text]));
    })().catch(() => {
      loads.delete(locale);
      return NONE;
    });
    loads.set(locale, load);
  }
  return load;
}

/** `english` translated, or as it is when it has no reviewed translation. */
export const translateText = (translations: TextTranslations, english: string): string => translations.get(english) ?? english;
