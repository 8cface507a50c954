// Long texts (blog articles, legal pages) kept as data or components per language: English is in the bundle, a
// translation is a chunk loaded only on a page in its language (as the messages are), and a translation that is
// missing or fails to load shows the English.
import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { useLocale } from '@nism/shared-ui';

type Loader<T> = () => Promise<{ default: T }>;

/** Data in the language in use; suspends while its translation's chunk loads. */
export function defineTranslatedData<T>(english: T, translations: Partial<Record<Locale, Loader<T>>>) {
  const loading = new Map<Locale, Promise<T>>();
  return function useTranslatedData(): T {
    const locale = useLocale();
    const translation = locale === DEFAULT_LOCALE ? undefined : translations[locale];
    if (!translation) return english;
    let data = loading.get(locale);
    if (!data) {
      data = translation().then(
        (m) => m.default,
        () => english,
      );
      loading.set(locale, data);
    }
    return use(data);
  };
}

/** A component (a legal page's body) in the language in use; suspends while its translation's chunk loads. */
export function translatedComponent<P extends object>(
  english: ComponentType<P>,
  translations: Partial<Record<Locale, Loader<ComponentType<P>>>>,
) {
  const lazies = new Map<Locale, LazyExoticComponent<ComponentType<P>>>();
  for (const [locale, load] of Object.entries(translations) as [Locale, Loader<ComponentType<P>>][]) {
    lazies.set(
      locale,
      lazy(() => load().catch(() => ({ default: english }))),
    );
  }
  return function Translated(props: P) {
    const Component = lazies.get(useLocale()) ?? english;
    return <Component {...props} />;
  };
}
