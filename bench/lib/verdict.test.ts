import { aaHolds, couldDecide, countVerdicts, judge } from './verdict';

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

describe('more rounds are worth taking only for a row they could decide', () => {
  it('when the run-to-run floor alone leaves room on one side of the budget', () => {
    // A floor of 0.1 on a log scale: an exact median of 1.25 would still be over 1.10, one of 0.9 held.
    expect(couldDecide(1.25, 1.1, 0.1)).toBe(true);
    expect(couldDecide(0.9, 1.1, 0.1)).toBe(true);
    // 1.05 against 1.10 with that floor: undecided however many rounds.
    expect(couldDecide(1.05, 1.1, 0.1)).toBe(false);
    expect(couldDecide(1.05, 1.1, 0)).toBe(true);
  });
});
