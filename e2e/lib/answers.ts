// Answers as the attempt page sees them. Each attempt shows its questions and options in its own order (stored by
// the server); user_answers holds canonical options. These helpers translate between the two, as the page does.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { admin } from './admin';
import { stack } from './stack';

const LETTERS = ['A', 'B', 'C', 'D'];

/** A signed-in supabase-js client of a learner (the order is readable only by the attempt's owner). */
export async function learnerClient(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(stack.backendUrl, stack.publishableKey, { auth: { persistSession: false } });
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

/** The attempt's questions as shown: id → { number on the palette, option_keys }. */
async function shownOrder(learner: SupabaseClient, attemptId: string) {
  const { data, error } = await learner.rpc('get_attempt_questions', { p_attempt_id: attemptId });
  if (error) throw error;
  return new Map((data as { id: string; position: number; option_keys: string }[]).map((q) => [q.id, q]));
}

/** The saved answers by palette number, with the letter the learner saw. */
export async function shownAnswers(learner: SupabaseClient, attemptId: string): Promise<Record<number, string>> {
  const order = await shownOrder(learner, attemptId);
  const { data, error } = await admin.from('user_answers').select('question_id, selected_option').eq('attempt_id', attemptId);
  if (error) throw error;
  return Object.fromEntries(
    (data as { question_id: string; selected_option: string | null }[])
      .filter((r) => r.selected_option)
      .map((r) => {
        const q = order.get(r.question_id)!;
        return [q.position, LETTERS[q.option_keys.indexOf(r.selected_option!)]];
      }),
  );
}

/** Saves canonical options as the attempt page would: each with the option order the attempt shows it in. */
export async function saveCanonical(learner: SupabaseClient, attemptId: string, answers: { questionId: string; option: string }[]) {
  const order = await shownOrder(learner, attemptId);
  for (const { questionId, option } of answers) {
    const { error } = await learner.rpc('save_answer', {
      p_attempt_id: attemptId,
      p_question_id: questionId,
      p_selected_option: option,
      p_option_keys: order.get(questionId)!.option_keys,
    });
    if (error) throw error;
  }
}
