// The soak's verdict, read through the service role: every learner's last acknowledged choice is what the database
// holds (no lost, stale or extra answers), and the score the backend computed equals the one the correct options give.
import { FULL_MOCK_PAPER, pool } from '../bench/lib/learners';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Client } from './clients';
import type { Sitting } from './learner';

export interface Verdict {
  learners: number;
  answersExpected: number;
  lost: number;
  wrong: number;
  extra: number;
  wrongScores: number;
  failures: string[];
}

export async function checkSittings(admin: Client, sittings: Sitting[]): Promise<Verdict> {
  const verdict: Verdict = { learners: sittings.length, answersExpected: 0, lost: 0, wrong: 0, extra: 0, wrongScores: 0, failures: [] };
  const fail = (line: string) => verdict.failures.length < 20 && verdict.failures.push(line);
  // questions is not in the apps' typed schema: learners never read it directly.
  const { data: questions, error } = await (admin as unknown as SupabaseClient)
    .from('questions')
    .select('id, correct_option')
    .eq('test_paper_id', FULL_MOCK_PAPER);
  if (error || !questions?.length) throw new Error(`reading the paper's questions: ${error?.message}`);
  const correct = new Map((questions as { id: string; correct_option: string }[]).map((q) => [q.id, q.correct_option]));

  await pool(sittings, 16, async (s) => {
    for (const e of s.errors) fail(`${s.email}: ${e}`);
    if (!s.attemptId) return;
    verdict.answersExpected += s.chosen.size;
    const [answers, attempt] = await Promise.all([
      admin.from('user_answers').select('question_id, selected_option').eq('attempt_id', s.attemptId),
      admin.from('user_test_attempts').select('score, completed').eq('id', s.attemptId).single(),
    ]);
    if (answers.error || attempt.error)
      throw new Error(`reading ${s.email}'s attempt: ${answers.error?.message ?? attempt.error?.message}`);
    const stored = new Map(answers.data.map((a) => [a.question_id, a.selected_option]));
    for (const [question, option] of s.chosen) {
      if (!stored.has(question)) {
        verdict.lost++;
        fail(`${s.email}: answer to ${question} lost`);
      } else if (stored.get(question) !== option) {
        verdict.wrong++;
        fail(`${s.email}: ${question} holds ${stored.get(question)}, chose ${option}`);
      }
    }
    for (const question of stored.keys()) {
      if (!s.chosen.has(question)) {
        verdict.extra++;
        fail(`${s.email}: unexpected answer to ${question}`);
      }
    }
    const right = [...s.chosen].filter(([q, o]) => correct.get(q) === o).length;
    const expected = Math.round((right / correct.size) * 100);
    if (s.score !== expected || attempt.data.score !== expected || !attempt.data.completed) {
      verdict.wrongScores++;
      fail(`${s.email}: score ${s.score} (stored ${attempt.data.score}), expected ${expected}`);
    }
  });
  return verdict;
}
