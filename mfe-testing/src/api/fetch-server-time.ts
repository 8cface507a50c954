import { db } from './client';
import { unwrap } from './errors';

/** The server's clock in epoch ms (the clock that set the deadline). */
export async function fetchServerTime(): Promise<number> {
  const time = unwrap(await (await db()).rpc('server_time'));
  return new Date(time).getTime();
}
