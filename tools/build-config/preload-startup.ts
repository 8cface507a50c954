// The shell's document names the chunks its startup needs, so the browser fetches them alongside main.js instead
// of after main.js has run and asked for them (one round trip plus main's download on a phone network). Its inline
// script starts config.json and the landing page's remote code likewise (platform/src/document-preload.ts).
import type { Compiler, Configuration } from '@rspack/core';
// The module itself, not the package's index: rspack's config loader reads this file and cannot compile the
// platform's React modules the index also exports.
import { attemptEarlyReadScript, documentPreloadScript, languageChoiceScript } from '@nism/platform/document-scripts';
import { DEVANAGARI_FONT_SOURCE } from '@nism/platform/devanagari-face';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const PLUGIN = 'PreloadStartupChunks';

/** Chunks the shell needs before its first render: its bootstrap and the shared libraries (supabase-js is not). */
export const STARTUP_CHUNKS = ['bootstrap', 'framework', 'shared-libs'];

/** Groups the shell's startup libraries into the named chunks above, whatever imports them first. */
export const startupSplitChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    framework: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/]unitless|react-hot-toast|goober|react-router|cookie|set-cookie-parser|@supabase[\\/]postgrest-js)[\\/]/,
      name: 'framework',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    sharedLibs: {
      // Not a translation (`<language>.generated.ts` other than English): it stays in its own hi-… chunk, fetched
      // only on a page in its language.
      test: /[\\/](shared-ui|shared-auth|platform)[\\/]src[\\/](?!(.*[\\/])?(?!en\.)[a-z]{2}\.generated\.ts$)/,
      name: 'shared-libs',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  },
};

/** Emits the site's Devanagari font (platform/src/devanagari-face.ts) under a content-hashed name; its file name. */
function emitDevanagariFont(compilation: Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0]): string {
  const bytes = readFileSync(require.resolve(DEVANAGARI_FONT_SOURCE));
  const name = `assets/noto-sans-devanagari.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
  if (!compilation.getAsset(name)) compilation.emitAsset(name, new compilation.compiler.rspack.sources.RawSource(bytes));
  return name;
}

export class PreloadStartupChunks {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // The compiler's own rspack instance: the CLI may have loaded another copy than this file imports.
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        const chunks = [...compilation.chunks];
        const missing = STARTUP_CHUNKS.filter((name) => !chunks.some((chunk) => chunk.name === name));
        if (missing.length) throw new Error(`${PLUGIN}: no chunk named ${missing.join(', ')}; the shell's startup changed shape.`);
        const links = chunks
          .filter((chunk) => chunk.name && STARTUP_CHUNKS.includes(chunk.name))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .map((file) => `<link rel="preload" as="script" href="${compilation.outputOptions.publicPath}${file}">`);
        // After main.js's script tag: it is the one script that must arrive first.
        data.html = data.html.replace('</head>', `${links.join('')}<script>${documentPreloadScript()}</script></head>`);
        // First of all: a browser that chose the other language leaves for its address before anything paints. The
        // tag names the Devanagari font's file, which the script preloads on a Hindi page of a device without one.
        const font = emitDevanagariFont(compilation);
        const fontAttribute = ` data-devanagari-font="${compilation.outputOptions.publicPath}${font}"`;
        data.html = data.html.replace(/<head>/, `<head><script${fontAttribute}>${languageChoiceScript()}</script>`);
        return data;
      });
    });
  }
}

/**
 * Issue 47 §3: the attempt page's early read as an inline script in the shell's document head, in both builds (the
 * federated shell and the single bundle): its reads go out once config.json is in, before main.js has run.
 */
export class AttemptEarlyReadScript {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AttemptEarlyReadScript', (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('AttemptEarlyReadScript', async (data) => {
        data.html = data.html.replace('</head>', `<script>${attemptEarlyReadScript()}</script></head>`);
        return data;
      });
    });
  }
}
