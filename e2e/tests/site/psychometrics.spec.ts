// Issue 50 §3 and §5 through the composed site. A learner's results show no percentile while fewer than 30 learners
// have taken the paper, and show one once 30 have (their first attempts written by the test); an editor's item
// analysis of the same paper flags its deliberately mis-keyed question, and the flag is in the reports queue.
import { randomUUID } from 'node:crypto';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { signIn } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { expect, test } from '../../lib/fixtures';
import { learnerWithPaidPlan, PASSWORD } from '../../lib/learners';
import { site, sql } from '../../lib/stack';

const QUESTIONS = 8;
const OTHERS = 30;

/** A fresh exam with a blueprint, a paid plan and one published paper of eight one-mark questions keyed A, B, C, D, … */
async function makeExam() {
  const tag = randomUUID().slice(0, 6);
  const [exam] = await sql<{ id: string }>(
    `insert into public.exams (name, description) values ($1, 'psychometrics journey') returning id`,
    [`NISM Series PJ-${tag}: Journey Examination`],
  );
  await sql(
    `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
     values ($1, 'Journey examination', 20, 50, 0, '[{"section": "Questions", "questions": ${QUESTIONS}, "marks_each": 1}]', ${QUESTIONS})`,
    [exam.id],
  );
  await sql(
    `insert into public.exam_plans (exam_id, plan_type, price, original_price, duration_days, description)
     values ($1, 'premium', 499, 999, 90, 'All papers|Explanations')`,
    [exam.id],
  );
  const [paper] = await sql<{ id: string }>(
    `insert into public.test_papers (exam_id, title, description, duration_minutes, kind) values ($1, 'Analysis Paper', 'journey', 20, 'practice') returning id`,
    [exam.id],
  );
  const questions: { id: string; key: string }[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const key = 'ABCD'[i % 4];
    const [q] = await sql<{ id: string }>(
      `insert into public.questions (test_paper_id, position, question_text, option_a, option_b, option_c, option_d, correct_option, explanation)
       values ($1, $2, $3, 'first', 'second', 'third', 'fourth', $4, 'Because.') returning id`,
      [paper.id, i + 1, `Journey ${tag} question ${i + 1}: which option is right?`, key],
    );
    questions.push({ id: q.id, key });
  }
  return { examId: exam.id, paperId: paper.id, questions };
}

test.use({ role: 'editor' });

test('a percentile appears once 30 learners have taken a paper, not before; the editor sees the mis-keyed question flagged', async ({
  browser,
  signedInPage: studio,
}) => {
  test.slow(); // thirty learners' first attempts written to the database
  const { examId, paperId, questions } = await makeExam();
  const { email, learner } = await learnerWithPaidPlan(examId, 'standing');
  const { data: attempt } = await learner.rpc('start_attempt', { p_test_paper_id: paperId });
  await saveCanonical(
    learner,
    attempt.id,
    questions.map((q) => ({ questionId: q.id, option: q.key })),
  );
  expect((await learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeFalsy();
  const results = site(`/exams/${examId}/test/${paperId}/results/${attempt.id}`);

  const { context, page } = await newPage(browser, { phone: true });
  try {
    await signIn(page, { email, password: PASSWORD });
    await page.goto(results);
    const standing = page.getByRole('region', { name: 'Where you stand' });
    await expect(standing).toContainText('Your place among other learners appears once 30 have taken this paper (1 so far).');

    // Thirty other learners' first attempts. Question 1 is keyed A but its true answer is B: the stronger half picks B.
    for (let i = 0; i < OTHERS; i++) {
      const strength = i / (OTHERS - 1);
      const { data, error } = await admin.auth.admin.createUser({
        email: `pj-${randomUUID().slice(0, 8)}@example.com`,
        password: PASSWORD,
        email_confirm: true,
      });
      if (error) throw error;
      const answers = questions.map((q, j) =>
        j === 0 ? (strength >= 0.5 ? 'B' : i % 2 ? 'A' : 'C') : strength > j / QUESTIONS ? q.key : 'ABCD'[(j + 1) % 4],
      );
      const right = answers.filter((a, j) => a === questions[j].key).length;
      const [row] = await sql<{ id: string }>(
        `insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, end_time, completed, score, total_marks, net_marks, section_results)
         values ($1, $2, now() - interval '1 hour', now() - interval '30 minutes', now() - interval '40 minutes', true, $3, $4, $5,
                 jsonb_build_array(jsonb_build_object('section', 'Questions', 'net_marks', $5::numeric))) returning id`,
        [data.user.id, paperId, Math.round((100 * right) / QUESTIONS), QUESTIONS, right],
      );
      for (const [j, q] of questions.entries()) {
        await sql(
          `insert into public.user_answers (attempt_id, question_id, selected_option, updated_at) values ($1, $2, $3, now() - interval '45 minutes')`,
          [row.id, q.id, answers[j]],
        );
      }
    }
    await page.reload();
    await expect(standing).toContainText(/You scored higher than \d+% of learners on their first attempt at this paper \(31 learners\)\./);
    await screenshot(page, 'standing-390');
  } finally {
    await context.close();
  }

  await studio.goto(`/studio/papers/${paperId}/analysis?exam=${examId}`);
  await expect(studio.getByRole('heading', { name: 'Item analysis: Analysis Paper' })).toBeVisible();
  await expect(studio.getByRole('list', { name: 'Flags on question 1' })).toContainText(
    /The strongest third chose B most \(\d+%\), not the key A: a likely wrong key/,
  );
  await screenshot(studio, 'item-analysis-1280');
  await studio.getByRole('link', { name: 'reports queue' }).click();
  await expect(studio.getByText('Item analysis', { exact: true }).first()).toBeVisible();
});
