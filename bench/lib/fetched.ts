// What Chromium actually fetched for one page visit, from the DevTools protocol's Network events:
// decoded body bytes (raw) and bytes on the wire minus headers (gzip), per app (by origin) and type.
import type { CDPSession } from 'playwright-core';

export interface Fetched {
  url: string;
  origin: string;
  type: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
}

interface Pending {
  url: string;
  type: Fetched['type'];
  headerBytes: number;
  raw: number;
}

/** Starts recording on a CDP session with Network enabled; `done()` returns every finished response. */
export function recordFetches(cdp: CDPSession): { done(): Fetched[] } {
  const pending = new Map<string, Pending>();
  const finished: Fetched[] = [];
  const typeOf = (resourceType: string, mime: string): Fetched['type'] =>
    resourceType === 'Script' || /javascript/.test(mime) ? 'js' : resourceType === 'Stylesheet' || /text\/css/.test(mime) ? 'css' : 'other';
  cdp.on('Network.responseReceived', (e) => {
    pending.set(e.requestId, { url: e.response.url, type: typeOf(e.type, e.response.mimeType), headerBytes: e.response.encodedDataLength ?? 0, raw: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p || p.url.startsWith('data:')) return;
    pending.delete(e.requestId);
    finished.push({ url: p.url, origin: new URL(p.url).origin, type: p.type, raw: p.raw, gzip: Math.max(0, e.encodedDataLength - p.headerBytes) });
  });
  return { done: () => [...finished] };
}

/** Sums of raw and gzip bytes of one type, optionally only from one origin. */
export function total(fetched: Fetched[], type: Fetched['type'], origin?: string) {
  const picked = fetched.filter((f) => f.type === type && (!origin || f.origin === origin));
  return { raw: picked.reduce((s, f) => s + f.raw, 0), gzip: picked.reduce((s, f) => s + f.gzip, 0), count: picked.length };
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
