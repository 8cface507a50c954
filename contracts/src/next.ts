import { matchSiteRoute } from './site-routes';
import { shell } from './shell';

const ORIGIN = 'https://site.invalid';
const ACCOUNT_SCREENS: readonly string[] = [shell.routes.login, shell.routes.register, shell.routes.resetPassword, shell.routes.confirm];

/**
 * A `next` a screen may send the learner to: only a path of this site's own routes (with its query and fragment), never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`), a control character, an unknown path, or an
 * account screen (which would loop). Anything else is null: the screen goes where it goes without one.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((c) => c < ' ' || c === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const route = matchSiteRoute(url.pathname);
  if (!route || ACCOUNT_SCREENS.some((screen) => route.pattern === screen || route.pattern.startsWith(`${screen}/`))) return null;
  return url.pathname + url.search + url.hash;
}
