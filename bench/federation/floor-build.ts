// Federation's floor (issue 30 §1): a minimal host with remotes, built with our plugin settings and the same shared
// singletons (tools/build-config/federation-shared.ts), and the same code built without federation. The gzip difference of what
// a page loads is what federation costs at the least: for one page with one remote, and for each further remote
// container. Variants try the plugin's size options on the same code. Built through the rspack CLI (as
// tools/build-apps.ts builds the apps: rspack inside tsx would rewrite the runtime it stringifies).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '../../tools/build-config/federation-shared';
import { moduleRules } from '../../tools/build-config/rspack-rules';

const ROOT = path.resolve(__dirname, '..', '..');
export const FLOOR_DIR = path.join(ROOT, '.bench', 'floor');
const SRC = path.join(__dirname, 'floor');
export const FLOOR_REMOTES = ['floor_a', 'floor_b'] as const;

export interface FloorVariant {
  label: string;
  federation: boolean;
  disableSnapshot?: boolean;
  /** disableRemote in the containers, which load no remote. */
  disableRemote?: boolean;
  /** The containers take the host's @module-federation/sdk instead of bundling their own. */
  shareSdk?: boolean;
}

export const FLOOR_VARIANTS: Record<string, FloorVariant> = {
  single: { label: 'without federation', federation: false },
  federated: { label: 'our plugin settings', federation: true },
  'no-snapshot': { label: '+ experiments.optimization.disableSnapshot', federation: true, disableSnapshot: true },
  'no-remote': { label: '+ disableRemote in the containers', federation: true, disableRemote: true },
  'shared-sdk': { label: '+ the containers share the host SDK', federation: true, shareSdk: true },
};

const common = (name: string, out: string): Configuration => ({
  name,
  mode: 'production',
  context: SRC,
  devtool: false,
  output: {
    path: out,
    publicPath: 'auto',
    uniqueName: name,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: { rules: moduleRules(true) },
  performance: { hints: false },
  stats: 'errors-warnings',
});

const define = () => new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.BASE_PATH': '"/"' });

/** The compilations of one variant: the host into .bench/floor/<variant>/, each remote into a folder under it. */
export function floorConfigs(key: string): Configuration[] {
  const variant = FLOOR_VARIANTS[key];
  if (!variant) throw new Error(`Unknown floor variant ${key}`);
  const out = path.join(FLOOR_DIR, key);
  const html = new rspack.HtmlRspackPlugin({
    templateContent:
      '<!doctype html><html><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div></body></html>',
  });
  if (!variant.federation) {
    const host = common('floor-host', out);
    return [
      {
        ...host,
        entry: { main: './host.ts' },
        output: { ...host.output, publicPath: '/' },
        resolve: { ...host.resolve, alias: { '@module-federation/enhanced/runtime$': path.join(SRC, 'single-runtime.ts') } },
        plugins: [html, define()],
      },
    ];
  }
  const optimization = {
    target: 'web' as const,
    ...(variant.disableSnapshot ? { disableSnapshot: true } : {}),
  };
  const host = common('floor-host', out);
  const hostConfig: Configuration = {
    ...host,
    entry: { main: './host.ts' },
    output: { ...host.output, publicPath: '/', clean: false },
    plugins: [
      html,
      define(),
      new ModuleFederationPlugin({
        name: 'floor_host',
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        runtimePlugins: variant.shareSdk ? [path.join(SRC, 'provide-sdk.ts')] : undefined,
        experiments: { optimization, provideExternalRuntime: true },
      }),
    ],
  };
  const remotes = FLOOR_REMOTES.map((name, i): Configuration => {
    const base = common(name, path.join(out, name));
    return {
      ...base,
      entry: {},
      plugins: [
        define(),
        variant.shareSdk && new rspack.ExternalsPlugin('global', { '@module-federation/sdk': '_FEDERATION_SDK' }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './Page': i === 0 ? './page-a.tsx' : './page-b.tsx' },
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: {
            optimization: { ...optimization, ...(variant.disableRemote ? { disableRemote: true } : {}) },
            externalRuntime: true,
          },
        }),
      ].filter(Boolean) as Configuration['plugins'],
      optimization: { splitChunks: false },
    };
  });
  // The host cleans nothing: the remotes write into folders inside its output.
  return [...remotes, { ...hostConfig, dependencies: remotes.map((r) => r.name!) }];
}

/** Builds one variant into .bench/floor/<variant>/. */
export function buildFloor(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', path.join(__dirname, 'floor.config.ts')], {
      cwd: ROOT,
      env: { ...process.env, FLOOR_VARIANT: key },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`floor build ${key} failed:\n${output}`))));
  });
}
