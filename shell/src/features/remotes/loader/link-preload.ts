import { withoutBase } from '@nism/contracts';
import { preloadRemoteModule } from './registry';
import { remotePageFor } from './remote-routes';

/**
 * When a pointer rests on, a finger touches or focus reaches a link to a remote page, start loading that page's
 * code, so it is usually there by the time the click lands. Nothing is fetched that a learner did not point at.
 */
export function preloadLinkTargets(doc: Document = document): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && link.origin === location.origin) preloadPageAt(withoutBase(link.pathname));
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) doc.addEventListener(type, onIntent, { passive: true, capture: true });
}

/** Starts loading the code of the remote page at `pathname`, if a remote renders it. */
export function preloadPageAt(pathname: string): void {
  const id = remotePageFor(pathname);
  if (id) preloadRemoteModule(id);
}
