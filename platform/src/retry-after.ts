// The backend's `Retry-After` (a 429 or a 503 from a busy server), kept for the call that got it: supabase-js's result
// carries the status but not the headers, so the platform's fetch notes it here and unwrap() hands it to ApiError.

let last: { at: number; ms: number } | undefined;

/** Seconds (`Retry-After: 3`) or an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Called with every backend answer; remembers a 429's or 503's Retry-After. */
export function noteRetryAfter(response: Pick<Response, 'status' | 'headers'>): void {
  if (response.status !== 429 && response.status !== 503) return;
  const ms = parseRetryAfter(response.headers.get('retry-after'));
  if (ms !== undefined) last = { at: Date.now(), ms };
}

/** The wait the server asked for in the last second, if any (the answer unwrap() is reading now). */
export function recentRetryAfterMs(now = Date.now()): number | undefined {
  return last && now - last.at < 1000 ? last.ms : undefined;
}
