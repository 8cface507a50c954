// Exams with the rules of a seeded NISM exam (or explicit ones) and papers built question by
// question: marks, cases and topics, for the marking, case, review-mark and report suites.
import { randomUUID } from 'node:crypto';
import type { World } from './harness';

export const seededExam = (n: number) => `00000000-0000-4000-a000-00000000000${n}`;
export const SERIES = { 'X-A': 1, 'X-B': 2, 'V-A': 3, VIII: 4, XV: 5, VII: 6 } as const;

export type Option = 'A' | 'B' | 'C' | 'D';
export interface QuestionSpec {
  marks?: number;
  /** Case number within the paper: consecutive questions with the same number share a passage. */
  caseNo?: number;
  topic?: string;
}
export interface MadeQuestion {
  id: string;
  correct: Option;
  marks: number;
  caseId: string | null;
}
export interface RuledExam {
  examId: string;
  premiumPlanId: string;
  freePlanId: string;
  paperId: string;
  questions: MadeQuestion[];
  cases: { id: string; position: number }[];
}

/** n one-mark (or `marks`-mark) multiple-choice questions. */
export const mcqs = (n: number, marks = 1): QuestionSpec[] => Array.from({ length: n }, () => ({ marks }));
/** One case of `size` sub-questions of `marks` marks each. */
export const caseOf = (caseNo: number, size = 5, marks = 2): QuestionSpec[] => Array.from({ length: size }, () => ({ marks, caseNo }));

const KEYS: Option[] = ['A', 'B', 'C', 'D'];
/** An option that is not the key. */
export const wrong = (correct: Option): Option => (correct === 'A' ? 'B' : 'A');

/**
 * A fresh exam whose exam_info copies the seeded exam `rulesOf` (pass mark, negative marking,
 * structure), with free and premium plans, `topics` as its chapters and one paper of `questions`.
 */
export async function makeRuledExam(
  w: World,
  opts: { rulesOf?: number; questions: QuestionSpec[]; topics?: string[]; paperTitle?: string },
): Promise<RuledExam> {
  const [exam] = await w.sql<{ id: string }>(`insert into public.exams (name, description) values ($1, 'exam fixture') returning id`, [
    `NISM Series FX-${randomUUID().slice(0, 6)}: Fixture Examination`,
  ]);
  if (opts.rulesOf) {
    await w.sql(
      `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
       select $1, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks
       from public.exam_info where exam_id = $2`,
      [exam.id, seededExam(opts.rulesOf)],
    );
  }
  for (const [i, title] of (opts.topics ?? []).entries()) {
    await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, $2, $3)', [exam.id, i + 1, title]);
  }
  const plans = await w.sql<{ id: string; plan_type: string }>(
    `insert into public.exam_plans (exam_id, plan_type, price, original_price, duration_days, description)
     values ($1, 'free', 0, 0, 1, 'Demo|Free'), ($1, 'premium', 499, 999, 90, 'All papers|Explanations')
     returning id, plan_type`,
    [exam.id],
  );
  const [paper] = await w.sql<{ id: string }>(
    `insert into public.test_papers (exam_id, title, description, duration_minutes, kind) values ($1, $2::text, 'fixture', 60, case when $2 = 'Demo Questions' then 'demo' else 'practice' end) returning id`,
    [exam.id, opts.paperTitle ?? 'Mock Test 1'],
  );

  const caseNos = [...new Set(opts.questions.flatMap((q) => (q.caseNo ? [q.caseNo] : [])))];
  const cases: RuledExam['cases'] = [];
  for (const position of caseNos) {
    const [c] = await w.sql<{ id: string }>(
      `insert into public.question_cases (test_paper_id, position, title, passage) values ($1, $2, $3, $4) returning id`,
      [paper.id, position, `Case ${position}`, `Passage of case ${position}: a client's situation.`],
    );
    cases.push({ id: c.id, position });
  }
  const caseId = (no?: number) => (no ? cases.find((c) => c.position === no)!.id : null);

  // One multi-row insert; the key is a literal so it fits a text or an enum column.
  const made = opts.questions.map((q, i) => ({
    correct: KEYS[i % 4],
    marks: q.marks ?? 1,
    caseId: caseId(q.caseNo),
    topic: q.topic ?? null,
  }));
  const params: unknown[] = [paper.id];
  const rows = made.map((q, i) => {
    params.push(q.caseId, q.topic);
    return `($1, ${i + 1}, 'Question ${i + 1}', 'a', 'b', 'c', 'd', '${q.correct}', 'Because ${q.correct}.', ${q.marks}, $${params.length - 1}::uuid, $${params.length})`;
  });
  const inserted = await w.sql<{ id: string; position: number }>(
    `insert into public.questions (test_paper_id, position, question_text, option_a, option_b, option_c, option_d,
       correct_option, explanation, marks, case_id, topic)
     values ${rows.join(', ')} returning id, position`,
    params,
  );
  const ids = [...inserted].sort((a, b) => a.position - b.position);
  return {
    examId: exam.id,
    premiumPlanId: plans.find((p) => p.plan_type === 'premium')!.id,
    freePlanId: plans.find((p) => p.plan_type === 'free')!.id,
    paperId: paper.id,
    questions: made.map((q, i) => ({ id: ids[i].id, correct: q.correct, marks: q.marks, caseId: q.caseId })),
    cases,
  };
}
