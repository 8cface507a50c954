import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, type Database } from 'shared-auth';

// shared-auth's Database declares rows as interfaces, and an interface is not assignable to the
// Record<string, unknown> that supabase-js's GenericSchema requires, so the client's schema resolves to
// `never` and every query is untyped. Re-mapping each row to a plain object type restores the typing
// without changing the runtime client. Remove once shared-auth's database.ts uses type aliases.
type Plain<T> = { [K in keyof T]: T[K] };

type Schema = Database['public'];
type Tables = {
  [T in keyof Schema['Tables']]: {
    Row: Plain<Schema['Tables'][T]['Row']>;
    Insert: Plain<Schema['Tables'][T]['Insert']>;
    Update: Plain<Schema['Tables'][T]['Update']>;
    Relationships: Schema['Tables'][T]['Relationships'];
  };
};
type Functions = {
  [F in keyof Schema['Functions']]: {
    Args: Plain<Schema['Functions'][F]['Args']>;
    Returns: Schema['Functions'][F]['Returns'] extends (infer R)[] ? Plain<R>[] : Plain<Schema['Functions'][F]['Returns']>;
  };
};

export type TypedDatabase = {
  public: { Tables: Tables; Views: Schema['Views']; Functions: Functions; Enums: Schema['Enums']; CompositeTypes: Schema['CompositeTypes'] };
};

/** The shared supabase client, with the schema typing supabase-js can infer from. */
export const db = () => getSupabase() as unknown as SupabaseClient<TypedDatabase>;
