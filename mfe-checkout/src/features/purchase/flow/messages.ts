// Every toast of the purchase flow (the product's texts in English, word for word): [title, description?], in the
// language the catalog passed (PurchaseDeps.locale).
import type { Locale } from '@nism/contracts';
import type { CheckoutMessages } from '../../../lib/messages';

type Toast = [title: string, description?: string];

export function toasts(t: CheckoutMessages, locale: Locale) {
  return {
    alreadyActive: [t.alreadyPurchased(), t.alreadyActive()] as Toast,
    freeGranted: [t.freeGranted()] as Toast,
    freeFailed: [t.freeFailed()] as Toast,
    // The database words its refusal in English: another language says the one rule it refuses by.
    freeRefused: (reason: string): Toast => [t.freeRefusedTitle(), locale === 'en' ? reason : t.freeRefusedText()],
    startFailed: (reason: string): Toast => [t.paymentError(), t.startFailed({ reason })],
    scriptFailed: [t.paymentError(), t.scriptFailed()] as Toast,
    cancelled: [t.cancelled()] as Toast,
    timedOut: [t.timedOut()] as Toast,
    paymentFailed: (description: string): Toast => [t.paymentFailed(), description],
    purchased: [t.purchased()] as Toast,
    duplicate: [t.alreadyPurchased(), t.duplicate()] as Toast,
    activatedLater: [t.activatedTitle(), t.activatedText()] as Toast,
    verifyFailed: (reason: string): Toast => [t.purchaseError(), t.verifyFailed({ reason })],
    /** A reason inside a sentence: no trailing full stop, never empty. */
    asReason: (text: string | undefined | null) => (text ?? '').trim().replace(/\.+$/, '') || t.unknownError(),
  };
}

export type Toasts = ReturnType<typeof toasts>;

/** What the flow's steps say and how: the toasts, the messages and the language's Intl tag. */
export interface FlowText {
  toast: Toasts;
  t: CheckoutMessages;
  localeTag: string;
}
