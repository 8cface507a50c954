// The slice of supabase-js the payment functions use, declared here so _shared imports no runtime
// package: the Deno entry passes `npm:@supabase/supabase-js@2`, local-supabase the Node build.
import { fail, HttpError } from './http.ts';

export interface DbError {
  code?: string;
  message: string;
}
export interface DbResult<T> {
  data: T | null;
  error: DbError | null;
}

/** A PostgREST filter chain (select, update), awaited for rows. */
export interface Query<T> extends PromiseLike<DbResult<T[]>> {
  eq(column: string, value: unknown): Query<T>;
  gte(column: string, value: unknown): Query<T>;
  select(columns?: string): Query<T>;
  limit(count: number): Query<T>;
  maybeSingle(): PromiseLike<DbResult<T>>;
  single(): PromiseLike<DbResult<T>>;
}

export interface ServiceClient {
  from(table: string): {
    select(columns?: string): Query<any>;
    insert(row: object): Query<any>;
    update(values: object): Query<any>;
  };
  rpc(fn: string, args?: object): PromiseLike<DbResult<unknown>>;
}

/** A session token's verified claims, or null when it is not a valid, unexpired token of this project. */
export type VerifyToken = (token: string) => Promise<{ sub?: unknown; role?: unknown } | null>;

export interface PaymentDeps {
  supabaseUrl: string;
  /** The project's secret key (sb_secret_…, or the legacy service_role JWT): bypasses RLS. */
  secretKey: string;
  /** Checks a caller's session token against the auth server's JWKS (verify_jwt is off: the function decides). */
  verifyToken: VerifyToken;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  /** Makes a supabase-js client; called with the secret key (bypasses RLS). */
  createClient: (url: string, key: string) => ServiceClient;
}

/** Throws the database error as a logged 500: only faults of ours reach this point, never bad input. */
export function orThrow<T>(result: DbResult<T>, what: string): T | null {
  if (result.error) {
    console.error(`${what}:`, result.error);
    throw new HttpError(fail(500, `Could not ${what}`));
  }
  return result.data;
}

/** The signed-in caller's id, from the session token in Authorization, verified against the project's JWKS. */
export async function callerId(req: Request, verifyToken: VerifyToken): Promise<string> {
  const header = req.headers.get('authorization') ?? '';
  const token = /^bearer /i.test(header) ? header.slice(7).trim() : '';
  const claims = token ? await verifyToken(token) : null;
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') throw new HttpError(fail(401, 'Sign in to buy a plan'));
  return claims.sub;
}
