import { STAGE_CHUNK } from '@nism/contracts/question-import';
import { callRpc } from '../../../lib/rpc';
import type { ImportRow } from '../csv/columns';

export { STAGE_CHUNK };

/** Stages one chunk (≤ STAGE_CHUNK rows) of an import batch on the server (stage_question_import). */
export async function stageQuestionImport(batchId: string, rows: ImportRow[]): Promise<void> {
  await callRpc<unknown>('stage_question_import', { p_batch_id: batchId, p_rows: rows });
}
