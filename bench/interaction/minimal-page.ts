// Builds and serves the minimal React page (minimal/page.tsx) with the apps' own compiler settings: production
// React, SWC, minified. The interaction section clicks its options as it clicks the attempt page's.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { moduleRules } from '../../tools/build-config/rspack-rules';
import { serveStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';
import type { RuntimeConfig } from '@nism/platform';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, '.bench', 'minimal-react');

function build(): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: __dirname,
    entry: './minimal/page.tsx',
    output: { path: OUT, filename: 'page.[contenthash:10].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: moduleRules(true) },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><body><div id="root"></div></body></html>' })],
    devtool: false,
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

/** The page's URL; `close` stops its server. */
export async function startMinimalPage(config: RuntimeConfig): Promise<{ url: string; close(): Promise<void> }> {
  await build();
  const server = await serveStatic({ root: OUT, port: await freePort(), config });
  return { url: `${server.url}/`, close: () => server.close() };
}
