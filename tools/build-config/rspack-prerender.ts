// The prerender build of an app: the same sources compiled for Node into dist/prerender/, which the deploy step
// (tools/prerender.ts) fetches from wherever the app is deployed. A remote's build is one CommonJS file per exposed
// page, requiring the shared singletons (react, styled-components, shared-ui, ...) from the shell's prerender
// bundle, which provides them as the browser's federation runtime does: one React and one style sheet per render.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { BASE_PATH } from '@nism/contracts';
import { appByDir } from './apps';
import { sharedDependencies } from './federation-shared';
import { PRERENDER_DIR, PRERENDER_PUBLIC_PATH, SHELL_PRERENDER_ENTRY } from './prerender-files';
import { moduleRules } from './rspack-rules';

export function createPrerenderConfig(dir: string, exposes?: Record<string, string>): Configuration {
  const app = appByDir(path.basename(dir));
  const isHost = !exposes;
  return {
    name: `${app.name}-prerender`,
    // Emits into dist/ after the compilation that cleans it.
    dependencies: [isHost ? `${app.name}-app` : `${app.name}-container`],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: isHost
      ? { [SHELL_PRERENDER_ENTRY]: './src/prerender.tsx' }
      : Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key.slice(2), file])),
    output: {
      path: path.join(dir, 'dist', PRERENDER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: isHost ? BASE_PATH : PRERENDER_PUBLIC_PATH,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]', // as the browser build names them
      clean: false,
      // A dynamic import (a language's messages) stays in its entry's file: the deploy step has no chunk loader.
      asyncChunks: false,
    },
    // A remote's file takes the singletons from the shell's bundle; the shell bundles them. Each is required by its
    // share-scope name (shareKey: `platform` for @nism/platform), the names the shell's sharedModules provides.
    externals: isHost ? undefined : prerenderExternals(),
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: moduleRules(true, false) },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.BASE_PATH': JSON.stringify(BASE_PATH) }),
      // One self-contained file per entry: the deploy step fetches it over HTTP and has no chunk loader.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Package name → the name a remote's prerender file requires it by: its share key, as in the browser's share scope. */
function prerenderExternals(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sharedDependencies).map(([name, shared]) => [name, 'shareKey' in shared ? shared.shareKey : name]),
  );
}
