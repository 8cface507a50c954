// The language the shell chose (contracts/src/locale.ts), handed to every remote through this provider (shared-ui is
// a singleton, so the shell's provider is the one a remote's page reads), and each app's messages for it.
import { createContext, Fragment, use, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@nism/contracts';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language in use ('en' outside a provider: tests and a remote alone render English). */
export const useLocale = (): Locale => useContext(LocaleContext);

/** The BCP 47 tag for Intl's number and date formats in the language in use: 'en-IN' or 'hi-IN'. */
export const useLocaleTag = (): string => LOCALE_TAGS[useLocale()];

type Catalog = Record<string, (values?: Record<string, unknown>) => string>;
type Translation<C> = () => Promise<{ default: Partial<C> }>;

/**
 * An app's messages (tools/messages.ts compiles them): English, the source, always in the bundle, and each
 * translation as a chunk loaded only when its language is in use. A key a translation lacks, or a translation that
 * fails to load, shows in English: a remote without Hindi messages still works.
 */
export function defineMessages<C extends Catalog>(english: C, translations: Partial<Record<Locale, Translation<C>>>) {
  const loading = new Map<Locale, Promise<C>>();
  const load = (locale: Locale): Promise<C> | null => {
    const translation = locale === DEFAULT_LOCALE ? undefined : translations[locale];
    if (!translation) return null;
    let messages = loading.get(locale);
    if (!messages) {
      messages = translation().then(
        (m) => ({ ...english, ...m.default }),
        () => english,
      );
      loading.set(locale, messages);
    }
    return messages;
  };
  return {
    /** The messages in the language in use; suspends while a translation's chunk loads. */
    useMessages(): C {
      const pending = load(useLocale());
      return pending ? use(pending) : english;
    },
  };
}

// A character no message contains: it marks where each element goes in the compiled text.
const MARK = '\u0000';

/**
 * A message with elements inside it (a link, a <strong>), each where its argument stands in the language's own word
 * order: richMessage(t.accessDemo, { link: <Link …>{t.accessDemoLink()}</Link> }). The compiled messages build
 * strings, so each element's argument gets a marker and the string is cut at the markers.
 */
export function richMessage(
  message: (values?: Record<string, unknown>) => string,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const names = Object.keys(elements);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return message({ ...values, ...marks })
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{elements[names[Number(part)]]}</Fragment> : part));
}
