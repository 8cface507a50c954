import type { CheckoutMessages } from './messages';

/** A plan's name in the language in use, as contracts' planTitle names it in English: 'Try for Free', '90 Days Access'. */
export const planName = (durationDays: number, t: CheckoutMessages) =>
  durationDays === 1 ? t.planFree() : t.planDays({ days: durationDays });
