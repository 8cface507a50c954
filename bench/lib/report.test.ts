import { failures, record, rows, summary } from './report';

beforeEach(() => {
  rows.length = 0;
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

it('a row fails over its budget, or when nothing was measured; a row without a budget never fails', () => {
  record({ section: 's', metric: 'within', value: 1.05, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'over', value: 1.2, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'not measured', value: NaN, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'reference', value: 9, unit: 'x' });
  expect(failures().map((r) => r.metric)).toEqual(['over', 'not measured']);
});

it('a median with an interval is judged by the interval: undecided rows do not fail, and the summary counts them', () => {
  record({ section: 'lab', metric: 'median over, interval straddles', value: 1.15, unit: 'x', budget: 1.1, interval: [1.02, 1.21] });
  record({ section: 'lab', metric: 'median under, interval over', value: 1.09, unit: 'x', budget: 1.05, interval: [1.06, 1.12] });
  record({ section: 'lab', metric: 'held', value: 0.98, unit: 'x', budget: 1.1, interval: [0.93, 1.04] });
  record({ section: 'lab', metric: 'void run', value: 1.5, unit: 'x', budget: 1.1, interval: [1.4, 1.6], void: true });
  expect(failures().map((r) => r.metric)).toEqual(['median under, interval over']);
  expect(summary()).toBe('1 held, 1 over, 1 undecided');
  expect(console.log).toHaveBeenCalledWith(expect.stringContaining('undecided (budget 1.1)'));
  expect(console.log).toHaveBeenCalledWith(expect.stringContaining('void (A/A)'));
});
