// The testing remote and the deployed shell (e2e/lib/contract.ts): an exam's detail page, for a signed-in learner.
import { contractChecks } from '../../lib/contract';

contractChecks('testing', {
  path: '/exams/00000000-0000-4000-a000-000000000001',
  signedIn: true,
  composed: (page) => page.getByRole('link', { name: /view your progress/i }),
  refused: (page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This part of the site is unavailable' }) }),
  rest: (page) => page.getByRole('navigation', { name: 'Main' }),
});
