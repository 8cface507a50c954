/**
 * A plan's name by its length (product spec, Plans): 'Try for Free' for the one-day trial, else '{n} Days Access'.
 * The plans page (catalog) and the purchase flow and receipts (checkout) name a plan alike.
 */
export const planTitle = (durationDays: number): string => (durationDays === 1 ? 'Try for Free' : `${durationDays} Days Access`);
