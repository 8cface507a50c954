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

export interface Engine extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK on throw). Only database calls belong inside fn. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
