import { getSupabase, unwrap } from '@nism/platform';

/** A question's texts in another language, its options in the attempt's order; the explanation once answers show. */
export interface QuestionTranslation {
  id: string;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  explanation: string | null;
}

/** The reviewed translations of the attempt's questions (issue 51 §4); a question without one is absent. */
export async function fetchAttemptTranslations(attemptId: string, language: string): Promise<Map<string, QuestionTranslation>> {
  const rows = unwrap(
    await (await getSupabase()).rpc('get_attempt_translations', { p_attempt_id: attemptId, p_language: language }),
  ) as QuestionTranslation[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Keeps the paper's language with the attempt, so its results and review open in it. */
export async function saveAttemptLanguage(attemptId: string, language: string): Promise<void> {
  unwrap(await (await getSupabase()).rpc('set_attempt_language', { p_attempt_id: attemptId, p_language: language }));
}
