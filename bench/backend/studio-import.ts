// The content studio's import (issue 31): a 10,000-row file staged in calls of 1000 rows and checked in a dry run,
// then staged again and committed, as an editor through the API, on PGlite and (when installed) on PostgreSQL, each
// in steps of at most 1000 rows (issue 42). While the commit runs a visitor reads the exams again and again: on
// PGlite, which runs one statement at a time, a read waits for at most the step in progress, not for the whole file.
// Then a second 10,000 rows, and the studio's list with a text search over the ~21,000 questions the bank then holds.
// The rows are synthetic: numbered dummy questions, no exam content.
import { randomUUID } from 'node:crypto';
import { runImport as runSteps, stageImportRows } from '@nism/contracts/question-import';
import { record } from '../lib/report';
import { onEachEngine, type Engine } from './engines';
import { percentile, round } from '../lib/stats';
import { client, PASSWORD, type Client } from '../lib/learners';
import { startBenchServer } from '../lib/server';
import { demoStaffCode } from '../../local-supabase/demo/staff-totp';

const ROWS = 10_000;
const CHUNK = 1000;
const SEARCHES = 20;
/**
 * Budgets about 4x what an idle 2-core machine measured (PGlite: dry run 1.8 s, commit 5.1 s, search p95 212 ms;
 * PostgreSQL: 1.2 s, 2.6 s, 159 ms), for a busy one. PGlite runs PostgreSQL single-threaded in WebAssembly.
 */
const BUDGET_MS = {
  PGlite: { dryRun: 10_000, commit: 20_000, search: 500 },
  PostgreSQL: { dryRun: 5_000, commit: 10_000, search: 300 },
};

type Row = Record<string, string | number>;

/** An editor's signed-in client: an account made by the service role and given the role, signed in at aal2. */
async function editorClient(url: string, publishableKey: string, secretKey: string): Promise<Client> {
  const admin = client(url, secretKey);
  const email = `bench-editor-${randomUUID().slice(0, 8)}@example.com`;
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error) throw new Error(`createUser: ${created.error.message}`);
  const granted = await admin.rpc('grant_staff_role', { p_email: email, p_role: 'editor' });
  if (granted.error) throw new Error(`grant_staff_role: ${granted.error.message}`);
  const editor = client(url, publishableKey);
  const signIn = await editor.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw new Error(`sign-in: ${signIn.error.message}`);
  // Studio writes need the second factor (issue 46): an authenticator enrolled now, and its current code.
  const enrolled = await editor.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'bench' });
  if (enrolled.error) throw new Error(`mfa enroll: ${enrolled.error.message}`);
  const verified = await editor.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: demoStaffCode(enrolled.data.totp.secret) });
  if (verified.error) throw new Error(`mfa verify: ${verified.error.message}`);
  return editor;
}

/** `count` new rows for the first exam's papers and topics, each text unique to this run. */
async function syntheticRows(editor: Client, count: number, tag: string): Promise<Row[]> {
  const { data, error } = await editor.rpc('studio_options');
  if (error) throw new Error(`studio_options: ${error.message}`);
  const exam = (data as { exams: { name: string; topics: string[]; papers: { title: string }[] }[] }).exams.find(
    (e) => e.papers.length && e.topics.length,
  );
  if (!exam) throw new Error('no exam with papers and topics to import into');
  return Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    id: '',
    exam: exam.name,
    paper: exam.papers[i % exam.papers.length].title,
    topic: exam.topics[i % exam.topics.length],
    case: '',
    marks: 1 + (i % 2),
    question: `Bench item ${tag}-${i}: which of these labels belongs to sample number ${i} of batch ${tag}?`,
    option_a: `Label alpha ${i}`,
    option_b: `Label beta ${i}`,
    option_c: `Label gamma ${i}`,
    option_d: `Label delta ${i}`,
    answer: 'ABCD'[i % 4],
    explanation: `Sample ${i} was generated with label ${'alpha beta gamma delta'.split(' ')[i % 4]}.`,
  }));
}

/** The editor's rpc as the import pipeline calls it: the function's answer, or an error naming it. */
const rpcOf =
  (editor: Client) =>
  async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await editor.rpc(fn as never, args as never);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  };

async function stage(editor: Client, rows: Row[]): Promise<string> {
  const batch = randomUUID();
  await stageImportRows(
    rpcOf(editor),
    batch,
    rows.map((r) => ({ ...r, row: Number(r.row) })),
  );
  return batch;
}

/** Runs the batch to its end, timing each step (the time between two progress reports). */
async function runImport(editor: Client, batch: string, dryRun: boolean, steps: number[] = []) {
  let last = performance.now();
  const result = await runSteps(rpcOf(editor), batch, dryRun, () => {
    steps.push(performance.now() - last);
    last = performance.now();
  });
  steps.push(performance.now() - last);
  if (result.errors.length || result.new !== ROWS) throw new Error(`import: ${result.errors.length} errors, ${result.new} new`);
  return result;
}

/** A visitor's read of the exams, timed again and again until `until` settles. */
async function readsDuring(url: string, publishableKey: string, until: Promise<unknown>): Promise<number[]> {
  const visitor = client(url, publishableKey);
  const times: number[] = [];
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => {});
  while (!settled) {
    const t0 = performance.now();
    const { error } = await visitor.from('exams').select('id').limit(1);
    if (error) throw new Error(`visitor read: ${error.message}`);
    times.push(performance.now() - t0);
  }
  return times;
}

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
};

async function benchEngine(engine: Engine, databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  const section = `studio import, ${ROWS.toLocaleString('en')} rows (${engine})`;
  try {
    const editor = await editorClient(server.url, server.publishableKey, server.secretKey);
    const rows = await syntheticRows(editor, ROWS, randomUUID().slice(0, 6));

    const [dryBatch, stageMs] = await timed(() => stage(editor, rows));
    const [, dryMs] = await timed(() => runImport(editor, dryBatch, true));
    const [commitBatch, stageAgainMs] = await timed(() => stage(editor, rows));
    const steps: number[] = [];
    const commit = timed(() => runImport(editor, commitBatch, false, steps));
    const reads = await readsDuring(server.url, server.publishableKey, commit);
    const [, commitMs] = await commit;
    record({ section, metric: `stage (${ROWS / CHUNK} calls of ${CHUNK})`, value: round(stageMs), unit: 'ms' });
    record({ section, metric: 'dry run', value: round(dryMs), unit: 'ms', budget: BUDGET_MS[engine].dryRun });
    record({ section, metric: 'stage + dry run', value: round(stageMs + dryMs), unit: 'ms' });
    record({ section, metric: 'stage again + commit', value: round(stageAgainMs + commitMs), unit: 'ms' });
    record({ section, metric: 'commit', value: round(commitMs), unit: 'ms', budget: BUDGET_MS[engine].commit });
    // Measured in this run: the slowest visitor read during the commit against the slowest step. A read that waited
    // for the whole file (one transaction, before issue 42) would be about ten steps.
    record({ section, metric: `visitor reads during the commit (${reads.length}), slowest`, value: round(Math.max(...reads)), unit: 'ms' });
    record({
      section,
      metric: 'slowest visitor read ÷ slowest commit step',
      value: Math.round((Math.max(...reads) / Math.max(...steps)) * 100) / 100,
      unit: 'x',
      budget: 2,
    });

    // A bank of ~21,000 questions, then the studio's list searched as an editor types.
    const more = await syntheticRows(editor, ROWS, randomUUID().slice(0, 6));
    await runImport(editor, await stage(editor, more), false);
    const searches = ['label gam', 'sample number 42', 'bench item', 'which of these labels belongs to sample number 9999'];
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const [res, ms] = await timed(async () =>
        editor.rpc('studio_questions', { p_search: searches[i % searches.length], p_sort: 'updated', p_limit: 25 }),
      );
      if (res.error) throw new Error(`studio_questions: ${res.error.message}`);
      total = Math.max(total, (res.data as { total: number }).total);
      times.push(ms);
    }
    const { count } = await client(server.url, server.secretKey).from('questions').select('id', { count: 'exact', head: true });
    const listSection = `studio list with text search, ${count?.toLocaleString('en')} questions (${engine})`;
    record({ section: listSection, metric: 'studio_questions p50', value: round(percentile(times, 50)), unit: 'ms' });
    record({
      section: listSection,
      metric: 'studio_questions p95',
      value: round(percentile(times, 95)),
      unit: 'ms',
      budget: BUDGET_MS[engine].search,
    });
    if (total < ROWS) throw new Error(`the search found ${total} questions, expected at least ${ROWS}`);
  } finally {
    await server.stop();
  }
}

export async function benchStudioImport(): Promise<void> {
  await onEachEngine(benchEngine);
}
