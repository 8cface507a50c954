import { failures, record } from './report';

it('a row fails over its budget, or when nothing was measured; a row without a budget never fails', () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  record({ section: 's', metric: 'within', value: 1.05, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'over', value: 1.2, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'not measured', value: NaN, unit: 'x', budget: 1.1 });
  record({ section: 's', metric: 'reference', value: 9, unit: 'x' });
  expect(failures().map((r) => r.metric)).toEqual(['over', 'not measured']);
});
