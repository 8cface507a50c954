import { SITE_ROUTES } from '@nism/contracts';
import { REMOTE_ROUTES, SHELL_ROUTES } from './route-table';

test("the route table renders exactly the patterns contracts' SITE_ROUTES gives the servers", () => {
  const rendered = [...REMOTE_ROUTES.map((r) => r.path), ...Object.values(SHELL_ROUTES), `${SHELL_ROUTES.resetPassword}/*`];
  expect([...rendered].sort()).toEqual([...SITE_ROUTES].sort());
});
