// The database's learner-facing texts (exam descriptions and information, plan benefit lines, topic and paper titles)
// in the language in use (issue 51, docs/i18n.md). A translation is keyed by the exact English it translates, so an
// English text edited in the studio shows in English until its new translation is reviewed, never a stale one. One
// read per language and visit, shared by every remote (platform is a singleton).
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { publicDb } from './client';

/** The English of a database text → its reviewed translation. */
export type TextTranslations = ReadonlyMap<string, string>;

const NONE: TextTranslations = new Map();
const ENGLISH = Promise.resolve(NONE);
/** After a failed read the page shows the English; a read starts again only after this long (no read per render). */
const RETRY_AFTER_MS = 30_000;
const loads = new Map<Locale, { promise: Promise<TextTranslations>; failedAt?: number }>();

/**
 * The reviewed translations into `locale` (none for English): the same promise for the whole visit, so a component
 * may `use` it. A failed read gives none, so the page shows the database's English rather than an error; a later
 * page asks again.
 */
export function textTranslations(locale: Locale): Promise<TextTranslations> {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  const cached = loads.get(locale);
  if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < RETRY_AFTER_MS)) return cached.promise;
  const entry: { promise: Promise<TextTranslations>; failedAt?: number } = {
    promise: (async () => {
      const { data, error } = await publicDb().rpc('get_text_translations', { p_language: locale });
      if (error) throw error;
      return new Map((data ?? []).map((row) => [row.source, row.text]));
    })().catch(() => {
      entry.failedAt = Date.now();
      return NONE;
    }),
  };
  // Marked as React's `use` reads a settled promise, so a component that reads it once it has arrived renders at once.
  void entry.promise.then((value) => Object.assign(entry.promise, { status: 'fulfilled', value }));
  loads.set(locale, entry);
  return entry.promise;
}

/** `english` translated, or as it is when it has no reviewed translation. */
export const translateText = (translations: TextTranslations, english: string): string => translations.get(english) ?? english;
