import { callRpc } from '../../../lib/rpc';
import type { QuestionFilterArgs } from '../../../lib/question-filters';
import type { CsvRecord } from '../csv/columns';

/** Every question matching the filters, one object per question with exactly the CSV columns (export_questions). */
export async function exportQuestions(args: QuestionFilterArgs): Promise<CsvRecord[]> {
  return (await callRpc<CsvRecord[] | null>('export_questions', { ...args })) ?? [];
}
