import { formatNumber } from './headline';

const marksText = (marks: number) => `${marks} ${marks === 1 ? 'mark' : 'marks'}`;

/**
 * What a question is worth and what a wrong answer costs, as the real test states it: '2 marks · a wrong answer
 * costs 0.5', or '1 mark' where the exam has no negative marking.
 */
export function questionWorth(marks: number, negativePercent: number): string {
  if (negativePercent <= 0) return marksText(marks);
  return `${marksText(marks)} · a wrong answer costs ${formatNumber((marks * negativePercent) / 100)}`;
}

/** The paper's marking in one sentence, for the instructions before the test. */
export function markingRule(negativePercent: number): string {
  if (negativePercent <= 0) return 'No negative marking: a wrong answer costs nothing. An unanswered question costs nothing.';
  return `Negative marking: a wrong answer costs ${negativePercent}% of its marks (0.25 of a 1-mark question, 0.5 of a 2-mark one). An unanswered question costs nothing.`;
}
