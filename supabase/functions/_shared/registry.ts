// The edge functions local-supabase hosts at /functions/v1/<name>. Each handler is a
// runtime-neutral `(Request) => Promise<Response>` built from the dependencies below, so the
// same code runs in the Deno entry (supabase/functions/<name>/index.ts) on Supabase.
export interface FunctionDeps {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
}

export type FunctionHandler = (req: Request) => Promise<Response>;

/** Name → handler. Functions that must be callable without a JWT (webhooks) set
 *  `verify_jwt = false` under `[functions.<name>]` in supabase/config.toml. */
export function functionHandlers(_deps: FunctionDeps): Record<string, FunctionHandler> {
  return {};
}
