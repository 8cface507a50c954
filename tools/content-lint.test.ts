// `npm test` holds every live paper to the content lint (contracts/src/content-lint, issue 44): the seed's published
// papers and content/'s paper files. A blocking finding fails the test with the lint's own lines; warnings are
// left to the writers. The bad papers the checks are proved on are in contracts/src/content-lint/content-lint.test.ts.
import { blocking, formatFinding, lintPapers, longestOptionScore } from '@nism/contracts/content-lint';
import { chaptersOf, contentPapers, livePapers, seedPapers, translatedPapers } from './live-papers';

const papers = livePapers();

test('the live papers are all read: the seed (the retired X-A mock left out) and content/', () => {
  const seed = seedPapers();
  expect(seed).toHaveLength(23);
  expect(seed.find((p) => p.id.endsWith('014'))).toBeUndefined();
  expect(contentPapers().map((p) => p.questions.length)).toEqual([
    100, 100, 100, 100, 8, 100, 100, 19, 135, 135, 135, 120, 120, 56, 100, 100, 63,
  ]);
  for (const p of papers) expect(p.questions.every((q) => q.options.every((o) => o.trim()) && /^[ABCD]$/.test(q.answer))).toBe(true);
});

test('no live paper has a blocking finding', () => {
  expect(blocking(lintPapers(papers, chaptersOf)).map(formatFinding)).toEqual([]);
});

test('on every live full-length mock, always picking the longest option scores at most chance + 10 points', () => {
  const over = papers
    .filter((p) => /full-length/i.test(p.paper))
    .map((p) => [p.paper, Math.round(longestOptionScore(p.questions) * 1000) / 10] as const)
    .filter(([, score]) => score > 35);
  expect(over).toEqual([]);
});

test("no translation has a blocking finding, judged with its English paper's keys; its mocks are not passable by length", () => {
  const translations = translatedPapers();
  expect(translations.map((p) => [p.paper, p.questions.length])).toEqual([
    ['VA seed Demo Questions (hi)', 10],
    ['VA Full-Length Mock Test 2 (hi)', 100],
    ['VA Full-Length Mock Test 3 (hi)', 100],
    ['VA seed Full-Length Mock Test (hi)', 100],
    ['VA seed Mock Test 1 (hi)', 15],
    ['VA seed Mock Test 2 (hi)', 15],
  ]);
  expect(blocking(lintPapers(translations, chaptersOf)).map(formatFinding)).toEqual([]);
  const over = translations.filter((p) => /full-length/i.test(p.paper) && longestOptionScore(p.questions) > 0.35).map((p) => p.paper);
  expect(over).toEqual([]);
});
