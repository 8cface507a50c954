// The checkout remote and the deployed shell (e2e/lib/contract.ts): checkout renders no page, so the shell's
// /account page, which loads checkout/PurchaseHistory, shows whether it composes.
import { contractChecks } from '../../lib/contract';

contractChecks('checkout', {
  path: '/account',
  signedIn: true,
  composed: (page) => page.getByText('You have not bought a plan yet.'),
  refused: (page) => page.getByRole('alert').filter({ hasText: 'Your purchases could not be loaded.' }),
  rest: (page) => page.getByRole('heading', { name: 'My Account', level: 1 }),
});
