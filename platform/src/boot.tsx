import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initSupabase } from './client';
import { withBase, type RemoteName } from '@nism/contracts';
import { ConfigError, fetchRuntimeConfig, type RuntimeConfig } from './config';
import { ConfigErrorPage } from './ConfigErrorPage';
import { isPrerenderedFor } from './page-data';

export interface BootOptions {
  /** Remotes this app loads; their manifest URLs must be in config.json. */
  remotes?: readonly RemoteName[];
  /** A fetch of /config.json already in flight. */
  configResponse?: Promise<Response>;
  /**
   * Runs after the config is valid and before the first render (the shell registers its remotes and readies the
   * landing page here); a returned promise delays the first render until it settles.
   */
  beforeRender?: (config: RuntimeConfig) => void | Promise<void>;
}

/**
 * Starts an app (the shell, or a remote's standalone harness): reads /config.json, creates the one
 * supabase client and renders the app (which wraps itself in shared-auth's AuthProvider). A bad config renders a
 * full-page message.
 */
export async function bootApp(rootElement: HTMLElement, renderApp: () => ReactNode, options: BootOptions = {}) {
  let config: RuntimeConfig;
  try {
    config = await fetchRuntimeConfig(withBase('config.json'), options.remotes ?? [], options.configResponse);
  } catch (error) {
    const reason = error instanceof ConfigError ? error.message : String(error);
    clientRoot(rootElement).render(<ConfigErrorPage reason={reason} />);
    return;
  }
  initSupabase(config);
  await options.beforeRender?.(config);
  const app = <StrictMode>{renderApp()}</StrictMode>;
  // A prerendered page becomes the app in place (same markup, same data: tools/prerender.ts); any other document
  // is rendered from scratch.
  if (isPrerenderedFor(rootElement)) hydrateRoot(rootElement, app, { onRecoverableError: warnRecovered });
  else clientRoot(rootElement).render(app);
}

/**
 * React recovered from an error while hydrating by rendering that part in the browser instead: a remote that is down
 * at load, whose prerendered page then shows the inline Retry. The page works, so this is a warning with its cause,
 * not the uncaught error React reports by default.
 */
function warnRecovered(error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  console.warn('Part of this page was rendered again in the browser:', cause);
}

/** A root rendered from scratch; markup prerendered for another path (a CDN's fallback document) is dropped. */
function clientRoot(rootElement: HTMLElement) {
  rootElement.replaceChildren();
  return createRoot(rootElement);
}
