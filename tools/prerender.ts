// The prerender deploy step: every public route of the deployed site rendered to HTML, with the page's content,
// its styles inline, its own title and tags, and the data it read for the browser's hydration. It reads the
// deployed remotes (each remote's dist/prerender/ beside its manifest, tools/build-config/rspack-prerender.ts), so a team that
// redeploys its remote refreshes its pages by running this step again, without rebuilding the shell.
//
//   npx tsx tools/prerender.ts <shell dist> <site URL>     (reads <site URL>/config.json)
//
// A page that cannot be rendered (its remote is down, the backend fails) keeps the HTML it had, and is reported;
// an error page is never published as content. Exits 1 when any page failed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { paths, postIndex, sitePathOf, withBase, type PageModule, type RemotePageId } from '@nism/contracts';
import { afterPaintScript, documentPreloadScript, sessionHintScript } from '@nism/platform/document-scripts';
import {
  PAGE_DATA_ELEMENT_ID,
  STARTUP_SCRIPTS_ID,
  type StartupScripts,
  PRERENDERED_PATH_ATTRIBUTE,
  parseRuntimeConfig,
  SESSION_HINT_STYLE,
  type PageData,
  type RuntimeConfig,
} from '@nism/platform';
import { PRERENDER_DIR, PRERENDER_PUBLIC_PATH, SHELL_PRERENDER_ENTRY } from './build-config/prerender-files';
import { takeRequestedPages } from './prerender-requests';
import { ROUTE_PARAMS_FILE } from './serve-static';
import { appByDir } from './build-config/apps';
import { writeHeaders, writeRedirects } from './cdn-kit';
import { publicPages, readExamIds } from './site-files';

/** What the shell's prerender file exports (shell/src/prerender.tsx). */
export interface ShellPrerender {
  sharedModules: Record<string, unknown>;
  renderPage(request: {
    path: string;
    siteUrl: string;
    config: RuntimeConfig;
    loadPage(id: RemotePageId): Promise<PageModule>;
  }): Promise<{ html: string; styles: string; head: string; data: PageData }>;
}

export interface PrerenderOptions {
  /** The shell's built dist/ (its document template and its prerender file). */
  shellDist: string;
  /** Where the pages are written: the shell's dist/ for a deploy. */
  outDir: string;
  /** The site's public URL with its base path. */
  siteUrl: string;
  config: RuntimeConfig;
  /** Site paths (no base) to render; default: every public page, from the routes, the exams and the articles. */
  pages?: string[];
  /** The shell's prerender module; default: loaded from shellDist. */
  shell?: ShellPrerender;
  /**
   * The values each route param may take, written to route-params.json for the server (tools/serve-static.ts), which
   * answers any other exam id or article slug 404; default: the exams read from the backend and the articles, when
   * `pages` is not given.
   */
  routeParams?: RouteParamLists;
  /**
   * Preload the remote manifests a page's hydration fetches (default true). Off for a build without federation
   * (the bench's prerendered single bundle), which fetches no manifest.
   */
  preloadRemotes?: boolean;
}

/** The ids and slugs the site has pages for, by route param (`examId`, `slug`). */
export type RouteParamLists = Record<string, string[]>;

export interface PrerenderReport {
  written: string[];
  failed: { path: string; reason: string }[];
}

/** The path of the 404 page, rendered by the route table's catch-all and written as 404.html. */
export const NOT_FOUND_PAGE = '/404';

/** The SPA's own document, kept beside the prerendered index.html when both live in one dist/ (the CDN fallback). */
export const APP_DOCUMENT = 'app.html';

/** Every public page of the site, by site path. */
export async function publicPagePaths(config: RuntimeConfig): Promise<string[]> {
  return sitePagesAndParams(await readExamIds(config.supabaseUrl, config.supabasePublishableKey)).pages;
}

/** The public pages of these exams and the articles, and the route params that name them. */
function sitePagesAndParams(examIds: string[]): { pages: string[]; params: RouteParamLists } {
  return {
    pages: [...publicPages(examIds, postIndex).map((e) => e.path), NOT_FOUND_PAGE],
    params: { examId: examIds, slug: postIndex.map((p) => p.slug) },
  };
}

/** Writes route-params.json into outDir, whole (a server never reads half of it). */
export function writeRouteParams(outDir: string, params: RouteParamLists): void {
  const file = path.join(outDir, ROUTE_PARAMS_FILE);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(params, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Where a site path's document goes under outDir. */
export function documentFile(sitePath: string): string {
  if (sitePath === NOT_FOUND_PAGE) return '404.html';
  return sitePath === paths.home() ? 'index.html' : path.join(sitePath.replace(/^\/+/, ''), 'index.html');
}

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell's document with the rendered page in it; `preloads`: the remote manifests its hydration will fetch. */
export function documentHtml(
  template: string,
  page: Awaited<ReturnType<ShellPrerender['renderPage']>>,
  fullPath: string,
  config: RuntimeConfig,
  preloads: string[] = [],
) {
  const head = [
    page.head,
    // Before anything paints: a browser holding a session hides the parts only a visitor sees (platform/session-hint.ts).
    `<style>${SESSION_HINT_STYLE}</style>`,
    `<script>${sessionHintScript(config.supabaseUrl)}</script>`,
    page.styles,
  ].join('\n    ');
  // Issue 47: the page paints first. The startup scripts, their preloads, the remote manifests' preloads and the
  // document's early fetches all start after the first paint (platform/src/after-paint.ts), from a list at the end
  // of the body; in the head they competed with the first layout for a phone's cores and bandwidth.
  const tags: StartupScripts['tags'] = [];
  const early = `<script>${documentPreloadScript()}</script>`;
  const withoutStartup = template.replace(early, '').replace(STARTUP_TAGS, (tag) => {
    const src = /\bsrc="([^"]*)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (src) tags.push({ src });
    else if (href) tags.push({ href, as: 'script' });
    return '';
  });
  // The remote's manifest first: its request then goes out with the shell's chunks, not after main.js has read
  // config.json (the early fetch takes the preloaded response).
  tags.unshift(...preloads.map((url) => ({ href: url, as: 'fetch' as const, crossorigin: true })));
  const startup: StartupScripts = { early: template.includes(early), tags };
  const scripts = `<script type="application/json" id="${STARTUP_SCRIPTS_ID}">${scriptJson(startup)}</script><script>${afterPaintScript()}</script>`;
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${fullPath}">${page.html}</div>`;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(page.data)}</script>`;
  const withHead = withoutStartup
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('The shell document has no empty <div id="root"></div>');
  return withHead
    .replace(/<html lang="[^"]*"/, `<html lang="${sitePathOf(fullPath).locale}"`)
    .replace('<div id="root"></div>', () => `${root}\n    ${data}\n    ${scripts}`);
}

/** The tags the shell's build puts in its document's head to start the app: its scripts and their preloads. */
const STARTUP_TAGS = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g;

/** Runs a CommonJS file's text and returns its exports; `require` resolves what the file requires. */
function evaluate(code: string, filename: string, require: (id: string) => unknown): unknown {
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(`(function (module, exports, require, __filename, __dirname) {${code}\n})`, { filename });
  run(module, module.exports, require, filename, path.dirname(filename));
  return module.exports;
}

export function loadShellPrerender(shellDist: string): ShellPrerender {
  const file = path.join(shellDist, PRERENDER_DIR, `${SHELL_PRERENDER_ENTRY}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the shell first (npm run build -- shell)`);
  return evaluate(fs.readFileSync(file, 'utf8'), file, createRequire(file)) as ShellPrerender;
}

/** Loads a remote page's prerender file from where the remote is deployed (beside its manifest). */
function remotePageLoader(config: RuntimeConfig, shared: Record<string, unknown>) {
  const nodeRequire = createRequire(__filename);
  const requireShared = (id: string) => {
    if (id in shared) return shared[id];
    if (id.startsWith('node:')) return nodeRequire(id);
    throw new Error(`A remote's prerender file requires "${id}", which the shell does not share`);
  };
  const cache = new Map<RemotePageId, Promise<PageModule>>();
  return (id: RemotePageId): Promise<PageModule> => {
    let loading = cache.get(id);
    if (!loading) {
      const [remote, expose] = id.split('/') as [keyof RuntimeConfig['remotes'], string];
      const base = new URL('.', config.remotes[remote]).href;
      const url = new URL(`${PRERENDER_DIR}/${expose}.js`, base).href;
      loading = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const code = (await response.text()).split(PRERENDER_PUBLIC_PATH).join(base);
        return evaluate(code, url, requireShared) as PageModule;
      });
      cache.set(id, loading);
      // A failed load is not kept: the next page that needs it, or a retry, loads it again.
      loading.catch(() => cache.delete(id));
    }
    return loading;
  };
}

/**
 * A connection that timed out: on a busy machine that can be this process's own event loop, held up past undici's
 * 10 s connect timeout (a stack that prerenders while its in-process backend starts), not the server. Such a page is
 * rendered once more after the others; a remote that is down refuses the connection at once and is not retried.
 */
export const isConnectTimeout = (error: unknown) =>
  (error as { cause?: { code?: string } } | null)?.cause?.code === 'UND_ERR_CONNECT_TIMEOUT';

/** Renders the pages into outDir; a page that fails keeps its previous file. Never throws for one page. */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const { shellDist, outDir, config } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const shell = options.shell ?? loadShellPrerender(shellDist);
  const appDocument = path.join(shellDist, APP_DOCUMENT);
  const template = fs.readFileSync(fs.existsSync(appDocument) ? appDocument : path.join(shellDist, 'index.html'), 'utf8');
  // Writing into the shell's dist/ replaces its index.html with the home page: keep the app's document beside it.
  if (path.resolve(outDir) === path.resolve(shellDist) && !fs.existsSync(appDocument)) fs.writeFileSync(appDocument, template);
  const loadPage = remotePageLoader(config, shell.sharedModules);
  const report: PrerenderReport = { written: [], failed: [] };
  const site = options.pages ? null : sitePagesAndParams(await readExamIds(config.supabaseUrl, config.supabasePublishableKey));
  const routeParams = options.routeParams ?? site?.params;
  if (routeParams) writeRouteParams(outDir, routeParams);
  const timedOut: string[] = [];
  const renderOne = async (sitePath: string, last: boolean) => {
    const fullPath = withBase(sitePath);
    try {
      const used: RemotePageId[] = [];
      const page = await shell.renderPage({
        path: fullPath,
        siteUrl,
        config,
        loadPage: (id) => (used.push(id), loadPage(id)),
      });
      const preloads =
        options.preloadRemotes === false
          ? []
          : [...new Set(used.map((id) => config.remotes[id.split('/')[0] as keyof RuntimeConfig['remotes']]!))];
      const file = path.join(outDir, documentFile(sitePath));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written whole, then renamed: a CDN or a visitor never reads half a page.
      fs.writeFileSync(`${file}.tmp`, documentHtml(template, page, fullPath, config, preloads));
      fs.renameSync(`${file}.tmp`, file);
      report.written.push(sitePath);
    } catch (error) {
      if (!last && isConnectTimeout(error)) timedOut.push(sitePath);
      else report.failed.push({ path: sitePath, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  for (const sitePath of options.pages ?? site!.pages) await renderOne(sitePath, false);
  for (const sitePath of timedOut) await renderOne(sitePath, true);
  // The CDN's rules for the routes that have no document of their own (tools/cdn-kit.ts).
  if (routeParams) writeRedirects(outDir, routeParams, documentFile);
  return report;
}

/** One line per failed page, for the deploy log. */
export function describeFailures(report: PrerenderReport): string {
  return report.failed.map((f) => `  ${f.path}: ${f.reason} (its last good HTML, if any, is kept)`).join('\n');
}

if (require.main === module) {
  const [shellDist, siteUrl, flag] = process.argv.slice(2);
  const secretKey = process.env.SUPABASE_SECRET_KEY;
  if (!siteUrl || (flag && flag !== '--requested') || (flag && !secretKey)) {
    console.error('usage: tsx tools/prerender.ts <shell dist> <site URL> [--requested, with SUPABASE_SECRET_KEY set]');
    process.exit(2);
  }
  (async () => {
    const response = await fetch(new URL('config.json', `${siteUrl.replace(/\/+$/, '')}/`));
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    // --requested: only the pages of the exams whose content changed since the last run (prerender-requests.ts).
    const pages = flag ? await takeRequestedPages(config.supabaseUrl, secretKey!) : undefined;
    if (pages?.length === 0) return console.log('no page was requested');
    const report = await prerenderSite({ shellDist, outDir: shellDist, siteUrl, config, pages });
    // The shell's headers for the config it serves: its CSP names exactly these remotes and this backend.
    writeHeaders(shellDist, appByDir('shell'), config, siteUrl);
    console.log(`prerendered ${report.written.length} pages into ${shellDist}`);
    if (report.failed.length) {
      console.error(`${report.failed.length} pages not prerendered:\n${describeFailures(report)}`);
      process.exit(1);
    }
  })().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
