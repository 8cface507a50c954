// A page's public read, defined once for its three uses: started before the page renders (the shell calls an
// exposed page's `prefetch` while it is still starting), awaited by the prerender (its `prerender` export), and taken
// by the page's first load, which starts from the prerendered value when the document carries one. Each early read
// is taken once, so a Retry or a later visit always reads afresh.
import { useCallback } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { prerenderedData, textTranslations, type PageData, type TextTranslations } from '@nism/platform';
import { useLoad } from '@nism/shared-hooks';

export interface PageRead<T> {
  /** Names the read in the early reads and in the prerendered page's data ('exams', 'plans:<id>'). */
  key: string;
  load: () => Promise<T>;
}

/**
 * `read` in `locale`: its value with the database's texts translated by `translate` (the reviewed translations, one
 * read per language), under a key of its own, so an English and a Hindi page never take each other's data.
 */
export function inLanguage<T>(read: PageRead<T>, locale: Locale, translate: (value: T, translations: TextTranslations) => T): PageRead<T> {
  if (locale === DEFAULT_LOCALE) return read;
  return {
    key: `${read.key}:${locale}`,
    load: async () => {
      const [value, translations] = await Promise.all([read.load(), textTranslations(locale)]);
      return translate(value, translations);
    },
  };
}

const started = new Map<string, Promise<unknown>>();

export function prefetch<T>({ key, load }: PageRead<T>): void {
  if (started.has(key)) return;
  const promise = load();
  promise.catch(() => {}); // a failure is reported by the page that takes it
  started.set(key, promise);
}

/** The read `prefetch` started under its key, or a new one. */
export function takePrefetched<T>({ key, load }: PageRead<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise ?? load();
}

/** For a page module's `prerender` export: the read's value under its key. */
export async function prerenderRead<T>(read: PageRead<T>): Promise<PageData> {
  return { [read.key]: await read.load() };
}

/** The page's load of `read`: the prerendered value at once when there is one (then revalidated), else the read. */
export function usePageRead<T>(read: PageRead<T>) {
  const { key } = read;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the read: a new key is a new read
  const load = useCallback(() => takePrefetched(read), [key]);
  return useLoad(load, prerenderedData<T>(key));
}
