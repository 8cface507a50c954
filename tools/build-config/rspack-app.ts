// One rspack config factory for every app, so the shell and the four remotes build alike.
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type {} from '@rspack/dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BASE_PATH, exposeKeys, type RemoteName } from '@nism/contracts';
import { appByDir } from './apps';
import { sharedDependencies } from './federation-shared';
import { AttemptEarlyReadScript, PreloadStartupChunks, startupSplitChunks } from './preload-startup';
import { createPrerenderConfig } from './rspack-prerender';
import { SourceMapsApart } from './source-maps-apart';
import { moduleRules } from './rspack-rules';

export type Mode = 'development' | 'production';

export interface AppConfigOptions {
  /** The app's folder (its rspack.config.ts passes __dirname). */
  dir: string;
  mode: Mode;
  /** Exposed modules of a remote: './Key' → './src/exposes/Key.tsx'. Absent for the shell. */
  exposes?: Record<string, string>;
  /** Build one app without federation (bench/federation/single-bundle.ts). */
  federation?: boolean;
  /**
   * What this compilation emits: 'app' (the shell, or in development a remote with its harness page), 'container'
   * (a remote's remoteEntry and exposed modules, using the shell's federation runtime) or 'harness' (a remote's
   * standalone page, with its own runtime). See defineApp.
   */
  part?: 'app' | 'container' | 'harness';
}

export function createAppConfig({ dir, mode, exposes, federation = true, part = 'app' }: AppConfigOptions): Configuration {
  const app = appByDir(path.basename(dir));
  const isHost = !exposes;
  const prod = mode === 'production';
  const container = part === 'container';
  const harness = part === 'harness';
  return {
    name: `${app.name}-${part}`,
    mode,
    context: dir,
    // A remote's page of its own is its standalone harness (src/testing/index.ts); only the shell has an app entry.
    entry: container ? {} : { main: isHost ? './src/index.ts' : './src/testing/index.ts' },
    // Production: hidden maps (no sourceMappingURL comment), moved out of dist/ into dist-maps/ (source-maps-apart.ts).
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      // The harness (QA pages, a demo sign-in) builds beside the deployable dist/, never into it.
      path: path.join(dir, harness ? 'dist-harness' : 'dist'),
      // Remotes resolve their chunks relative to wherever their remoteEntry was loaded from.
      publicPath: isHost ? BASE_PATH : 'auto',
      uniqueName: harness ? `${app.name}_harness` : app.name,
      filename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // A container's chunks load with crossorigin (issue 47 §4): an error in a remote's code then reaches the shell's
      // field data with its message and stack, not "Script error." (the remotes' files are served with CORS).
      ...(container ? { crossOriginLoading: 'anonymous' as const } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: moduleRules(prod) },
    plugins: [
      !container &&
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          publicPath: BASE_PATH,
          chunks: ['main'],
        }),
      // Production only: a dev server's chunks are served from memory, and its first load is not measured.
      isHost && federation && prod && new PreloadStartupChunks(),
      // After the preload script (which fetches config.json first), in both builds.
      isHost && prod && new AttemptEarlyReadScript(),
      // What deploys (dist/) carries no map; the harness's dist-harness/ is never deployed.
      prod && !harness && new SourceMapsApart(),
      // BASE_PATH: the prefix the site is served under ('/' at an origin root), see contracts/src/base-path.ts.
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.BASE_PATH': JSON.stringify(BASE_PATH) }),
      federation &&
        new ModuleFederationPlugin({
          name: harness ? `${app.name}_harness` : app.name,
          ...(exposes && !harness ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !harness,
          experiments: {
            // Leave the Node loading paths out of the browser runtime.
            optimization: { target: 'web' },
            // One federation runtime in the browser: the shell (or a remote's harness page, which loads other
            // remotes' containers too) provides its runtime-core to the containers, which then do not carry a copy
            // each (-17 KiB gzip per remote visited).
            ...(isHost || harness ? { provideExternalRuntime: true } : container ? { externalRuntime: true } : {}),
          },
        }),
    ].filter(Boolean) as Configuration['plugins'],
    optimization: {
      minimize: prod,
      // A remote's exposed page is one file: a visit loads the page it needs, not a chunk shared with pages it does
      // not (contracts/ and the carousel would otherwise split out of the home page into a chunk the exams page shares).
      splitChunks: isHost && federation && prod ? startupSplitChunks : container ? false : undefined,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(process.env.APP_PORT ?? app.port),
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares) => {
        // The dev stack passes the runtime config in; it is served like the static server does.
        const runtimeConfig = process.env.APP_RUNTIME_CONFIG;
        if (runtimeConfig) {
          middlewares.unshift({
            name: 'config-json',
            path: '/config.json',
            middleware: (_req: unknown, res: ServerResponse) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(runtimeConfig);
            },
          });
        }
        return middlewares;
      },
    },
  };
}

/** A remote's rspack `exposes`, built from its contract: each expose key `./Name` is the file src/exposes/Name.ts(x). */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(exposeKeys(remote).map((key) => [key, `./src/exposes/${key.slice(2)}`]));
}

/**
 * What an app's rspack.config.ts exports: the rspack CLI calls it with `--mode`. A remote's production build is
 * three compilations: into dist/ (what deploys), its container (remoteEntry.js, the exposed modules,
 * mf-manifest.json), which runs on the shell's federation runtime, and its prerender files for Node
 * (rspack-prerender.ts; the shell has these too); into dist-harness/ (never deployed), its standalone harness page
 * (index.html), which has to bring its own runtime. In development one compilation serves
 * both pages and containers, each container with its own runtime (docs/architecture-notes.md).
 */
export function defineApp(dir: string, exposes?: Record<string, string>) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration | Configuration[] => {
    const mode = argv.mode ?? 'production';
    if (mode === 'development') return createAppConfig({ dir, mode, exposes });
    const prerender = createPrerenderConfig(dir, exposes);
    if (!exposes) return [createAppConfig({ dir, mode }), prerender];
    return [
      createAppConfig({ dir, mode, exposes, part: 'container' }),
      createAppConfig({ dir, mode, exposes, part: 'harness' }),
      prerender,
    ];
  };
}

/** A remote's rspack config: its exposes are exactly its contract's (contracts/), plus `extra` ones if given. */
export function defineRemote(dir: string, remote: RemoteName, extra: Record<string, string> = {}) {
  return defineApp(dir, { ...exposesOf(remote), ...extra });
}
