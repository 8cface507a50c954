// Where the prerender build puts its files (rspack-prerender.ts) and where the deploy step finds them (prerender.ts).

/** Where each app's prerender files live, under its dist/ (and so under its deployed origin). */
export const PRERENDER_DIR = 'prerender';

/**
 * A remote's asset URLs (an article's image) are written against this placeholder, which the deploy step replaces
 * with the remote's deployed base URL: the prerendered `src` is then the one the browser computes from remoteEntry.js.
 */
export const PRERENDER_PUBLIC_PATH = '/__prerender_public_path__/';

/** The shell's prerender entry: renders a route to HTML and provides the shared modules to the remotes' files. */
export const SHELL_PRERENDER_ENTRY = 'shell';
