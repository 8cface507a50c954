import { aaHolds, countVerdicts, judge } from './verdict';

describe('a budgeted ratio is judged by its interval', () => {
  it('is over when even the lower end is above the budget', () => {
    expect(judge(1.2, 1.1, [1.12, 1.3])).toBe('over');
  });

  it('is held when the upper end is at or under the budget, whatever the median', () => {
    expect(judge(1.0, 1.1, [0.9, 1.1])).toBe('held');
    expect(judge(1.05, 1.05, [0.96, 1.04])).toBe('held');
  });

  it('is undecided when the interval holds the budget, on either side of the median', () => {
    expect(judge(1.15, 1.1, [1.02, 1.21])).toBe('undecided');
    expect(judge(1.02, 1.1, [0.95, 1.12])).toBe('undecided');
    // The lower end exactly on the budget is not "above" it.
    expect(judge(1.1, 1.1, [1.1, 1.2])).toBe('undecided');
  });

  it('falls back to the value when there is no interval (bytes, CLS: deterministic)', () => {
    expect(judge(0, 0.02)).toBe('held');
    expect(judge(172.7, 173)).toBe('held');
    expect(judge(173.1, 173)).toBe('over');
  });

  it('is over when nothing was measured', () => {
    expect(judge(NaN, 1.1)).toBe('over');
    expect(judge(1.0, 1.1, [NaN, NaN])).toBe('over');
  });
});

describe('the A/A guard', () => {
  it('holds while its interval contains 1.0, and fails when it excludes it on either side', () => {
    expect(aaHolds([0.93, 1.26])).toBe(true);
    expect(aaHolds([1.0, 1.0])).toBe(true);
    expect(aaHolds([1.06, 1.22])).toBe(false);
    expect(aaHolds([0.73, 0.99])).toBe(false);
  });
});

it('counts the verdicts for the summary line, leaving rows without a budget out', () => {
  expect(countVerdicts(['held', 'over', undefined, 'undecided', 'held'])).toEqual({ held: 2, over: 1, undecided: 1 });
});
