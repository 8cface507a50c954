import { callRpc } from '../../../lib/rpc';
import type { QuestionInput, StudioQuestion } from './types';

export interface SaveQuestionArgs {
  /** null: a new draft. */
  id: string | null;
  /** The version the editor loaded (null for a new one): the server answers 40001 when someone saved since. */
  expectedVersion: number | null;
  question: QuestionInput;
  /** Arriving from a report: mark the question's open reports fixed in the same write. */
  resolveReports: boolean;
}

/** Saves a question (save_question) and returns it as stored. 22023 names an invalid field; 40001 is an edit conflict. */
export function saveQuestion({ id, expectedVersion, question, resolveReports }: SaveQuestionArgs): Promise<StudioQuestion> {
  return callRpc<StudioQuestion>('save_question', {
    p_id: id,
    p_expected_version: expectedVersion,
    p_question: question,
    p_resolve_reports: resolveReports,
  });
}
