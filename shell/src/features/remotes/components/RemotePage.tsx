import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PageModule, RemotePageId } from '@nism/contracts';
import { Spinner, theme } from '@nism/shared-ui';
import { loadedRemoteModule, loadRemoteModule } from '../loader/registry';
import { RemoteError } from './RemoteError';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A route element that loads a remote's page at runtime. A failed load or a render error shows the inline
 * error; Retry remounts the page with a fresh lazy component, so a remote that is back is loaded without a page
 * reload. A page whose module is already loaded (the landing page, loaded before the first render) renders at once.
 */
export function RemotePage({ id, load }: { id: RemotePageId; load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={`${id}:${attempt}`}
      remote={id.split('/')[0]}
      fallback={() => <RemoteError onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <LazyPage id={id} load={load} />
    </RemoteErrorBoundary>
  );
}

function LazyPage({ id, load }: { id: RemotePageId; load?: Loader }) {
  // One lazy component per mount: React caches a rejected one forever, so a Retry needs a new mount (a new key).
  const [Page] = useState(
    () =>
      (!load && (loadedRemoteModule(id) as PageModule | undefined)?.default) ||
      lazy(load ?? (() => loadRemoteModule(id) as Promise<PageModule>)),
  );
  return (
    // The fallback fills the viewport so the footer stays below the fold and does not jump when the page lands.
    <Suspense fallback={<Spinner minHeight={`calc(100vh - ${theme.navHeight})`} />}>
      <Page />
    </Suspense>
  );
}
