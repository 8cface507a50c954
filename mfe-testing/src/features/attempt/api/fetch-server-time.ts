import { getSupabase, unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';

/** The server's clock in epoch ms (the clock that set the deadline). */
export async function fetchServerTime(): Promise<number> {
  const time = unwrap(await (await getSupabase()).rpc('server_time'));
  return new Date(time).getTime();
}

/**
 * Server clock minus device clock; the server read its clock about half-way through the round trip, which is
 * timed from when the request is sent (not from the call, which may come before supabase-js has loaded).
 */
export async function measureServerOffset(): Promise<number> {
  let sentAt = 0;
  const time = unwrap(
    await readEarly((client) => {
      sentAt = Date.now(); // each path times its own request
      return client.rpc('server_time');
    }),
  );
  return new Date(time).getTime() - (sentAt + Date.now()) / 2;
}
