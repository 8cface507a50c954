import { callRpc } from '../../../lib/rpc';
import type { ImportRow } from '../csv/columns';

/** At most this many rows per stage_question_import call. */
export const STAGE_CHUNK = 1000;

/** Stages one chunk (≤ 1000 rows) of an import batch on the server (stage_question_import). */
export async function stageQuestionImport(batchId: string, rows: ImportRow[]): Promise<void> {
  await callRpc<unknown>('stage_question_import', { p_batch_id: batchId, p_rows: rows });
}
