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
    pattern: [
      // insurance
      String.raw`term (life )?(insurance|plan)|sum assured|human life value|co-?payment|no-claim bonus|insurance need|utmost good faith`,
      // annuities and retirement products
      String.raw`life annuity|annuitant|longevity risk|pension plan`,
      // tax
      String.raw`income-tax act|capital (gains? tax|loss)|set off|tax regime|tax slab|taxable income|\b80 ?C\b`,
      // estate
      String.raw`estate planning|succession act|intestate|testator|probate|letters of administration|\bwills? (must|is|are) (be )?(attested|signed|registered)`,
    ].join('|'),
    what: 'insurance, annuity, tax or estate planning',
    movedTo: 'Series X-B (revised syllabus, March 2025)',
  },
];
