// Issue 47 §1: a budget is judged by the 90 % interval of its median, so that the noise of one run cannot flip it.
// A median alone on this 2-core machine moves 0.81-1.15 on an A/A row; an interval says when a run cannot tell.

/** over: surely above the budget; held: surely at or under it; undecided: the interval straddles it. */
export type Verdict = 'over' | 'held' | 'undecided';

/**
 * The verdict of a value against its upper `budget`: by its interval when it has one (over when the lower end is above
 * the budget, held when the upper end is at or under it), else by the value. Nothing measured (not a number) is over.
 */
export function judge(value: number, budget: number, interval?: [number, number]): Verdict {
  if (!(value === value) || (interval && !(interval[0] === interval[0] && interval[1] === interval[1]))) return 'over';
  if (!interval) return value <= budget ? 'held' : 'over';
  if (interval[0] > budget) return 'over';
  if (interval[1] <= budget) return 'held';
  return 'undecided';
}

/**
 * Whether more rounds could ever decide a median `value` against `budget`, when its interval cannot get narrower than
 * `floor` on a log scale on either side (the run-to-run spread, which rounds do not shrink): no more rounds for a row
 * that even an exact median would leave undecided.
 */
export function couldDecide(value: number, budget: number, floor: number): boolean {
  return value * Math.exp(-floor) > budget || value * Math.exp(floor) <= budget;
}

/** The A/A row guards a run: its two variants are the same bytes, so an interval that excludes 1.0 means the run's noise is not what its intervals say. */
export const aaHolds = ([lo, hi]: [number, number]) => lo <= 1 && hi >= 1;

export interface Counts {
  held: number;
  over: number;
  undecided: number;
}

/** The summary line's counts. */
export function countVerdicts(verdicts: (Verdict | undefined)[]): Counts {
  const c: Counts = { held: 0, over: 0, undecided: 0 };
  for (const v of verdicts) if (v) c[v]++;
  return c;
}
