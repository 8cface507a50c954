// The shell's prerender entry, built for Node into dist/prerender/shell.js (tools/build-config/rspack-prerender.ts) and run by
// the deploy step (tools/prerender.ts). It renders one route of the composed site to HTML exactly as the browser's
// first render will: the same App inside the same providers, for a signed-out visitor, with the page's public data
// read beforehand. A remote's page comes from that remote's own prerender build, which takes its shared modules
// (React, styled-components, shared-ui, ...) from here: `sharedModules` plays the federation runtime's part.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
// Node only: the server sheet is the one part of the package shared-ui does not name (the same module in this bundle).
// eslint-disable-next-line no-restricted-imports
import { ServerStyleSheet } from 'styled-components';
import { checkContractVersion, sitePathOf, type PageModule, type RemotePageId } from '@nism/contracts';
import { initSupabase, providePageData, type PageData, type RuntimeConfig } from '@nism/platform';
import { AuthProvider } from '@nism/shared-auth';
import { PageMetaCollectorProvider, type Alternates, type PageMeta } from '@nism/shared-ui';
import { pageHeadTags } from '@nism/shared-ui/page-head';
import { App } from './App';
import { provideLoadedModule } from './features/remotes/loader/registry';
import { remoteRouteAt } from './features/remotes/loader/remote-routes';

declare const require: (id: string) => unknown;

/**
 * The singletons a remote's prerender file requires, as Node's require would give them (tools/build-config/federation-shared.ts),
 * and the packages a remote built before they stopped being shared still requires (styled-components, supabase-js).
 */
export const sharedModules: Record<string, unknown> = {
  react: require('react'),
  'react/jsx-runtime': require('react/jsx-runtime'),
  'react/jsx-dev-runtime': require('react/jsx-runtime'),
  'react-dom': require('react-dom'),
  'react-dom/client': {}, // nothing mounts while prerendering
  'styled-components': require('styled-components'),
  'react-hot-toast': require('react-hot-toast'),
  '@supabase/supabase-js': require('@supabase/supabase-js'),
  platform: require('@nism/platform'),
  'shared-auth': require('@nism/shared-auth'),
  'shared-ui': require('@nism/shared-ui'),
};

export interface RenderRequest {
  /** The route, with the site's base path ('/blogs/some-article'). */
  path: string;
  /** The site's public URL with its base path, no trailing slash: canonical and Open Graph URLs start with it. */
  siteUrl: string;
  config: RuntimeConfig;
  /** A remote's page module from its deployed prerender build. */
  loadPage(id: RemotePageId): Promise<PageModule>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's styled-components rules, as <style> tags. */
  styles: string;
  /** Title, description, canonical URL, Open Graph tags and JSON-LD, as tags. */
  head: string;
  /** What the page read, for its hydration. */
  data: PageData;
}

/**
 * Renders `path`; rejects when anything fails (a remote that cannot be loaded, a read that fails, a render error)
 * rather than return an error page, which must never be published as the page's content.
 */
export async function renderPage({ path, siteUrl, config, loadPage }: RenderRequest): Promise<RenderedPage> {
  initSupabase(config);
  const site = sitePathOf(path);
  const route = remoteRouteAt(site.path);
  let data: PageData = {};
  if (route) {
    const mod = await loadPage(route.id);
    checkContractVersion(route.id, mod);
    provideLoadedModule(route.id, mod);
    data = (await mod.prerender?.(route.params, site.locale)) ?? {};
  }
  let meta: { meta: PageMeta; url: string; alternates: Alternates } | null = null;
  const collector = { siteUrl, collect: (m: PageMeta, url: string, alternates: Alternates) => (meta = { meta: m, url, alternates }) };
  const errors: unknown[] = [];
  const sheet = new ServerStyleSheet();
  providePageData(data);
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <PageMetaCollectorProvider value={collector}>
          <StrictMode>
            <AuthProvider>
              <App location={path} />
            </AuthProvider>
          </StrictMode>
        </PageMetaCollectorProvider>,
      ),
      // Every boundary inline, in place: a document that needs no script to show its content (nor to pass the CSP).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (errors.length) throw errors[0];
    const named = meta as { meta: PageMeta; url: string; alternates: Alternates } | null;
    if (!named) throw new Error(`${path} rendered without naming itself (usePageMeta)`);
    return { html, styles: sheet.getStyleTags(), head: pageHeadTags(named.meta, named.url, named.alternates), data };
  } finally {
    sheet.seal();
    providePageData(null);
  }
}
