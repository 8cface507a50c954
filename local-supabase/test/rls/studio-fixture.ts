// The content studio's people and papers for its suites: staff members signed in with their role in the token, and a
// paper of its own per test so no test depends on another's questions.
import { randomUUID } from 'node:crypto';
import { passSecondFactor } from '../helpers';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PASSWORD, type World } from './harness';

export interface Staff {
  id: string;
  email: string;
  client: SupabaseClient;
}

/** A new account given the role by the service role, signed in again so its token carries the role, at aal2 unless told not. */
export async function makeStaff(w: World, role: 'editor' | 'admin', { secondFactor = true } = {}): Promise<Staff> {
  const person = await w.newLearner(role);
  const granted = await w.service.rpc('grant_staff_role', { p_email: person.email, p_role: role });
  if (granted.error) throw new Error(granted.error.message);
  const client = person.clients[0];
  await client.auth.signOut();
  const { error } = await client.auth.signInWithPassword({ email: person.email, password: PASSWORD });
  if (error) throw new Error(error.message);
  if (secondFactor) await passSecondFactor(client); // studio writes need aal2 (issue 46)
  return { id: person.id, email: person.email, client };
}

/** A paper of the exam with `count` published questions (texts unique to this paper), keys A, B, C, D in turn. */
export async function makePaper(w: World, examId: string, count: number, topic: string | null = null) {
  const tag = randomUUID().slice(0, 8);
  const [paper] = await w.sql<{ id: string }>(
    `insert into public.test_papers (exam_id, title, description, duration_minutes, kind) values ($1, $2::text, 'studio', 20, case when $2 = 'Demo Questions' then 'demo' else 'practice' end) returning id`,
    [examId, `Studio paper ${tag}`],
  );
  const questions: { id: string; correct: string; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const correct = 'ABCD'[i % 4];
    const text = `Studio ${tag} question ${i + 1}: which option is right?`;
    const [q] = await w.sql<{ id: string }>(
      `insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option, explanation, topic)
       values ($1, $2, 'first', 'second', 'third', 'fourth', $3, $4, $5) returning id`,
      [paper.id, text, correct, `Because ${correct}.`, topic],
    );
    questions.push({ id: q.id, correct, text });
  }
  return { id: paper.id, title: `Studio paper ${tag}`, questions };
}

/** Every studio call with arguments a visitor or learner might send. */
export const STUDIO_CALLS = (id: string): [string, Record<string, unknown>][] => [
  ['studio_questions', {}],
  ['studio_question', { p_id: id }],
  ['studio_options', {}],
  ['save_question', { p_id: id, p_expected_version: 1, p_question: { question_text: 'x' } }],
  ['set_question_status', { p_id: id, p_expected_version: 1, p_status: 'retired' }],
  ['delete_question', { p_id: id }],
  ['remark_question_attempts', { p_question_id: id, p_reason: 'key fixed' }],
  ['stage_question_import', { p_batch_id: randomUUID(), p_rows: [{ row: 1, question: 'x' }] }],
  ['run_question_import', { p_batch_id: randomUUID(), p_dry_run: true }],
  ['export_questions', {}],
  ['get_audit_log', {}],
];
