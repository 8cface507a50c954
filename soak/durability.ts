// Durability: learners save answers against local-supabase on a PGlite data directory; the server is killed with
// SIGKILL mid-load and restarted on the same directory. Every save the client saw acknowledged must still be there
// (a save in flight at the kill may or may not have landed), and the directory must open cleanly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWER_OPTIONS, type AnswerOption } from '@nism/db-types';
import { FULL_MOCK_PAPER, pool } from '../bench/lib/learners';
import { freePort } from '../tools/stack';
import { createAccounts, PASSWORD } from './accounts';
import { startBackendProcess, type BackendProcess } from './backend-process';
import { makeClient, type Client } from './clients';

const LEARNERS = 30;
const LOAD_MS = 4000;
const ROUNDS = 2;
type Option = AnswerOption;
const OPTIONS = ANSWER_OPTIONS;

interface Learner {
  email: string;
  attemptId: string;
  questions: string[];
  /** question → the option order the attempt shows it in (sent with each answer, as the page does). */
  keys: Map<string, string>;
  /** question → last acknowledged option, and options sent since then whose answer never came. */
  acked: Map<string, Option>;
  unacked: Map<string, Set<Option>>;
}

const api = (b: BackendProcess, key: string) => makeClient(b.url, key, fetch);

async function prepareLearners(backend: BackendProcess, tag: string): Promise<Learner[]> {
  const admin = api(backend, backend.secretKey);
  const accounts = await createAccounts(admin, LEARNERS, tag);
  return pool(accounts, 8, async ({ email }) => {
    const c = api(backend, backend.publishableKey);
    const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw new Error(`sign-in ${email}: ${signIn.error.message}`);
    const started = await c.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER });
    if (started.error) throw new Error(`start_attempt: ${started.error.message}`);
    const qs = await c.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
    if (qs.error) throw new Error(`get_attempt_questions: ${qs.error.message}`);
    const keys = new Map(qs.data.map((q) => [q.id, q.option_keys]));
    return {
      email,
      attemptId: started.data.id,
      questions: qs.data.map((q) => q.id),
      keys,
      acked: new Map(),
      unacked: new Map(),
      client: c,
    };
  });
}

/** Saves as fast as each learner's answers come back until `stop` is set; counts acknowledged saves. */
async function load(learners: (Learner & { client: Client })[], stop: { now: boolean }): Promise<number> {
  let acknowledged = 0;
  await Promise.all(
    learners.map(async (l) => {
      while (!stop.now) {
        const question = l.questions[Math.floor(Math.random() * l.questions.length)];
        const option = OPTIONS[Math.floor(Math.random() * 4)];
        const pending = l.unacked.get(question) ?? new Set<Option>();
        l.unacked.set(question, pending.add(option));
        const res = await l.client
          .rpc('save_answer', {
            p_attempt_id: l.attemptId,
            p_question_id: question,
            p_selected_option: option,
            p_option_keys: l.keys.get(question),
          })
          .then(
            (r) => r,
            () => null,
          );
        if (!res || res.error) return; // the server went away: this save's fate is unknown
        l.acked.set(question, option);
        l.unacked.delete(question);
        acknowledged++;
      }
    }),
  );
  return acknowledged;
}

async function verify(backend: BackendProcess, learners: Learner[]): Promise<string[]> {
  const admin = api(backend, backend.secretKey);
  const problems: string[] = [];
  for (const l of learners) {
    const { data, error } = await admin.from('user_answers').select('question_id, selected_option').eq('attempt_id', l.attemptId);
    if (error) {
      problems.push(`${l.email}: reading answers: ${error.message}`);
      continue;
    }
    const stored = new Map(data.map((a) => [a.question_id, a.selected_option as Option]));
    for (const [q, option] of l.acked) {
      const now = stored.get(q);
      if (now !== option && !l.unacked.get(q)?.has(now!))
        problems.push(`${l.email}: acknowledged ${option} for ${q}, found ${now ?? 'nothing'}`);
    }
    for (const [q, option] of stored) {
      if (!l.acked.has(q) && !l.unacked.get(q)?.has(option)) problems.push(`${l.email}: ${q} holds ${option}, never sent`);
    }
    // What was stored is what the learner now builds on.
    for (const [q, option] of stored) l.acked.set(q, option);
    l.unacked.clear();
  }
  return problems;
}

export async function durability(): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-durability-'));
  const port = await freePort();
  console.log(
    `\n  Durability: PGlite data directory ${dir}, ${LEARNERS} learners saving flat out, SIGKILL after ${LOAD_MS} ms, ${ROUNDS} rounds`,
  );
  let backend = await startBackendProcess(dir, port);
  const problems: string[] = [];
  try {
    const learners = (await prepareLearners(backend, 'durable')) as (Learner & { client: Client })[];
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const running = load(learners, stop);
      await new Promise((r) => setTimeout(r, LOAD_MS));
      await backend.kill('SIGKILL');
      stop.now = true;
      const acknowledged = await running;
      const t = performance.now();
      backend = await startBackendProcess(dir, port);
      const reopenMs = Math.round(performance.now() - t);
      const found = await verify(backend, learners);
      const signIn = await api(backend, backend.publishableKey).auth.signInWithPassword({ email: learners[0].email, password: PASSWORD });
      if (signIn.error) found.push(`sign-in after restart: ${signIn.error.message}`);
      if (/error|fatal|panic/i.test(backend.output())) found.push(`restart printed:\n${backend.output()}`);
      console.log(
        `    round ${round}: ${acknowledged} acknowledged saves, killed, reopened in ${reopenMs} ms: ${found.length ? `${found.length} problems` : 'all there'}`,
      );
      problems.push(...found);
    }
  } finally {
    await backend.kill('SIGTERM').catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const p of problems.slice(0, 20)) console.log(`      ${p}`);
  console.log(`    verdict         ${problems.length ? 'FAILED' : 'ok'}`);
  return problems.length === 0;
}
