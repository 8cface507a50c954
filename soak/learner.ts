// One simulated learner sitting the full-length mock: sign in, start, answer at a human pace (changing some
// answers), submit. It remembers its last acknowledged choice per question, which the checks compare against.
import { ANSWER_OPTIONS, type AnswerOption } from '@nism/db-types';
import { FULL_MOCK_PAPER } from '../bench/lib/learners';
import type { Client } from './clients';

const OPTIONS = ANSWER_OPTIONS;
type Option = AnswerOption;

export interface Latencies {
  signIn: number[];
  start: number[];
  save: number[];
  submit: number[];
  /** When each save and sign-in ended (performance.now()), in the order of `save` and `signIn`. */
  saveAt?: number[];
  signInAt?: number[];
}

export interface Sitting {
  email: string;
  attemptId: string | null;
  /** question id → the last option the server acknowledged. */
  chosen: Map<string, Option>;
  saves: number;
  score: number | null;
  errors: string[];
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed<T>(into: number[], fn: () => PromiseLike<T>, at?: number[]): Promise<T> {
  const t = performance.now();
  const result = await fn();
  into.push(performance.now() - t);
  at?.push(performance.now());
  return result;
}

/** Answers most questions in a shuffled order; about one in six later changes an earlier answer. */
function plan(questionIds: string[]): { question: string; option: Option }[] {
  const order = [...questionIds].sort(() => Math.random() - 0.5).slice(0, 85 + Math.floor(Math.random() * 16));
  const steps: { question: string; option: Option }[] = [];
  const given = new Map<string, Option>();
  for (const question of order) {
    steps.push({ question, option: pick(OPTIONS) });
    given.set(question, steps[steps.length - 1].option);
    if (Math.random() < 1 / 6) {
      const earlier = pick([...given.keys()]);
      const option = pick(OPTIONS.filter((o) => o !== given.get(earlier)));
      steps.push({ question: earlier, option });
      given.set(earlier, option);
    }
  }
  return steps;
}

export async function sit(
  client: Client,
  email: string,
  password: string,
  lat: Latencies,
  pace = { min: 100, max: 500 },
): Promise<Sitting> {
  const sitting: Sitting = { email, attemptId: null, chosen: new Map(), saves: 0, score: null, errors: [] };
  const signIn = await timed(lat.signIn, () => client.auth.signInWithPassword({ email, password }), lat.signInAt);
  if (signIn.error) return { ...sitting, errors: [`sign-in: ${signIn.error.message}`] };
  const started = await timed(lat.start, () => client.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER }));
  if (started.error) return { ...sitting, errors: [`start_attempt: ${started.error.message}`] };
  const attemptId = started.data.id;
  sitting.attemptId = attemptId;
  const questions = await client.rpc('get_attempt_questions', { p_attempt_id: attemptId });
  if (questions.error) return { ...sitting, errors: [`get_attempt_questions: ${questions.error.message}`] };
  const keysOf = new Map(questions.data.map((q) => [q.id, q.option_keys]));
  for (const step of plan(questions.data.map((q) => q.id))) {
    await sleep(pace.min + Math.random() * (pace.max - pace.min));
    const saved = await timed(
      lat.save,
      () =>
        client.rpc('save_answer', {
          p_attempt_id: attemptId,
          p_question_id: step.question,
          p_selected_option: step.option,
          p_option_keys: keysOf.get(step.question),
        }),
      lat.saveAt,
    );
    sitting.saves++;
    if (saved.error) sitting.errors.push(`save_answer: ${saved.error.code} ${saved.error.message}`);
    else if (saved.data.selected_option !== step.option)
      sitting.errors.push(`save_answer echoed ${saved.data.selected_option} for ${step.option}`);
    else sitting.chosen.set(step.question, step.option);
  }
  const submitted = await timed(lat.submit, () => client.rpc('submit_attempt', { p_attempt_id: attemptId }));
  if (submitted.error) sitting.errors.push(`submit_attempt: ${submitted.error.message}`);
  else sitting.score = submitted.data.score;
  return sitting;
}
