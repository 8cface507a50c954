// Seed check (CI): the seeded papers add up to their exams' exam_info. A full-length paper has
// the exam's duration, questions and marks per section and in total, the section's cases of
// questions_per_case (default 5) consecutive sub-questions, and a topic of the exam's chapters
// on every question; all six are filled; the shorter papers run
// at the exam's pace; cases are consecutive everywhere. Then the rules themselves, on
// hand-made papers, so a check that passes is known to be able to fail.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { paperFiles, readCsv } from '../../src/content/import-folder';
import { contentDir } from '../../src/db/migrate';
import { startTestServer } from '../helpers';
import { STARTUP_MS, serverOptions } from './harness';
import {
  caseProblems,
  fullLengthProblems,
  paceProblems,
  readPaperFacts,
  topicProblems,
  type PaperFacts,
  type Section,
} from './paper-structure';

let server: Awaited<ReturnType<typeof startTestServer>>;
let papers: PaperFacts[];
beforeAll(async () => {
  server = await startTestServer(serverOptions());
  papers = await readPaperFacts({ sql: async (text, params = []) => (await server.db.query(text, params)).rows as never });
}, STARTUP_MS);
afterAll(() => server?.stop());

const isFull = (p: PaperFacts) => p.kind === 'full';
const withQuestions = (p: PaperFacts) => p.questions.length > 0;

describe('the seeded papers', () => {
  test('every full-length paper with questions adds up to its exam_info structure', () => {
    const full = papers.filter(isFull).filter(withQuestions);
    expect(full.length).toBeGreaterThan(0);
    expect(full.flatMap(fullLengthProblems)).toEqual([]);
  });

  test('every one of the six exams has its full-length paper filled', () => {
    const exams = new Set(papers.map((p) => p.exam));
    expect(exams.size).toBe(6);
    expect(
      papers
        .filter(isFull)
        .filter((p) => !withQuestions(p))
        .map((p) => p.title),
    ).toEqual([]);
  });

  test("the shorter papers run at their exam's pace", () => {
    expect(papers.filter((p) => !isFull(p)).flatMap(paceProblems)).toEqual([]);
  });

  test('on every paper, each case is a run of consecutive sub-questions', () => {
    expect(papers.flatMap(caseProblems)).toEqual([]);
  });

  test("every question is tagged with one of its exam's chapters", () => {
    expect(papers.flatMap(topicProblems)).toEqual([]);
  });

  // The loader reports a file it could not publish and goes on (content/README.md): this is what notices.
  test('every paper file of content/ is published, with all of its questions', () => {
    const files = readdirSync(contentDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => paperFiles(path.join(contentDir, d.name)))
      .map((file) => {
        const rows = readCsv(file);
        return { title: `${rows[0].exam} / ${rows[0].paper}`, questions: rows.length };
      });
    const published = new Map(papers.map((p) => [p.title.toLowerCase(), p.questions.length]));
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => ({ title: f.title, questions: published.get(f.title.toLowerCase()) }))).toEqual(files);
  });
});

describe('the rules, on hand-made X-B papers', () => {
  const structure: Section[] = [
    { section: 'Multiple-choice questions', questions: 90, marks_each: 1, marks: 90 },
    { section: 'Case-based questions', questions: 30, marks_each: 2, marks: 60, kind: 'case', cases: 6, questions_per_case: 5 },
  ];
  /** 90 one-mark MCQs, then 6 cases of 5 two-mark questions, all tagged. */
  const xb = (): PaperFacts => ({
    id: 'p',
    title: 'X-B / Full-Length Mock Test',
    kind: 'full',
    exam: 'X-B',
    duration_minutes: 180,
    info: { duration_minutes: 180, total_marks: 150, structure },
    topics: ['Retirement planning'],
    cases: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `c${n}`, position: n })),
    questions: Array.from({ length: 120 }, (_, i) => {
      const inCase = i >= 90;
      return {
        position: i + 1,
        marks: inCase ? 2 : 1,
        topic: 'Retirement planning',
        case_id: inCase ? `c${Math.floor((i - 90) / 5) + 1}` : null,
        section: inCase ? 2 : 1,
      };
    }),
  });

  test('the real structure has no problems', () => {
    expect(fullLengthProblems(xb())).toEqual([]);
  });

  test('a case of 4 and an extra MCQ are reported by section and case', () => {
    const p = xb();
    Object.assign(p.questions[119], { case_id: null, marks: 1, section: 1 });
    const problems = fullLengthProblems(p).join('\n');
    expect(problems).toMatch(/Multiple-choice questions: 91 questions, the exam has 90/);
    expect(problems).toMatch(/Case-based questions: 29 questions, the exam has 30/);
    expect(problems).toMatch(/the case at position 116 has 4 questions, not 5/);
    expect(problems).toMatch(/149 marks, the exam has 150/);
  });

  test('a one-mark case question, a missing topic and a wrong duration are reported', () => {
    const p = xb();
    p.questions[100].marks = 1;
    p.questions[3].topic = null;
    p.duration_minutes = 120;
    const problems = fullLengthProblems(p).join('\n');
    expect(problems).toMatch(/questions 101 are not worth 2/);
    expect(problems).toMatch(/questions 4 have no topic/);
    expect(problems).toMatch(/120 minutes, the exam has 180/);
  });

  test('a case split by another question, a case without questions and a gap in positions are reported', () => {
    const p = xb();
    p.questions[92].case_id = 'c2';
    p.cases.push({ id: 'c7', position: 7 });
    p.questions[10].position = 200;
    const problems = caseProblems(p).join('\n');
    expect(problems).toMatch(/case 2's questions are not consecutive/);
    expect(problems).toMatch(/case 7 has no questions/);
    expect(problems).toMatch(/positions are not 1..120/);
  });

  test("a 15-question paper of X-B's pace runs 23 minutes (180 / 120 x 15, rounded up)", () => {
    const p = { ...xb(), duration_minutes: 25, questions: xb().questions.slice(0, 15) };
    expect(paceProblems(p)).toEqual(["X-B / Full-Length Mock Test: 25 minutes for 15 questions, the exam's pace gives 23"]);
    expect(paceProblems({ ...p, duration_minutes: 23 })).toEqual([]);
  });
});
