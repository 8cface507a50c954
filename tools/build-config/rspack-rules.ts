// The module rules every compilation of an app shares: the browser builds (rspack-app.ts) and the prerender build
// (rspack-prerender.ts) must compile each source alike, or the prerendered markup would not match the browser's.
import type { Configuration } from '@rspack/core';

/** How every compilation reads the apps' sources: TypeScript and JSX through SWC, images as files. */
export function moduleRules(prod: boolean, emitAssets = true): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
          target: 'es2020',
          // Stable class names from each component's file and position, so a prerendered page and the browser
          // generate the same ones whatever order the apps' modules load in (docs/architecture-notes.md).
          experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: !prod, pure: true }]] },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource', generator: { emit: emitAssets } },
  ];
}
