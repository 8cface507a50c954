// One small interface over the two engines, so everything above it is engine-agnostic.
export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  affectedRows: number;
}

export interface Tx {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Several statements, no parameters (migrations, seed files). */
  exec(sql: string): Promise<void>;
}

/** The lane of work the server does for itself (migrations, auth, functions) unless told otherwise. */
export const SERVER_LANE = 'server';

export interface Engine extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK on throw). Only database calls belong inside fn.
   * lane: whose work this is (see FairQueue); lanes take turns. Default: the server's own lane.
   * statementTimeoutMs: the caller's statement_timeout, for an engine that must enforce it itself (PGlite ends a
   * statement that runs longer; PostgreSQL enforces the setting the transaction made, so ignores this).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, lane?: string, statementTimeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}
