// The progress page's one query (get_exam_progress) for a learner with a long history: 50 submitted attempts of the
// 100-question full-length mock, on PGlite. Budget: p95 ≤ 50 ms.
import { percentile, round } from '../lib/stats';
import { record } from '../lib/report';
import { client, createLearners, FULL_MOCK_PAPER } from '../lib/learners';
import { startBenchServer } from '../lib/server';

const EXAM = '00000000-0000-4000-a000-000000000003'; // V-A, whose full mock FULL_MOCK_PAPER is
const ATTEMPTS = 50;
const READS = 60;
const BUDGET_P95_MS = 50;

export async function benchProgress(): Promise<void> {
  const server = await startBenchServer();
  try {
    const admin = client(server.url, server.secretKey);
    const [learner] = await createLearners(server, 1, 'progress');
    const { data: me } = await learner.auth.getUser();
    const { data: questions, error } = await admin.from('questions').select('id').eq('test_paper_id', FULL_MOCK_PAPER);
    if (error || !questions) throw new Error(`questions: ${error?.message}`);
    // Answers are arranged with the service role (the save path is measured elsewhere); scoring is the learner's submit.
    for (let i = 0; i < ATTEMPTS; i++) {
      // Inserted with the service role: start_attempt allows a learner 30 starts an hour, and this history has 50.
      const started = await admin
        .from('user_test_attempts')
        .insert({ user_id: me.user!.id, test_paper_id: FULL_MOCK_PAPER, deadline: new Date(Date.now() + 3_600_000).toISOString() })
        .select('id')
        .single();
      if (started.error) throw new Error(`attempt: ${started.error.message}`);
      const answers = questions.map((q, j) => ({
        attempt_id: started.data.id,
        question_id: q.id,
        selected_option: (['A', 'B', 'C', 'D'] as const)[(i + j) % 4],
        time_spent_ms: 20_000 + ((i * 7 + j * 13) % 60) * 1000,
      }));
      const inserted = await admin.from('user_answers').insert(answers);
      if (inserted.error) throw new Error(`answers: ${inserted.error.message}`);
      const submitted = await learner.rpc('submit_attempt', { p_attempt_id: started.data.id });
      if (submitted.error) throw new Error(`submit_attempt: ${submitted.error.message}`);
    }
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t0 = performance.now();
      const { error: readError } = await learner.rpc('get_exam_progress', { p_exam_id: EXAM });
      times.push(performance.now() - t0);
      if (readError) throw new Error(`get_exam_progress: ${readError.message}`);
    }
    const section = `progress query, ${ATTEMPTS} attempts × 100 questions (PGlite)`;
    record({ section, metric: 'get_exam_progress p50', value: round(percentile(times, 50)), unit: 'ms' });
    record({ section, metric: 'get_exam_progress p95', value: round(percentile(times, 95)), unit: 'ms', budget: BUDGET_P95_MS });
  } finally {
    await server.stop();
  }
}
