import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from './config';
// The schema types generated from supabase/migrations.
import type { Database } from '@nism/db-types';
import { detectEmailLinkSession } from './email-link';
import { reportingFetch } from './field-data/api';
import { authStorageKey, freshStoredToken, urlCarriesAuth } from './stored-token';

export { authStorageKey };

export type AppSupabaseClient = SupabaseClient<Database>;
/** supabase-js's own REST client (the query builders its `from` and `rpc` return), without the auth library. */
export type RestDb = Pick<PostgrestClient<Database>, 'from' | 'rpc'>;

// Module state of a federation singleton: the shell initialises it once, every remote reads the same one.
// supabase-js (auth, REST, functions: 58 KiB gzip) loads only when something needs it: a stored session, an auth
// link in the URL, or a call to getSupabase(). A first visit to a public page never downloads it.
let config: RuntimeConfig | null = null;
let client: Promise<AppSupabaseClient> | null = null;
let publicClient: RestDb | null = null;
const clientListeners = new Set<(client: AppSupabaseClient) => void>();
/**
 * A stored session whose access token is still fresh: supabase-js is needed, but not before the page's first reads,
 * which go out with that token (storedSessionDb). It loads beside the first of them, or when the app first asks for
 * the auth state (onSupabaseClient, after its first render), whichever comes first.
 */
let loadBesideReads = false;

/**
 * Keeps the runtime config and decides when supabase-js loads. Idempotent.
 * - An auth link in the URL (a confirmation, a password reset): at once, so supabase-js reads it before anything
 *   rewrites the URL.
 * - A stored session whose token is expiring or unreadable: at once, so the token is refreshed before any use.
 * - A stored session with a fresh token: beside the page's first read (see loadBesideReads), not before it, so the
 *   auth library does not take the phone's bandwidth from the page's own code and reads.
 * - No session: only when something calls getSupabase().
 */
export function initSupabase(runtimeConfig: RuntimeConfig): void {
  if (config) return;
  config = runtimeConfig;
  if (urlCarriesAuth()) preloadSupabase();
  else if (storedToken()) loadBesideReads = true;
  else if (hasStoredSession()) preloadSupabase();
}

/** Starts the deferred load of supabase-js once (after the current task, so a read issued now goes first). */
function startDeferredLoad(): void {
  if (!loadBesideReads) return;
  loadBesideReads = false;
  setTimeout(preloadSupabase, 0);
}

let loadClient = async (): Promise<AppSupabaseClient> => {
  // Named, so the shell's page preloads can tell a remote's own copy of this chunk (registry.ts) from its pages.
  const { createClient } = await import(/* webpackChunkName: "supabase-js" */ '@supabase/supabase-js');
  const { supabaseUrl, supabasePublishableKey } = getRuntimeConfig();
  return createClient<Database>(supabaseUrl, supabasePublishableKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: detectEmailLinkSession,
      storageKey: authStorageKey(supabaseUrl),
    },
    // Field data: a 5xx answer is reported with the RPC or table name (field-data/api.ts).
    global: { fetch: reportingFetch },
  });
};

/** The one supabase client (persisted, auto-refreshed session, detected from the URL), loaded on first use. */
export function getSupabase(): Promise<AppSupabaseClient> {
  loadBesideReads = false;
  client ??= loadClient().then(
    (created) => {
      clientListeners.forEach((listener) => listener(created));
      clientListeners.clear();
      return created;
    },
    (error: unknown) => {
      client = null; // a chunk that failed to download (offline) is fetched again on the next call
      throw error;
    },
  );
  return client;
}

/** Starts loading the client ahead of need; a failure surfaces at the call that needs it. */
export function preloadSupabase(): void {
  getSupabase().catch(() => {});
}

/** Calls `listener` with the client once it exists (now, if it already does); returns an unsubscribe. */
export function onSupabaseClient(listener: (client: AppSupabaseClient) => void): () => void {
  let active = true;
  const call = (c: AppSupabaseClient) => {
    if (active) listener(c);
  };
  // A load in flight that fails leaves the listener waiting for the next attempt.
  if (client) client.then(call, () => active && clientListeners.add(call));
  else clientListeners.add(call);
  // The app asks for the auth state: a load deferred for the page's first reads starts now at the latest.
  startDeferredLoad();
  return () => {
    active = false;
    clientListeners.delete(call);
  };
}

function restDb(token: string, retry = true): RestDb {
  const { supabaseUrl, supabasePublishableKey } = getRuntimeConfig();
  return new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
    headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${token}` },
    retry,
    fetch: reportingFetch,
  });
}

/** Reads of public tables as the anonymous role, without the auth library. */
export function publicDb(): RestDb {
  publicClient ??= restDb(getRuntimeConfig().supabasePublishableKey);
  return publicClient;
}

/**
 * A page's first reads as the signed-in learner, before supabase-js has loaded: the REST client with the access
 * token supabase-js stored, while it has more than a couple of minutes left (the device clock only picks this
 * path; the server checks the token as it checks any). Null without one. No retries: a caller falls back to
 * getSupabase(), which refreshes tokens and is the way for everything else.
 */
export function storedSessionDb(): RestDb | null {
  const token = storedToken();
  if (!token) return null;
  // supabase-js loads beside this read (and the others started with it), for everything after them.
  startDeferredLoad();
  return restDb(token, false);
}

/** The access token supabase-js stored while it is fresh (stored-token.ts); null otherwise or before the config. */
function storedToken(): string | null {
  return config ? freshStoredToken(config.supabaseUrl) : null;
}

/** Whether this browser holds a session for the backend (written by supabase-js, in any tab). */
export function hasStoredSession(): boolean {
  try {
    return !!config && localStorage.getItem(authStorageKey(config.supabaseUrl)) !== null;
  } catch {
    return false; // storage blocked: supabase-js could not have stored a session either
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config read before initSupabase(config) ran in the host.');
  return config;
}

/** For tests: the fake that getSupabase() resolves to (once something asks for it) and that serves public reads. */
export function setSupabaseForTesting(fake: unknown, fakeConfig?: RuntimeConfig): void {
  client = null;
  loadBesideReads = false;
  loadClient = async () => fake as AppSupabaseClient;
  publicClient = fake as RestDb;
  config = fakeConfig ?? config;
}
