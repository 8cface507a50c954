import type { Tx } from '../db/engine';
import { RestError } from './errors';
import { MAX_REGEX_COST, regexCost } from './regex-cost';

// One request must not hold the database for seconds or build hundreds of MB of JSON: PGlite serves everyone on
// one connection and cannot cancel a running statement (it ignores statement_timeout), and on PostgreSQL the JSON
// still lands in this process. Reads that embed are priced by the planner first and refused above a ceiling.
// Embeds multiply: `test_papers(exams(test_papers(...)))` seven levels deep, each level repeated, is a short URL
// whose estimate grows with the product of the fan-outs, which is exactly what the ceiling catches. The app's
// reads embed one level and cost under 10,000; an embed chain five levels deep over the seeded catalog costs
// ~200,000 (tens of ms on PGlite); eight levels cost 1,000,000 and took 120-250 ms, what a learner's save would
// wait behind.
export const MAX_READ_COST = 250_000;

export async function assertAffordable(tx: Tx, sql: string, params: unknown[]): Promise<void> {
  const row = (await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params)).rows[0];
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Total Cost': number } }[];
  const cost = Math.round(plan[0].Plan['Total Cost']);
  if (cost > MAX_READ_COST) {
    throw new RestError(
      400,
      '54000',
      'The request is too expensive to run',
      `The planner estimates a cost of ${cost}; the limit is ${MAX_READ_COST}.`,
      'Embed fewer levels or fewer resources, or narrow the rows with filters and limits.',
    );
  }
}

/**
 * Back-references make Postgres's regex engine backtrack: `^(.*)(.*)(.*)\1\2\3$` over the exams' descriptions held
 * PGlite (so every other caller) for 9 s, four groups for minutes. Without them a pattern runs as an automaton, in
 * time linear in the text but in a size that bounded repetitions multiply (regex-cost.ts): over MAX_REGEX_COST it
 * is refused as Postgres refuses one too complex for it, on both engines, before the engine sees it.
 */
export function assertRegexAffordable(pattern: string): void {
  if (/\\[1-9]/.test(pattern)) {
    throw new RestError(
      400,
      '2201B',
      'invalid regular expression: back-references are not supported',
      null,
      'Match without back-references (\\1 to \\9).',
    );
  }
  if (regexCost(pattern) > MAX_REGEX_COST) throw regexTooComplex(pattern);
}

const regexTooComplex = (pattern: string) =>
  new RestError(
    400,
    '2201B',
    'invalid regular expression: regular expression is too complex',
    `${pattern.length > 100 ? `${pattern.slice(0, 100)}…` : pattern}: its bounded repetitions expand past ${MAX_REGEX_COST} states.`,
    'Use fewer or smaller {m,n} bounds, or nest them less.',
  );

/** Every match/imatch of one request together: many affordable patterns must not add up to one that is not. */
export function assertRegexBudget(patterns: string[]): void {
  let total = 0;
  for (const p of patterns) {
    total += regexCost(p);
    if (total > MAX_REGEX_COST) throw regexTooComplex(p);
  }
}
