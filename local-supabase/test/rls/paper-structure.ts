// The seed check's rules: does a paper's set of questions add up to its exam's exam_info?
// Pure functions over facts read from the database (see readPaperFacts); each returns the
// problems it finds as sentences, so a failing CI run says what to fix in which paper.
import type { World } from './harness';

export interface Section {
  section: string;
  questions: number;
  marks_each: number;
  marks: number;
  /** "case": the section's questions are case sub-questions (X-B). */
  kind?: string;
  cases?: number;
  questions_per_case?: number;
}

export interface PaperFacts {
  id: string;
  title: string;
  kind: 'demo' | 'practice' | 'full';
  exam: string;
  duration_minutes: number;
  info: { duration_minutes: number; total_marks: number; structure: Section[] } | null;
  topics: string[];
  /** In position order; `section` is private.question_section's 1-based index into the structure. */
  questions: { position: number; marks: number; topic: string | null; case_id: string | null; section: number | null }[];
  cases: { id: string; position: number }[];
}

/** A full-length paper's case is this long unless its section says otherwise. */
export const CASE_SIZE = 5;

const groupBy = <T>(items: T[], key: (t: T) => string | number | null) => {
  const groups = new Map<string | number | null, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** Every paper: positions 1..n; each case is a run of consecutive positions and has questions. */
export function caseProblems(p: PaperFacts): string[] {
  const problems: string[] = [];
  p.questions.forEach((q, i) => {
    if (q.position !== i + 1) problems.push(`${p.title}: positions are not 1..${p.questions.length} (found ${q.position} at ${i + 1})`);
  });
  const byCase = groupBy(
    p.questions.filter((q) => q.case_id),
    (q) => q.case_id,
  );
  for (const c of p.cases) {
    const qs = byCase.get(c.id) ?? [];
    if (qs.length === 0) problems.push(`${p.title}: case ${c.position} has no questions`);
    else if (qs[qs.length - 1].position - qs[0].position !== qs.length - 1) {
      problems.push(`${p.title}: case ${c.position}'s questions are not consecutive (positions ${qs.map((q) => q.position).join(', ')})`);
    }
  }
  return problems;
}

/** Every question has a topic, and it is a chapter of the exam. */
export function topicProblems(p: PaperFacts): string[] {
  const untagged = p.questions.filter((q) => !q.topic || !p.topics.includes(q.topic)).map((q) => q.position);
  return untagged.length ? [`${p.title}: questions ${untagged.join(', ')} have no topic of the exam's chapters`] : [];
}

/** A full-length paper: duration, counts and marks per section, total marks, case sizes and counts. */
export function fullLengthProblems(p: PaperFacts): string[] {
  if (!p.info) return [`${p.title}: the exam has no exam_info`];
  const { structure, total_marks, duration_minutes } = p.info;
  const problems: string[] = [];
  const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
  if (p.duration_minutes !== duration_minutes) problems.push(`${p.title}: ${p.duration_minutes} minutes, the exam has ${duration_minutes}`);
  if (sum(structure.map((s) => s.marks)) !== total_marks)
    problems.push(`${p.title}: exam_info's sections add up to ${sum(structure.map((s) => s.marks))} marks, not its total ${total_marks}`);
  const paperMarks = sum(p.questions.map((q) => q.marks));
  if (paperMarks !== total_marks) problems.push(`${p.title}: ${paperMarks} marks, the exam has ${total_marks}`);

  const bySection = groupBy(p.questions, (q) => q.section);
  structure.forEach((s, i) => {
    const qs = bySection.get(i + 1) ?? [];
    const name = `${p.title}, ${s.section}`;
    if (qs.length !== s.questions) problems.push(`${name}: ${qs.length} questions, the exam has ${s.questions}`);
    const offMark = qs.filter((q) => q.marks !== s.marks_each).map((q) => q.position);
    if (offMark.length) problems.push(`${name}: questions ${offMark.join(', ')} are not worth ${s.marks_each}`);
    if (sum(qs.map((q) => q.marks)) !== s.marks) problems.push(`${name}: ${sum(qs.map((q) => q.marks))} marks, the exam has ${s.marks}`);
    const cases = groupBy(
      qs.filter((q) => q.case_id),
      (q) => q.case_id,
    );
    if (s.cases !== undefined && cases.size !== s.cases) problems.push(`${name}: ${cases.size} cases, the exam has ${s.cases}`);
    if (s.kind === 'case' && qs.some((q) => !q.case_id)) problems.push(`${name}: has questions outside a case`);
    for (const [, sub] of cases) {
      const size = s.questions_per_case ?? CASE_SIZE;
      if (sub.length !== size) problems.push(`${name}: the case at position ${sub[0].position} has ${sub.length} questions, not ${size}`);
    }
  });
  const unplaced = bySection.get(null)?.length ?? 0;
  if (unplaced) problems.push(`${p.title}: ${unplaced} questions fall in no section`);
  return [...problems, ...caseProblems(p), ...topicProblems(p)];
}

/** A shorter paper runs at the real exam's pace: its duration over its questions, rounded up. */
export function paceProblems(p: PaperFacts): string[] {
  if (!p.info || p.questions.length === 0) return [];
  const examQuestions = p.info.structure.reduce((a, s) => a + s.questions, 0);
  const expected = Math.ceil((p.info.duration_minutes * p.questions.length) / examQuestions);
  return p.duration_minutes === expected
    ? []
    : [`${p.title}: ${p.duration_minutes} minutes for ${p.questions.length} questions, the exam's pace gives ${expected}`];
}

/** The facts of every paper of the given exams (all when omitted), read as the superuser. */
export async function readPaperFacts(w: Pick<World, 'sql'>, examIds?: string[]): Promise<PaperFacts[]> {
  const papers = await w.sql<Omit<PaperFacts, 'questions' | 'cases'>>(
    `select tp.id, e.name || ' / ' || tp.title as title, tp.kind, e.name as exam, tp.duration_minutes,
            case when i.exam_id is null then null else jsonb_build_object(
              'duration_minutes', i.duration_minutes, 'total_marks', i.total_marks, 'structure', i.structure) end as info,
            coalesce((select array_agg(t.title order by t.chapter) from public.exam_topics t where t.exam_id = tp.exam_id), '{}') as topics
     from public.test_papers tp join public.exams e on e.id = tp.exam_id
     left join public.exam_info i on i.exam_id = tp.exam_id
     where ($1::uuid[] is null or tp.exam_id = any($1::uuid[])) and tp.status = 'published'
     order by tp.id`,
    [examIds ?? null],
  );
  const questions = await w.sql<PaperFacts['questions'][number] & { test_paper_id: string }>(
    `select q.test_paper_id, q.position, q.marks::integer as marks, q.topic, q.case_id,
            private.question_section(coalesce(i.structure, '[]'), q.case_id is not null, q.marks) as section
     from public.questions q join public.test_papers tp on tp.id = q.test_paper_id
     left join public.exam_info i on i.exam_id = tp.exam_id
     where q.status = 'published'
     order by q.test_paper_id, q.position`,
  );
  const cases = await w.sql<{ id: string; position: number; test_paper_id: string }>(
    'select id, position, test_paper_id from public.question_cases order by test_paper_id, position',
  );
  return papers.map((p) => ({
    ...p,
    questions: questions.filter((q) => q.test_paper_id === p.id).map(({ test_paper_id: _, ...q }) => q),
    cases: cases.filter((c) => c.test_paper_id === p.id).map(({ test_paper_id: _, ...c }) => c),
  }));
}
