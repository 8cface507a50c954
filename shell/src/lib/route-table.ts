// The product's whole route table, as data: every path comes from contracts/. routes.tsx renders it;
// the entry chunk (remotes/early.ts) and the hover preloader read it too, so it imports no shared package.
// contracts' SITE_ROUTES lists the same patterns for servers, which answer any other path 404.
import { PAGE_REMOTES, pageRoutes, shell, type RemotePageId } from '@nism/contracts';

/** The remote pages: each route renders one exposed page module of a remote. */
export const REMOTE_ROUTES: readonly { path: string; id: RemotePageId }[] = PAGE_REMOTES.flatMap((name) => pageRoutes(name));

/** The shell's own screens. */
export const SHELL_ROUTES = shell.routes;
