// An app built differently from the one the stack serves, served on its own port: a remote as a team deploying it
// alone would put it in front of the current shell, or the shell built for a path prefix. Built with the
// repository's own config factory (tools/build-config/rspack-app.ts) into a temporary folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type RunningStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';

const ROOT = path.resolve(__dirname, '..', '..');

export interface VariantOptions {
  /** The app's folder: 'shell' or a remote's ('mfe-content'). */
  dir: string;
  /** A remote's extra exposes besides its contract's: './Key' → one of its files. */
  extraExposes?: Record<string, string>;
  /** The contract version a remote's exposed modules report (one the shell does not support, for a refusal): the
   * exposed files' `./contract` import is replaced. */
  contractVersion?: number;
  /** Build and serve under this path prefix ('/practice/'). */
  basePath?: string;
  /** The runtime config served at the app's config.json. */
  config?: unknown;
  /** Modules swapped for other code, as a faulty release would ship them: a request pattern ('pages/terms/TermsPage$')
   * → the replacing module's JavaScript, or `{ file, code }`: its file name (`TermsPage.tsx`, TypeScript, which the
   * build's source map then names) and code. */
  replace?: Record<string, string | { file: string; code: string }>;
  /** Shared packages required at other versions, as a remote built against another release of them would:
   * '@nism/shared-ui' → '^2.0.0'. */
  requires?: Record<string, string>;
}

export type RunningVariant = RunningStatic & {
  manifest: string;
  /** The build's source maps, kept beside its dist/ as the production build keeps them (tools/build-config/source-maps-apart.ts). */
  mapsDir: string;
};

/** Builds the app into a temporary folder and serves it; `close()` removes both. */
export async function serveAppVariant({
  dir,
  extraExposes = {},
  contractVersion,
  basePath = '/',
  config,
  replace = {},
  requires = {},
}: VariantOptions): Promise<RunningVariant> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `variant-${dir}-`));
  const remote = dir === 'shell' ? null : dir.replace(/^mfe-/, '');
  const versionFile = path.join(out, 'contract-version.ts');
  if (contractVersion !== undefined) fs.writeFileSync(versionFile, `export const contractVersion = ${contractVersion};\n`);
  const replacements = Object.entries(replace).map(([pattern, replacement], i) => {
    const { file: name, code } = typeof replacement === 'string' ? { file: `replaced-${i}.js`, code: replacement } : replacement;
    fs.mkdirSync(path.join(out, `replaced-${i}`));
    const file = path.join(out, `replaced-${i}`, name);
    fs.writeFileSync(file, code);
    return `new rspack.NormalModuleReplacementPlugin(new RegExp(${JSON.stringify(pattern)}), ${JSON.stringify(file)}),`;
  });
  const configFile = path.join(out, 'rspack.variant.ts');
  const exposes = remote ? `{ ...exposesOf(${JSON.stringify(remote)}), ...${JSON.stringify(extraExposes)} }` : 'undefined';
  fs.writeFileSync(
    configFile,
    `import { rspack } from ${JSON.stringify(require.resolve('@rspack/core'))};
import { createAppConfig, exposesOf } from ${JSON.stringify(path.join(ROOT, 'tools', 'build-config', 'rspack-app'))};
const config = createAppConfig({
  dir: ${JSON.stringify(path.join(ROOT, dir))},
  mode: 'production',
  exposes: ${exposes},
  part: ${remote ? "'container'" : "'app'"},
});
// The federation plugin's shared options, as a build against other releases of the shared packages would have them.
for (const plugin of config.plugins ?? []) {
  const shared = (plugin as { _options?: { shared?: Record<string, { requiredVersion?: string }> } })?._options?.shared;
  for (const [pkg, range] of Object.entries(${JSON.stringify(requires)})) if (shared?.[pkg]) shared[pkg] = { ...shared[pkg], requiredVersion: range };
}
export default {
  ...config,
  output: { ...config.output, path: ${JSON.stringify(path.join(out, 'dist'))} },
  plugins: [
    ...(config.plugins ?? []),
    ${contractVersion !== undefined ? `new rspack.NormalModuleReplacementPlugin(/^\\.\\/contract$/, ${JSON.stringify(versionFile)}),` : ''}
    ${replacements.join('\n    ')}
  ],
};
`,
  );
  await run(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', configFile, '--mode', 'production'], path.join(ROOT, dir), {
    BASE_PATH: basePath,
  });
  const server = await serveStatic({ root: path.join(out, 'dist'), port: await freePort(), basePath, config });
  return {
    ...server,
    manifest: `${server.url}/mf-manifest.json`,
    mapsDir: path.join(out, 'dist-maps'),
    async close() {
      await server.close();
      fs.rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * A remote's container as an older commit built it, with that commit's own config, sources and workspaces (the
 * packages it shares are the shell's at runtime): what is still deployed when the shell moves on. Served like a variant.
 */
export async function serveRemoteFromCommit(dir: string, commit: string): Promise<RunningVariant> {
  // Inside the repository (git-ignored), so the old sources resolve the installed packages.
  const out = path.join(ROOT, '.e2e-data', `${dir}-at-${commit}`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  // The whole tree of that commit (a few MB): its tools read the workspaces' package.json files and more beside.
  await run('sh', ['-c', `git archive ${commit} | tar -x -C "${out}"`], ROOT);
  // Its own workspaces (contracts above all: what it exposes is its contract's of then), ahead of today's on the
  // resolution path; every other package comes from the installed node_modules.
  for (const pkg of fs.readdirSync(out)) {
    const manifest = path.join(out, pkg, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    if (!name?.startsWith('@nism/')) continue;
    fs.mkdirSync(path.join(out, 'node_modules', '@nism'), { recursive: true });
    fs.symlinkSync(path.join(out, pkg), path.join(out, 'node_modules', name));
  }
  const name = dir.replace(/^mfe-/, '');
  await run(
    path.join(ROOT, 'node_modules', '.bin', 'rspack'),
    ['build', '-c', 'rspack.config.ts', '--mode', 'production', '--config-name', `${name}-container`],
    path.join(out, dir),
  );
  const server = await serveStatic({ root: path.join(out, dir, 'dist'), port: await freePort() });
  return {
    ...server,
    manifest: `${server.url}/mf-manifest.json`,
    mapsDir: path.join(out, dir, 'dist-maps'),
    async close() {
      await server.close();
      fs.rmSync(out, { recursive: true, force: true });
    },
  };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`))));
  });
}
