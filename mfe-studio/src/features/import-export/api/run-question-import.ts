import { runImport, type ImportProgress, type ImportReport } from '@nism/contracts/question-import';
import { callRpc, type RpcName } from '../../../lib/rpc';

export type { ImportProgress, ImportReport, ImportRowError } from '@nism/contracts/question-import';

/**
 * Checks (dry run) or writes a staged batch (run_question_import, step by step until done): every good row; new ones
 * as drafts, changed ones as a new version that keeps its status.
 */
export function runQuestionImport(
  batchId: string,
  dryRun: boolean,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  // The protocol (contracts/src/question-import.ts) names its two functions itself: stage_ and run_question_import.
  return runImport((fn, args) => callRpc<unknown>(fn as RpcName, args as never), batchId, dryRun, onProgress);
}
