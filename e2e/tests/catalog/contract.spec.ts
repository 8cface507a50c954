// The catalog remote and the deployed shell (e2e/lib/contract.ts).
import { contractChecks } from '../../lib/contract';

contractChecks('catalog', {
  path: '/exams',
  composed: (page) => page.getByRole('heading', { name: 'All Available Exams' }),
  refused: (page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This part of the site is unavailable' }) }),
  rest: (page) => page.getByRole('navigation', { name: 'Main' }),
});
