import { getSupabase, unwrap } from '@nism/platform';

/**
 * Calls one of the studio's database functions by name and returns its result, or throws the platform's ApiError.
 * The studio's functions are not in @nism/db-types yet, so each api/ file names its own argument and result types;
 * once the types are regenerated, its calls can go through `supabase.rpc` typed by the schema.
 */
export async function callRpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(name as never, args as never);
  return unwrap(result as { data: unknown; error: { message: string; code?: string } | null; status?: number }) as T;
}
