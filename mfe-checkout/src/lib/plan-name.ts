import { planTitle } from '@nism/contracts';
import type { CheckoutMessages } from './messages';

/** A plan's name in the language in use: contracts' planTitle with checkout's messages. */
export const planName = (durationDays: number, t: CheckoutMessages) => planTitle(durationDays, { trial: t.planFree, days: t.planDays });
