// The studio's import protocol (docs/studio.md, "Importing"), one implementation for every caller: the studio's import
// page, `npm run content:import` and a new local database's first load. A file's rows are staged in calls of at most
// STAGE_CHUNK rows, then run_question_import is called until it says it is done: each call checks (dry run) or
// re-checks and writes (commit) a bounded step of the batch in its own transaction, so a large file never holds the
// database for long, and between the calls it serves learners.

/** Calls a database function by name: the caller's supabase-js client, or the studio's callRpc. */
export type ImportRpc = (fn: string, args: Record<string, unknown>) => Promise<unknown>;

/** At most this many rows per stage_question_import call (the function refuses more). */
export const STAGE_CHUNK = 1000;

/** A row of the import file as staged: its row number in the file and its import columns. */
export type StagedRow = { row: number } & Record<string, unknown>;

export interface ImportRowError {
  row: number;
  column: string | null;
  reason: string;
}

export interface ImportReport {
  errors: ImportRowError[];
  new: number;
  changed: number;
  unchanged: number;
  /** Whether the rows were written (false on a dry run). */
  committed: boolean;
}

/** How far a dry run or a commit has got, in rows of the file. */
export interface ImportProgress {
  processed: number;
  total: number;
}

interface StepAnswer extends Partial<ImportReport> {
  done?: boolean;
  processed?: number;
  total?: number;
}

/** Stages a file's rows in an import batch, STAGE_CHUNK rows a call. */
export async function stageImportRows(rpc: ImportRpc, batchId: string, rows: readonly StagedRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
    await rpc('stage_question_import', { p_batch_id: batchId, p_rows: rows.slice(start, start + STAGE_CHUNK) });
  }
}

/**
 * Runs a staged batch to its end: a dry run checks every row and writes nothing; a commit writes every good row (new
 * ones as drafts, changed ones as a new version that keeps its status) and ends the batch. A commit that failed
 * part-way can be called again: it goes on from the first row not yet written.
 */
export async function runImport(
  rpc: ImportRpc,
  batchId: string,
  dryRun: boolean,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  for (;;) {
    const step = ((await rpc('run_question_import', { p_batch_id: batchId, p_dry_run: dryRun })) ?? {}) as StepAnswer;
    if (step.done) {
      return {
        errors: step.errors ?? [],
        new: step.new ?? 0,
        changed: step.changed ?? 0,
        unchanged: step.unchanged ?? 0,
        committed: Boolean(step.committed),
      };
    }
    if (typeof step.processed !== 'number' || typeof step.total !== 'number') {
      throw new Error('The import answered without saying how far it has got');
    }
    onProgress?.({ processed: step.processed, total: step.total });
  }
}
