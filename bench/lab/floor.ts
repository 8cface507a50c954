// The network floor of a page on the phone profile: what showing its LCP element costs at the least. The browser
// alone needs some time to show anything at 4x CPU: the bench measures it, in the same run, on a floor page that
// holds one heading and nothing else (one round trip, a few hundred bytes). A page's floor is that, plus the round
// trips and bytes it cannot avoid beyond it: files that block rendering (a stylesheet or a script in the head) are
// one more round trip, fetched together; the LCP element's image, when it is one, another; and every byte on that
// path crosses the profile's bandwidth. A page that paints its LCP element from its HTML can come close to this; a
// page that must first run JavaScript cannot.
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { serveStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';
import { PHONE_NETWORK } from '../lib/chromium';
import type { Observed } from './observer';
import type { RuntimeConfig } from '@nism/platform';

export interface Floor {
  ms: number;
  roundTrips: number;
  bytes: number;
}

/** What the floor page took: its LCP and the bytes of its one document. */
export interface FloorPage {
  lcp: number;
  bytes: number;
}

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Floor</title></head><body><h1>Pass your NISM certification with confidence</h1></body></html>';

/** Serves the floor page. */
export async function startFloorPage(config: RuntimeConfig): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(__dirname, '..', '..', '.bench', 'floor-page');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), FLOOR_PAGE);
  const server = await serveStatic({ root, port: await freePort(), config });
  return { url: `${server.url}/`, close: () => server.close() };
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

/** The round trips and bytes on the path to the LCP element of the visit to `documentUrl`. */
export function criticalPath(documentUrl: string, observed: Pick<Observed, 'blocking' | 'lcpUrl'>, sizes: Map<string, number>) {
  const steps = [[documentUrl]];
  if (observed.blocking.length) steps.push(observed.blocking);
  if (observed.lcpUrl && !observed.lcpUrl.startsWith('data:')) steps.push([observed.lcpUrl]);
  return { roundTrips: steps.length, bytes: steps.flat().reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0) };
}

/** The page's floor: the floor page's LCP, plus what the page's critical path takes beyond the floor page's. */
export function networkFloor(critical: { roundTrips: number; bytes: number }, floorPage: FloorPage): Floor {
  const extraBytes = Math.max(0, critical.bytes - floorPage.bytes);
  return {
    ms: floorPage.lcp + (critical.roundTrips - 1) * PHONE_NETWORK.latencyMs + (extraBytes / PHONE_NETWORK.downloadBytesPerSecond) * 1000,
    ...critical,
  };
}
