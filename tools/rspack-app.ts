// One rspack config factory for every app, so the shell and the four remotes build alike.
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type {} from '@rspack/dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appByDir } from './apps';
import { sharedDependencies } from './federation-shared';
import { SINGLE_BUNDLE_DIR, writeSingleBundleRegistry } from './single-bundle';

export type Mode = 'development' | 'production';

export interface AppConfigOptions {
  /** The app's folder (its rspack.config.ts passes __dirname). */
  dir: string;
  mode: Mode;
  /** Exposed modules of a remote: './Key' → './src/exposes/Key.tsx'. Absent for the shell. */
  exposes?: Record<string, string>;
  /** Build one app without federation (the benchmark's single-bundle comparison). */
  federation?: boolean;
}

export function createAppConfig({ dir, mode, exposes, federation = true }: AppConfigOptions): Configuration {
  const app = appByDir(path.basename(dir));
  const isHost = !exposes;
  const prod = mode === 'production';
  // Single-bundle mode (benchmark only): the shell with every remote page compiled in, written outside dist/.
  const single = !federation && isHost;
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: single ? path.join(SINGLE_BUNDLE_DIR, 'dist') : path.join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their remoteEntry was loaded from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        publicPath: '/',
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      single && new rspack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]registry$/, writeSingleBundleRegistry()),
      federation &&
        new ModuleFederationPlugin({
          name: app.name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // Leave the Node loading paths out of the browser runtime.
          experiments: { optimization: { target: 'web' } },
        }),
    ].filter(Boolean) as Configuration['plugins'],
    optimization: { minimize: prod },
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

/** What an app's rspack.config.ts exports: the rspack CLI calls it with `--mode`. */
export function defineApp(dir: string, exposes?: Record<string, string>) {
  return (_env: unknown, argv: { mode?: Mode }) =>
    createAppConfig({ dir, mode: argv.mode ?? 'production', exposes, federation: process.env.NO_FEDERATION !== '1' });
}
