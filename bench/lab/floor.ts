// The network floor of a page on the phone profile: the round trips and bytes the network alone forces before the
// LCP element can show. The document is one round trip; files that block rendering (a stylesheet or a script in the
// head) another, fetched together; the LCP element's image, when it is one, a third. Every byte on that path crosses
// the profile's bandwidth. A page that paints its LCP element from its HTML can come close to this; a page that
// must first run JavaScript cannot.
import type { CDPSession } from 'playwright-core';
import { PHONE_NETWORK } from '../lib/chromium';
import type { Observed } from './observer';

export interface Floor {
  ms: number;
  roundTrips: number;
  bytes: number;
}

/** Bytes each response took on the wire (headers and body), by URL, for the visit recorded on `cdp`. */
export function recordTransfers(cdp: CDPSession): Map<string, number> {
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => void urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) sizes.set(url, (sizes.get(url) ?? 0) + e.encodedDataLength);
  });
  return sizes;
}

export function networkFloor(documentUrl: string, observed: Pick<Observed, 'blocking' | 'lcpUrl'>, sizes: Map<string, number>): Floor {
  const steps = [[documentUrl]];
  if (observed.blocking.length) steps.push(observed.blocking);
  if (observed.lcpUrl && !observed.lcpUrl.startsWith('data:')) steps.push([observed.lcpUrl]);
  const bytes = steps.flat().reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
  return {
    ms: steps.length * PHONE_NETWORK.latencyMs + (bytes / PHONE_NETWORK.downloadBytesPerSecond) * 1000,
    roundTrips: steps.length,
    bytes,
  };
}
