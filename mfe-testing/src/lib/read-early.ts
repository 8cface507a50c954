// Reads sent before supabase-js has downloaded. The shell loads supabase-js (tens of KiB) only once it has started,
// so on a phone network the client is ready about half a second after the page's code: the attempt page's first
// reads go out through the platform's storedSessionDb (the same REST client, with the access token supabase-js
// stored) and fall back to the client when there is no usable token or the server does not take it. Nothing is
// decided here: the server checks the token, and RLS and the SECURITY DEFINER functions decide what it returns.
import { getSupabase, type RestDb, storedSessionDb } from '@nism/platform';

/**
 * Runs `read` with the stored session, or through the supabase client when there is no fresh stored token, the
 * server does not take it (401) or the network fails (status 0). A refusal (not found, not entitled) is the
 * answer on either path.
 */
export async function readEarly<R extends { status: number }>(read: (db: RestDb) => PromiseLike<R>): Promise<R> {
  const early = storedSessionDb();
  if (early) {
    const result = await read(early);
    if (result.status !== 401 && result.status !== 0) return result;
  }
  // The client's `from` and `rpc` are the same query builders, typed through its own generics.
  return read((await getSupabase()) as unknown as RestDb);
}
