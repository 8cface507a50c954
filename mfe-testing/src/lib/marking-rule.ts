import { formatNumber } from './headline';
import type { Messages } from './messages';

/**
 * What a question is worth and what a wrong answer costs, as the real test states it: '2 marks · a wrong answer
 * costs 0.5', or '1 mark' where the exam has no negative marking (or the same in the language of `t`).
 */
export function questionWorth(marks: number, negativePercent: number, t: Messages): string {
  if (negativePercent <= 0) return t.marksCount({ n: marks });
  return t.worthWithNegative({ marks: t.marksCount({ n: marks }), cost: formatNumber((marks * negativePercent) / 100) });
}

/** The paper's marking in one sentence, for the instructions before the test. */
export function markingRule(negativePercent: number, t: Messages): string {
  if (negativePercent <= 0) return t.markingNone();
  return t.markingRule({
    percent: negativePercent,
    one: formatNumber(negativePercent / 100),
    two: formatNumber((2 * negativePercent) / 100),
  });
}
