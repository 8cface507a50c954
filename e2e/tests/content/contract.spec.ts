// The content remote and the deployed shell (e2e/lib/contract.ts).
import { contractChecks } from '../../lib/contract';

contractChecks('content', {
  path: '/blogs',
  composed: (page) => page.getByRole('heading', { name: 'Investment Advisory Blogs', level: 1 }),
  refused: (page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This part of the site is unavailable' }) }),
  rest: (page) => page.getByRole('navigation', { name: 'Main' }),
});
