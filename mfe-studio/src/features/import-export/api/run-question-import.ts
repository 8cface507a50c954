import { callRpc } from '../../../lib/rpc';

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

/** Checks (dry run) or writes a staged batch (run_question_import): every good row; new ones as drafts, changed ones as a new version that keeps its status. */
export async function runQuestionImport(batchId: string, dryRun: boolean): Promise<ImportReport> {
  const report = await callRpc<Partial<ImportReport> | null>('run_question_import', { p_batch_id: batchId, p_dry_run: dryRun });
  return {
    errors: report?.errors ?? [],
    new: report?.new ?? 0,
    changed: report?.changed ?? 0,
    unchanged: report?.unchanged ?? 0,
    committed: Boolean(report?.committed),
  };
}
