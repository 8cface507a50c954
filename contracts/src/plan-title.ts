/** A plan's name in one language: the one-day trial's, and the others' by their length. */
export interface PlanNames {
  trial: () => string;
  days: (values: { days: number }) => string;
}

const ENGLISH: PlanNames = { trial: () => 'Try for Free', days: ({ days }) => `${days} Days Access` };

/**
 * A plan's name by its length (product spec, Plans): 'Try for Free' for the one-day trial, else '{n} Days Access', or
 * the same in the page's language (`names`, from the app's messages). The plans page (catalog) and the purchase flow
 * and receipts (checkout) name a plan alike.
 */
export const planTitle = (durationDays: number, names: PlanNames = ENGLISH): string =>
  durationDays === 1 ? names.trial() : names.days({ days: durationDays });
