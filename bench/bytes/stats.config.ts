// `rspack build -c bench/bytes/stats.config.ts --json <file>` with STATS_APP=<app folder>: the app's own production
// compilations that the browser loads (not its prerender files or harness), written under .bench/stats/ with the
// chunks and the modules in each, for the duplicate check (duplicates.ts). Same sources and settings as its dist/,
// so the same file names.
import path from 'node:path';
import type { Configuration } from '@rspack/core';

const ROOT = path.resolve(__dirname, '..', '..');

export default async (env: unknown) => {
  const dir = process.env.STATS_APP!;
  const loaded = (await import(path.join(ROOT, dir, 'rspack.config.ts'))) as { default: unknown };
  let factory = loaded.default as ((e: unknown, argv: { mode: string }) => Configuration | Configuration[]) | { default: unknown };
  if (typeof factory !== 'function') factory = factory.default as typeof factory;
  const made = (factory as (e: unknown, argv: { mode: string }) => Configuration | Configuration[])(env, { mode: 'production' });
  return (Array.isArray(made) ? made : [made])
    .filter((c) => !/-(prerender|harness)$/.test(c.name ?? ''))
    .map((c) => ({
      ...c,
      output: { ...c.output, path: path.join(ROOT, '.bench', 'stats', dir, c.name ?? 'app') },
      // Every module of every chunk: `all: false` alone lists only each chunk's root module (dependent and orphan,
      // that is concatenated, modules off) and the spaces cut long lists; duplicates.ts fails on any module left out.
      stats: {
        all: false,
        assets: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        cachedModules: true,
        orphanModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        ids: true,
        chunkRelations: false,
      },
    }));
};
