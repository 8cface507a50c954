// Requests from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): local-supabase gives each client address its
// own lane and limits, so a flood "from twelve addresses" must really come from twelve sockets' peers. fetch cannot
// pick its source address; node:http can.
import http from 'node:http';

export interface Answer {
  status: number;
  ms: number;
}

/** A GET from `localAddress`; a dropped connection is status 0. The body is read and dropped. */
export function getFrom(url: string, headers: Record<string, string>, localAddress: string): Promise<Answer> {
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t }));
  });
}

/** The issue 27 item 1 regex, with a fresh last character each time so no compiled regex is reused. */
export function regexFloodPath(n: number): string {
  const last = String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + (Math.floor(n / 26) % 26));
  return `/rest/v1/exams?select=id&description=match.${encodeURIComponent(`((.{0,18}){0,18}){0,18}${last}`)}`;
}
