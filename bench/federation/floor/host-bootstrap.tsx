// The floor's host page: registers the remotes named in `?remotes=` from their manifests and shows each one's page,
// through the same runtime calls the shell makes (registerRemotes, loadRemote). The single build swaps that runtime
// for direct imports of the same pages (floor-build.ts).
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

const names = (new URLSearchParams(location.search).get('remotes') ?? 'floor_a').split(',');
registerRemotes(names.map((name) => ({ name, entry: `${location.origin}/${name}/mf-manifest.json` })));
Promise.all(names.map((name) => loadRemote<{ default: ComponentType }>(`${name}/Page`))).then((pages) => {
  createRoot(document.getElementById('root')!).render(
    createElement('main', null, ...pages.map((page, i) => createElement(page!.default, { key: i }))),
  );
});
