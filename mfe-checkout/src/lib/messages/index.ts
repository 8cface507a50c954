import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

export type CheckoutMessages = typeof english;

const hindi = () => import(/* webpackChunkName: "hi-messages" */ './hi.generated');

/** Checkout's texts (purchase flow, receipts, invoices), in the language the shell chose. */
export const { useMessages } = defineMessages(english, { hi: hindi });

/**
 * The messages for `locale` outside React: the purchase flow is a function the catalog calls with the language (a
 * catalog that passes none gets English); a Hindi chunk that fails to load gives English.
 */
export async function messagesFor(locale: Locale | undefined): Promise<CheckoutMessages> {
  if (!locale || locale === DEFAULT_LOCALE) return english;
  return hindi().then(
    (m) => ({ ...english, ...m.default }),
    () => english,
  );
}

/** A message with one part in bold: the text before and after `{name}`'s place. */
export function around(format: (values: { name: string }) => string): [string, string] {
  const [before = '', after = ''] = format({ name: '\u0000' }).split('\u0000');
  return [before, after];
}
