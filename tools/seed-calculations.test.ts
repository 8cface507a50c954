// The seed's calculation questions that issue 44 changed (new figures, or options re-worded around the same figures),
// recomputed from their stems and caselets: the keyed option shows the computed value, and where a figure tells
// the key apart no other option shows it; the distractors' figures are the mistakes their explanations name.
import { seedPapers } from './live-papers';

const questions = new Map(seedPapers().flatMap((p) => p.questions.map((q) => [q.ref, q] as const)));
const keyed = (ref: string) => {
  const q = questions.get(ref)!;
  return q.options['ABCD'.indexOf(q.answer)];
};
const options = (ref: string) => questions.get(ref)!.options;
/** Indian digit grouping: 120000 -> "1,20,000". */
const ind = (n: number) => {
  const [i, f] = n.toFixed(0).split('.');
  const last3 = i.slice(-3);
  const rest = i.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (rest ? `${rest},${last3}` : last3) + (f ? `.${f}` : '');
};
/** The value appears in the keyed option and, when `unique`, in no other option. */
function expectKeyed(ref: string, text: string, unique = true) {
  expect(keyed(ref)).toContain(text);
  if (unique) expect(options(ref).filter((o) => o.includes(text))).toEqual([keyed(ref)]);
}

test('XA-011-002: the exact real return', () => {
  expectKeyed('XA-011-002', `${((1.1 / 1.06 - 1) * 100).toFixed(2)}%`);
  expect(options('XA-011-002')).toContain('About 4.00%'); // the approximation 10 - 6
});

test('VIII-044-015: futures fair price with continuous compounding', () => {
  expectKeyed('VIII-044-015', ind(10_000 * Math.exp(0.12 * 0.5)));
  expect(options('VIII-044-015')).toEqual(
    expect.arrayContaining([`About ${ind(10_000 * (1 + 0.12 * 0.5))}`, `About ${ind(10_000 * 1.12)}`]),
  );
});

test('VIII-044-064: the hedge offsets the fall in the shares', () => {
  const loss = (600 - 540) * 1000;
  expect(keyed('VIII-044-064')).toBe(`The Rs ${ind(loss)} fall in the shares is offset by a Rs ${ind(loss)} futures gain`);
});

test('XV-054-042: EPS after the buyback', () => {
  expectKeyed('XV-054-042', `Rs ${(100 / (10 - 1)).toFixed(2)}`);
});

test('VII-064-071: the holding after a split from Rs 10 to Rs 2', () => {
  const ratio = 10 / 2;
  expect(keyed('VII-064-071')).toBe(`${ind(200 * ratio)} shares at Rs ${900 / ratio} each`);
});

test('XB-024-093: the existing corpus at retirement and the shortfall', () => {
  const fv = 90 * 1.09 ** 10; // lakh
  const needed = 260; // lakh: the corpus of XB-024-092's key (Rs 2.6 crore)
  expectKeyed('XB-024-093', `Rs ${(fv / 100).toFixed(2)} crore`);
  expectKeyed('XB-024-093', `Rs ${Math.round(needed - fv)} lakh`);
});

test('XB-024-104: tax on the land, with and without indexation', () => {
  expectKeyed('XB-024-104', `Rs ${((80 - 20) * 0.125).toFixed(1)} lakh`);
  expect(options('XB-024-104')[0]).toContain(`Rs ${((80 - 37.6) * 0.2).toFixed(2)} lakh`);
});

test('XB-024-112: investing the proceeds to reach 70:30', () => {
  const total = 120;
  expect(keyed('XB-024-112')).toBe(`Rs ${0.7 * total - (12 + 30)} lakh to equity funds and Rs ${0.3 * total - (20 + 10)} lakh to debt`);
});

test("XB-024-116 and 117: Kamala's shortfall and the SCSS interest on Rs 25 lakh", () => {
  const monthly = 45_000 - 35_000;
  expectKeyed('XB-024-116', `Rs ${(monthly * 12) / 1e5} lakh a year`);
  expect(questions.get('XB-024-117')!.question).toContain('Rs 25 lakh');
  const annual = 25e5 * 0.08;
  expectKeyed('XB-024-117', `Rs ${ind(annual / 4)} a quarter`);
  expectKeyed('XB-024-117', `Rs ${ind(monthly * 3)}`);
  expect(options('XB-024-117')).toEqual(
    expect.arrayContaining([
      `Rs ${annual / 1e5} lakh a quarter, over six times her quarterly shortfall`,
      `About Rs ${ind(annual / 12)} a quarter, which does not cover her shortfall`,
    ]),
  );
  expect(annual / 1e5 / ((monthly * 3) / 1e5)).toBeGreaterThan(6);
  expect(annual / 4 / (monthly * 12)).toBeLessThan(0.5);
});

test('VIII-044-011: the index value after the market capitalisation grows', () => {
  expect(questions.get('VIII-044-011')!.question).not.toMatch(/free-float market capitalisation/i); // VIII-044-009's key
  expectKeyed('VIII-044-011', ind((62_000 / 50_000) * 1_000));
});
