// The shared singletons of every app, declared once (module-federation-examples habit).
// One copy of each loads in the browser, so hooks, contexts, the styled-components sheet,
// the toast store and the supabase auth state are the same objects in the shell and every remote.
import fs from 'node:fs';
import path from 'node:path';

// The shell's pinned versions are the versions every app shares.
const deps: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'shell', 'package.json'), 'utf8'),
).dependencies;

const singleton = (version: string) => ({ singleton: true, requiredVersion: version });

// react-router is not shared as a package: shared packages load whole, so the apps reach the router through
// shared-ui (a singleton), whose chunk keeps only the router APIs they use (docs/architecture-notes.md).
export const sharedDependencies = {
  react: singleton(deps.react),
  'react/jsx-runtime': singleton(deps.react),
  'react/jsx-dev-runtime': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/client': singleton(deps['react-dom']),
  'styled-components': singleton(deps['styled-components']),
  'react-hot-toast': singleton(deps['react-hot-toast']),
  '@supabase/supabase-js': singleton(deps['@supabase/supabase-js']),
  'shared-auth': singleton(deps['shared-auth']),
  'shared-ui': singleton(deps['shared-ui']),
};
