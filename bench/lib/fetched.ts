// What Chromium actually fetched for one page visit, from the DevTools protocol's Network events: per response,
// the decoded body (raw), its gzip size (the budget's unit, whatever encoding the server chose) and the body bytes
// that crossed the wire (encodedDataLength minus headers: brotli when the server sent brotli).
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

export interface Fetched {
  url: string;
  origin: string;
  type: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  wire: number;
}

interface Pending {
  url: string;
  type: Fetched['type'];
  headerBytes: number;
  raw: number;
}

/** Starts recording on a CDP session with Network enabled; `done()` returns every finished response. */
export function recordFetches(cdp: CDPSession): { done(): Promise<Fetched[]> } {
  const pending = new Map<string, Pending>();
  const finished: Promise<Fetched>[] = [];
  const typeOf = (resourceType: string, mime: string): Fetched['type'] =>
    resourceType === 'Script' || /javascript/.test(mime) ? 'js' : resourceType === 'Stylesheet' || /text\/css/.test(mime) ? 'css' : 'other';
  cdp.on('Network.responseReceived', (e) => {
    pending.set(e.requestId, {
      url: e.response.url,
      type: typeOf(e.type, e.response.mimeType),
      headerBytes: e.response.encodedDataLength ?? 0,
      raw: 0,
    });
  });
  cdp.on('Network.dataReceived', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p || p.url.startsWith('data:')) return;
    pending.delete(e.requestId);
    const wire = Math.max(0, e.encodedDataLength - p.headerBytes);
    const base = { url: p.url, origin: new URL(p.url).origin, type: p.type, raw: p.raw, wire };
    finished.push(
      p.type === 'other'
        ? Promise.resolve({ ...base, gzip: wire })
        : cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            return { ...base, raw: bytes.length, gzip: gzipSync(bytes).length };
          }),
    );
  });
  return { done: () => Promise.all(finished) };
}

/** Sums of raw and gzip bytes of one type, optionally only from one origin. */
export function total(fetched: Fetched[], type: Fetched['type'], origin?: string) {
  const picked = fetched.filter((f) => f.type === type && (!origin || f.origin === origin));
  const sum = (k: 'raw' | 'gzip' | 'wire') => picked.reduce((s, f) => s + f[k], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire'), count: picked.length };
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
