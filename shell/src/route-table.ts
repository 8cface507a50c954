// The product's whole route table, as data: every path comes from contracts/. routes.tsx renders it;
// the entry chunk (remotes/early.ts) and the hover preloader read it too, so it imports no shared package.
import { pageRoutes, shell, type RemotePageId } from 'contracts';

/** The remote pages: each route renders one exposed page module of a remote. */
export const REMOTE_ROUTES: readonly { path: string; id: RemotePageId }[] = [
  ...pageRoutes('catalog'),
  ...pageRoutes('testing'),
  ...pageRoutes('content'),
];

/** The shell's own screens. */
export const SHELL_ROUTES = shell.routes;
