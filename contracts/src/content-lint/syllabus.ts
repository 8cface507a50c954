// What an exam's current syllabus moved to another exam: a question of that exam whose stem or key tests it is off the
// syllabus even when it is filed under one of the exam's chapters (the older X-A papers filed insurance, tax and
// estate questions under the nearest X-A chapter). `pattern` is a case-insensitive regular expression.

export interface OffSyllabus {
  /** The exams whose names contain this string. */
  exam: string;
  pattern: string;
  what: string;
  movedTo: string;
}

export const OFF_SYLLABUS: readonly OffSyllabus[] = [
  {
    exam: 'Series X-A',
    pattern: String.raw`\b(term (life )?(insurance|plan|cover)|life insurance|health insurance|insurance (plan|policy|cover)|sum assured|human life value|annuit(y|ies|ant)|estate planning|\bwill\b (and|or)|succession|nominee|income[- ]tax|tax regime|tax slab|capital gains tax|section \d+[A-Z]*|post-tax|taxable)`,
    what: 'insurance, annuity, tax or estate planning',
    movedTo: 'Series X-B (revised syllabus, March 2025)',
  },
];
