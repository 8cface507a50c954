// Issue 47 §1: sample until decided. A run first takes `minRounds` rounds of every group; then, while a budgeted row
// is undecided, it adds rounds (in the same interleaved order) of the groups that still have one, up to `maxRounds`.
// The guard groups (the A/A pair) are in every round, so they see the same drift as whatever is still measured.

export interface SamplingPlan {
  minRounds: number;
  maxRounds: number;
}

export interface Sampling<G> {
  plan: SamplingPlan;
  groups: G[];
  /** In every round, first to last. */
  guards: G[];
  /** Reference groups, visited in the first `minRounds` rounds only. */
  references?: G[];
  /** Visits each of `groups` once; `round` is the round's number (0-based), for the visiting order. */
  visitRound(round: number, groups: G[]): Promise<void>;
  /** Whether the group still has a budgeted row its interval cannot decide. */
  undecided(group: G): boolean;
  /** Told after each round with the groups that are still undecided (for the log). */
  progress?(round: number, undecided: G[]): void;
}

/** Runs the rounds; returns how many it took. */
export async function sampleUntilDecided<G>(s: Sampling<G>): Promise<number> {
  let round = 0;
  for (; round < s.plan.minRounds; round++) await s.visitRound(round, [...(s.references ?? []), ...s.groups, ...s.guards]);
  for (;;) {
    const open = s.groups.filter((g) => s.undecided(g));
    s.progress?.(round, open);
    if (!open.length || round >= s.plan.maxRounds) return round;
    await s.visitRound(round, [...open, ...s.guards]);
    round++;
  }
}
