// Backend section, on PGlite and on a real PostgreSQL: how many concurrent learners the server carries with
// answer saves under 100 ms at p95 (capacity.ts), what the REST layer costs per save against the same SQL sent
// straight to the engine (rest-overhead.ts), and the server's memory (issue 30 §5): its peak over the run, and
// what stays resident after warm-up and after the load. Plus local-supabase's cold start (a new data folder:
// migrate and seed) and warm start (the same folder again), as `npm start` keeps one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTemplate } from '../../local-supabase/src/db/template';
import { record } from '../lib/report';
import { onEachEngine, type Engine } from './engines';
import { round } from '../lib/stats';
import { measureCapacity } from './capacity';
import { measureRestOverhead } from './rest-overhead';
import { createLearners, FULL_MOCK_PAPER } from '../lib/learners';
import { startBenchServer, type BenchServer } from '../lib/server';

/** PGlite's peak is one TurboFan compilation of PostgreSQL's grammar (~600 MB for about a second): issue 30 §5. */
const BUDGET_PEAK_RSS_MB = { PGlite: 900, PostgreSQL: 400 };
const BUDGET_RESIDENT_MB = 300;
/** Long enough for the grammar's compilation to be done and freed (0.6-2.3 s after it starts, node-flags.ts). */
const SETTLE_MS = 5000;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Resident memory now, judged against the budget. */
function recordResident(server: BenchServer, engine: string, when: string) {
  record({
    section: `backend ${engine}`,
    metric: `server resident ${when}`,
    value: round(server.rssMb()),
    unit: 'MB',
    budget: BUDGET_RESIDENT_MB,
  });
}

/** Warm-up: one learner signs in and starts and saves as in a test (the first of everything compiles), then a pause. */
async function warmUp(server: BenchServer) {
  const [learner] = await createLearners(server, 1, `warm-${Date.now()}`);
  const started = await learner.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER, p_end_running: true });
  if (started.error) throw new Error(`warm-up start_attempt: ${started.error.message}`);
  const questions = await learner.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
  if (questions.error) throw new Error(`warm-up questions: ${questions.error.message}`);
  for (const [i, q] of questions.data.slice(0, 20).entries()) {
    const saved = await learner.rpc('save_answer', {
      p_attempt_id: started.data.id,
      p_question_id: q.id,
      p_selected_option: (['A', 'B', 'C', 'D'] as const)[i % 4],
      p_option_keys: q.option_keys,
    });
    if (saved.error) throw new Error(`warm-up save: ${saved.error.message}`);
  }
  await settle();
}

/** Cold start (a new data folder: initdb, migrations, seeds) and warm start (the same folder again) of PGlite. */
async function benchStarts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-local-supabase-'));
  const section = 'backend PGlite: local-supabase start (spawn to listening)';
  try {
    for (const kind of ['cold (first run: migrate and seed)', 'warm (the same data folder again)']) {
      const server = await startBenchServer(undefined, dir);
      record({ section, metric: kind, value: round(server.startMs / 1000, 2), unit: `s (peak ${round(server.peakRssMb())} MB)` });
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchEngine(engine: Engine, databaseUrl?: string) {
  // First, on a database no load has grown yet. In this process (see rest-overhead.ts), so before the measured
  // server starts; on PostgreSQL that server wipes and migrates the database again.
  await measureRestOverhead(engine, databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await warmUp(server);
    recordResident(server, engine, 'after warm-up');
    await measureCapacity(server, engine);
    await settle();
    recordResident(server, engine, `after the load (capacity steps, then ${SETTLE_MS / 1000} s)`);
    record({
      section: `backend ${engine}`,
      metric: 'server peak RSS',
      value: round(server.peakRssMb()),
      unit: 'MB',
      budget: BUDGET_PEAK_RSS_MB[engine],
    });
  } finally {
    await server.stop();
  }
}

export async function benchBackend(): Promise<void> {
  // The PGlite server starts from the cached migrated and seeded database, as every start after the first does;
  // building that cache (initdb, migrations, seeds: ~800 MB for a few seconds, once per schema change) happens here,
  // outside the measured process.
  await ensureTemplate();
  await benchStarts();
  await onEachEngine(benchEngine);
}
