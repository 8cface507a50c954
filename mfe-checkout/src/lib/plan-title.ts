/** A plan's name by its length, as the plans page shows it: one day is the free trial. */
export const planTitle = (durationDays: number) => (durationDays === 1 ? 'Try for Free' : `${durationDays} Days Access`);
