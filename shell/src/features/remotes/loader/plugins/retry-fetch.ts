import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The module itself, not the shared package: this runs in the entry chunk, before the federation runtime can
// share anything (importing @nism/platform here throws RUNTIME-006, and the page paints nothing).
import { takeEarlyResponse } from '@nism/platform/document-preload';

const RETRIES = 2;
const BASE_DELAY_MS = 300;

/**
 * Layer one of the failure doctrine: a manifest fetch that fails on the network (or with a 5xx) is retried
 * with backoff before the loader gives up and the route shows its inline error with Retry.
 */
export function retryFetchPlugin(retries = RETRIES): ModuleFederationRuntimePlugin {
  return {
    name: 'retry-fetch',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, BASE_DELAY_MS * 2 ** (attempt - 1)));
        try {
          // Default cache mode: manifests are served `no-cache` (always revalidated), and a document preload is reused.
          // The first attempt takes the document's own fetch of the landing page's manifest, if it made one.
          const response = await ((attempt === 0 && takeEarlyResponse(url)) || fetch(url, init));
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
