// Where a learner was going, carried through the account screens (login, registration, confirmation, reset) as
// `?next=<this site's path>`. Building it needs nothing else of the contracts, so an app that only links to the login
// page keeps its bundle small; reading it (`safeNext`, next.ts) knows every route of the site.

/** The query parameter of the login, registration and reset screens that says where to go afterwards. */
export const NEXT_PARAM = 'next';

/** `path` with `?next=<next>` when there is somewhere to go afterwards. */
export const withNext = (path: string, next?: string | null) => (next ? `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}` : path);
