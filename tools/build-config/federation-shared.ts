// The shared singletons of every app, declared once (module-federation-examples habit).
// One copy of each loads in the browser, so hooks, contexts, the styled-components sheet (through shared-ui),
// the toast store and the supabase auth state are the same objects in the shell and every remote.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

// The installed version of each package is the one every app bundles and provides (the workspaces pin them alike).
const installed = (name: string): string => readJson(`node_modules/${name}/package.json`).version;

/**
 * A singleton provided at `version` and accepted from any compatible release (`^version`): a remote built against
 * another major is detected at load. The site's own packages are strict, so a remote needing another major of them
 * fails to load (and shows the route's inline error) instead of running against the wrong API.
 */
const singleton = (version: string, strictVersion = false) => ({
  singleton: true,
  requiredVersion: `^${version}`,
  ...(strictVersion && { strictVersion }),
});
/**
 * A workspace package, imported by its scoped name (`@nism/<dir>`) and shared under its folder's name: the name
 * deployed remotes already use in the share scope, so a remote built before the packages were scoped still gets the
 * shell's copy (one AuthProvider, one router).
 */
const workspace = (dir: string) => ({ ...singleton(minorOf(installed(`@nism/${dir}`)), true), shareKey: dir });
/** '1.2.3' → '1.2.0': a remote needs the minor it was built with (its additions) or later, whatever the patch. */
const minorOf = (version: string) => version.replace(/^(\d+\.\d+)\.\d+.*$/, '$1.0');

// react-router and styled-components are not shared as packages: shared packages load whole, so the apps reach the
// router and `styled`, `css`, `keyframes`, `createGlobalStyle` through shared-ui (a singleton), whose chunk keeps only
// those (docs/architecture-notes.md; styled-components whole: +4.2 KB raw on every page).
// supabase-js is not shared either: only platform (a singleton) imports it, so the shell's platform loads the shell's
// copy, and only the createClient it uses (a shared package would load whole: +1.7 KiB gzip on the attempt page).
// contracts/ (plain values and types) and dev-harness (standalone pages only) are bundled, not shared.
export const sharedDependencies = {
  react: singleton(installed('react')),
  'react/jsx-runtime': singleton(installed('react')),
  'react/jsx-dev-runtime': singleton(installed('react')),
  'react-dom': singleton(installed('react-dom')),
  'react-dom/client': singleton(installed('react-dom')),
  'react-hot-toast': singleton(installed('react-hot-toast')),
  '@nism/platform': workspace('platform'),
  '@nism/shared-auth': workspace('shared-auth'),
  '@nism/shared-ui': workspace('shared-ui'),
};
