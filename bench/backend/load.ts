import { ANSWER_OPTIONS } from '@nism/db-types';
import { percentile, round } from '../lib/stats';
import { FULL_MOCK_PAPER, type Client } from '../lib/learners';

const OPTIONS = ANSWER_OPTIONS;

export interface LoadResult {
  starts: { p50: number; p95: number };
  saves: { count: number; throughput: number; p50: number; p95: number; errors: number };
}

async function timed<T>(fn: () => PromiseLike<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await fn();
  return [performance.now() - t, result];
}

/** A learner thinks 100-500 ms between choices (the soak test's pace): a live exam hall, not a tight loop. */
const thinkTime = () => new Promise((r) => setTimeout(r, 100 + Math.random() * 400));

/**
 * Every learner at once starts an attempt on the 100-question mock (ending the one a previous step left running), then saves `savesEach` answers at a learner's
 * pace (some changed, as learners do): latency of each start and save, and save throughput over the whole phase.
 */
export async function runLoad(learners: Client[], savesEach: number): Promise<LoadResult> {
  const started = await Promise.all(
    learners.map(async (c) => {
      const [ms, res] = await timed(() => c.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER, p_end_running: true }));
      if (res.error) throw new Error(`start_attempt: ${res.error.message}`);
      const questions = await c.rpc('get_attempt_questions', { p_attempt_id: res.data.id });
      if (questions.error) throw new Error(`get_attempt_questions: ${questions.error.message}`);
      const keys = new Map(questions.data.map((q) => [q.id, q.option_keys]));
      return { ms, client: c, attemptId: res.data.id, questionIds: questions.data.map((q) => q.id), keys };
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    started.map(async ({ client, attemptId, questionIds, keys }, li) => {
      for (let i = 0; i < savesEach; i++) {
        await thinkTime();
        const question = questionIds[(i * 7 + li) % questionIds.length];
        const [ms, res] = await timed(() =>
          client.rpc('save_answer', {
            p_attempt_id: attemptId,
            p_question_id: question,
            p_selected_option: OPTIONS[(i + li) % 4],
            p_option_keys: keys.get(question),
          }),
        );
        latencies.push(ms);
        if (res.error) errors++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const startMs = started.map((s) => s.ms);
  return {
    starts: { p50: round(percentile(startMs, 50)), p95: round(percentile(startMs, 95)) },
    saves: {
      count: latencies.length,
      throughput: Math.round(latencies.length / seconds),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      errors,
    },
  };
}
