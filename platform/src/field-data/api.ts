// The backend's 5xx answers, seen where the platform's REST and auth clients fetch: the RPC or table name and the
// status, never the parameters (they stay in the body and the query string, which are not read).
import { noteRetryAfter } from '../retry-after';
import { reportFieldEvent } from './store';

/** `rpc/save_answer`, `exams`, `auth/token`, `functions/x`: what was called, from a backend URL. */
export function backendCallName(url: string): string {
  try {
    const path = new URL(url, 'http://local').pathname;
    const rest = /\/rest\/v1\/(rpc\/[\w-]+|[\w-]+)/.exec(path);
    if (rest) return rest[1];
    const other = /\/(auth|functions|storage)\/v1\/([\w-]+)/.exec(path);
    if (other) return `${other[1]}/${other[2]}`;
  } catch {
    // not a URL
  }
  return 'unknown';
}

/** A fetch for the backend clients that reports every answer with status ≥ 500 and notes a busy server's Retry-After. */
export const reportingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  noteRetryAfter(response);
  if (response.status >= 500) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    reportFieldEvent({
      kind: 'error',
      name: 'api',
      // The status goes in the message: the RPC takes a value for a vital only.
      message: `${backendCallName(url)} answered ${response.status}`,
    });
  }
  return response;
};
