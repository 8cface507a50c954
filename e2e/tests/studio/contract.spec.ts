// The studio remote and the deployed shell (e2e/lib/contract.ts). Its first release: there is no older build yet.
import { contractChecks } from '../../lib/contract';
import { test } from '../../lib/fixtures';

test.use({ role: 'editor' });

contractChecks(
  'studio',
  {
    path: '/studio',
    signedIn: true,
    composed: (page) => page.getByRole('heading', { name: 'Questions', level: 1 }),
    refused: (page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This part of the site is unavailable' }) }),
    rest: (page) => page.getByRole('navigation', { name: 'Main' }),
  },
  { olderCommit: null },
);
