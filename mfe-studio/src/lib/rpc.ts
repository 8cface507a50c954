import { getSupabase, unwrap } from '@nism/platform';

/**
 * Calls one of the studio's database functions by name and returns its result, or throws the platform's ApiError.
 * They answer jsonb (typed only as Json in @nism/db-types), so each api/ file names the shape it reads.
 */
export async function callRpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(name as never, args as never);
  return unwrap(result as { data: unknown; error: { message: string; code?: string } | null; status?: number }) as T;
}
