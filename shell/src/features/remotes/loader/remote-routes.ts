import { matchRoute, type RemotePageId } from '@nism/contracts';
import { REMOTE_ROUTES } from '../../../lib/route-table';

/**
 * The remote page at `pathname` with the route's params (`/exams/:examId/plans` gives `{ examId }`). Matched with
 * the contract's matcher rather than the router's matchPath: this runs in the entry chunk, before the router's
 * shared chunk has arrived.
 */
export function remoteRouteAt(pathname: string): { id: RemotePageId; params: Record<string, string> } | undefined {
  for (const { path, id } of REMOTE_ROUTES) {
    const params = matchRoute(path, pathname);
    if (params) return { id, params };
  }
  return undefined;
}

/** The remote page module a path renders, if a remote renders it. */
export function remotePageFor(pathname: string): RemotePageId | undefined {
  return remoteRouteAt(pathname)?.id;
}
