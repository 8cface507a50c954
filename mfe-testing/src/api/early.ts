// Reads sent before supabase-js has downloaded. The shell loads supabase-js (tens of KiB) only once it has started,
// so on a phone network the client is ready about half a second after the page's code: the attempt page's first
// reads go straight to the same REST API the client would call, signed with the same stored access token, and fall
// back to the client when there is no usable token or the server does not take it. Nothing is decided here: the
// server checks the token and RLS and the SECURITY DEFINER functions decide what it returns, as for any request.
import { getRuntimeConfig } from 'shared-auth';
import { ApiError } from './errors';

/** Where supabase-js keeps the session (shared-auth's `authStorageKey`: `sb-<first host label>-auth-token`). */
export const authSessionKey = (supabaseUrl: string) => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** A token this close to expiry is left to supabase-js, which refreshes it before using it. */
const EXPIRY_MARGIN_MS = 2 * 60_000;

interface Credentials {
  restUrl: string;
  apiKey: string;
  accessToken: string;
}

function storedSession(): unknown {
  const { supabaseUrl } = getRuntimeConfig();
  return JSON.parse(localStorage.getItem(authSessionKey(supabaseUrl)) ?? 'null');
}

/** Whether this browser holds a session for the backend (possibly one supabase-js must refresh first). */
export function hasStoredSession(): boolean {
  try {
    return storedSession() !== null;
  } catch {
    return false;
  }
}

function storedCredentials(): Credentials | null {
  try {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    const session = storedSession();
    if (!session || typeof session !== 'object') return null;
    const { access_token: accessToken, expires_at: expiresAt } = session as Record<string, unknown>;
    if (typeof accessToken !== 'string' || typeof expiresAt !== 'number') return null;
    // The device clock only chooses the path: a token it wrongly thinks fresh is refused (401) and read again below.
    if (expiresAt * 1000 - Date.now() < EXPIRY_MARGIN_MS) return null;
    return { restUrl: `${supabaseUrl}/rest/v1`, apiKey: supabaseAnonKey, accessToken };
  } catch {
    return null; // no config yet, storage blocked, or a session written in another shape
  }
}

/** This read cannot go early: it goes through supabase-js. */
class UseClient extends Error {}

const NOT_JSON = Symbol('not JSON');

export interface EarlyRequest {
  /** Path under /rest/v1, e.g. `user_test_attempts` or `rpc/get_attempt_questions`. */
  path: string;
  query: Record<string, string>;
  /** A JSON body makes it a POST (an RPC call). */
  body?: unknown;
}

async function send<T>({ path, query, body }: EarlyRequest): Promise<T> {
  const credentials = storedCredentials();
  if (!credentials) throw new UseClient();
  let response: Response;
  try {
    const search = new URLSearchParams(query).toString();
    response = await fetch(`${credentials.restUrl}/${path}${search ? `?${search}` : ''}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: credentials.apiKey,
        Authorization: `Bearer ${credentials.accessToken}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new UseClient(); // offline or blocked: the client's own read reports it
  }
  // A token the server does not take (expired by its clock, signed out): supabase-js refreshes it or says so.
  if (response.status === 401) throw new UseClient();
  const payload: unknown = await response.json().catch(() => NOT_JSON);
  if (!response.ok) {
    const { code = '', message = response.statusText } = (payload === NOT_JSON || !payload ? {} : payload) as { code?: string; message?: string };
    throw new ApiError(message, code, response.status);
  }
  if (payload === NOT_JSON) throw new UseClient(); // not the API's reply (a captive portal, a proxy's page)
  return payload as T;
}

/**
 * The early read, or `viaClient` when it cannot go early. A refusal from the server (not found, not entitled) is
 * the answer and is thrown as the ApiError supabase-js's read would give.
 */
export async function readEarly<T>(request: EarlyRequest, viaClient: () => Promise<T>): Promise<T> {
  try {
    return await send<T>(request);
  } catch (error) {
    if (error instanceof UseClient) return viaClient();
    throw error;
  }
}
