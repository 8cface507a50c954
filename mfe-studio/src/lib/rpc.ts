import { getSupabase, unwrap } from '@nism/platform';
import type { Database, Json } from '@nism/db-types';

type Functions = Database['public']['Functions'];
/** A database function the API exposes, by name. */
export type RpcName = keyof Functions;
/**
 * Its arguments, named and typed as the generated database types have them; any may be null (SQL's NULL: "no
 * filter", "a new paper"), which the generator does not say, and a jsonb one takes any object the function reads.
 */
export type RpcArgs<N extends RpcName> = {
  [K in keyof Functions[N]['Args']]: Functions[N]['Args'][K] | null | (Json extends NonNullable<Functions[N]['Args'][K]> ? object : never);
};

/**
 * Calls one of the studio's database functions by name and returns its result, or throws the platform's ApiError. The
 * name and the arguments are checked against the generated database types; most studio functions answer jsonb
 * (typed only as Json there), so each api/ file names the shape it reads.
 */
export async function callRpc<T, N extends RpcName = RpcName>(name: N, args: RpcArgs<N> = {} as RpcArgs<N>): Promise<T> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(name, args as never);
  return unwrap(result as { data: unknown; error: { message: string; code?: string } | null; status?: number }) as T;
}
