// A production build's source maps are kept beside the deploy, never in it (issue 47 §4): the build writes hidden
// maps (no `sourceMappingURL` comment), and this plugin takes each `.map` out of the emitted assets and writes it to
// the app's `dist-maps/` instead (beside `dist/`, git-ignored), where `tools/publish-source-maps.ts` finds them to
// publish to the admins' staff-only table. A learner's browser can fetch nothing that is not in `dist/`.
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

/** `<app>/dist-maps` for an output path `<app>/dist` (or a variant's `<tmp>/dist`). */
export const mapsDirFor = (outputPath: string) => path.join(path.dirname(outputPath), 'dist-maps');

export class SourceMapsApart {
  apply(compiler: Compiler): void {
    const maps = new Map<string, Buffer>();
    compiler.hooks.thisCompilation.tap('SourceMapsApart', (compilation) => {
      maps.clear();
      // After the devtool plugin has added the maps (PROCESS_ASSETS_STAGE_DEV_TOOLING).
      compilation.hooks.processAssets.tap({ name: 'SourceMapsApart', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.map')) continue;
          maps.set(name, Buffer.from(assets[name].buffer()));
          compilation.deleteAsset(name);
        }
      });
    });
    compiler.hooks.afterEmit.tap('SourceMapsApart', () => {
      const dir = mapsDirFor(compiler.options.output.path!);
      fs.rmSync(dir, { recursive: true, force: true });
      for (const [name, content] of maps) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), content);
      }
    });
  }
}
