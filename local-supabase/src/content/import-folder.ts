// Loads a folder of content (content/<exam>/) the way a content team would: through the studio's own functions,
// as the signed-in staff member whose `rpc` this is. Each `<paper>.csv` (the studio's import columns, one paper per
// file) is held to the content lint (contracts/src/content-lint: a blocking finding stops the file), becomes a draft
// paper, its caselets come from `<paper>.cases.csv`, the rows are staged and dry-run (any
// problem stops the file, as the studio's import page shows it), committed as drafts, then the paper and its
// questions are published together (a full-length paper only when it matches its exam's blueprint). A paper already
// published is left as it is, so running it again changes nothing. The second reader's review of each question
// (`<paper>.reviews.csv`) goes to the audit log. Used by `npm run content:import` and by local-supabase's first start.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { QUESTION_FILE_COLUMNS } from '@nism/contracts';
import { blocking, formatFinding, lintPapers, questionFromRow, type LintPaper } from '@nism/contracts/content-lint';
import { runImport, stageImportRows, type ImportRpc } from '@nism/contracts/question-import';
import { importSiteTexts, SITE_TEXTS_DIR } from './import-site-texts';
import { importFolderTranslations } from './import-translations';

export type Rpc = ImportRpc;

/** The studio's import columns (docs/studio.md); the content files' other columns stay out of the database. */
const IMPORT_COLUMNS = QUESTION_FILE_COLUMNS.filter((c) => c !== 'id');

type Row = Record<string, string>;
interface Paper {
  id: string;
  title: string;
  status: string;
  drafts: number;
}
interface Exam {
  id: string;
  name: string;
  topics?: string[];
}

export function readCsv(file: string): Row[] {
  const parsed = Papa.parse<Row>(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  if (parsed.errors.length) throw new Error(`${file}: row ${parsed.errors[0].row! + 2}: ${parsed.errors[0].message}`);
  return parsed.data;
}

/** Files of a content folder that sit beside the papers: caselets, reviews, drafts and translations (`.hi.csv`). */
export const NOT_A_PAPER = /\.(cases|reviews|draft)\.csv$|\.[a-z]{2}\.csv$/;

/**
 * The paper files of a folder, in their names' order; `*.cases.csv` and `*.reviews.csv` belong to them, `*.draft.csv` are
 * work in progress, and `<paper>.<language>.csv` (e.g. `demo-questions.hi.csv`, with its `.hi.reviews.csv`) is a paper's
 * translation, not a paper: import-translations.ts loads it after the papers.
 */
export function paperFiles(folder: string): string[] {
  return (
    readdirSync(folder)
      .filter((f) => f.endsWith('.csv') && !NOT_A_PAPER.test(f))
      // By name without the extension, numbers as numbers: mock-test, mock-test-2, …, mock-test-10 (papers list in
      // the order they are loaded).
      .sort((a, b) => a.replace(/\.csv$/, '').localeCompare(b.replace(/\.csv$/, ''), 'en', { numeric: true }))
      .map((f) => path.join(folder, f))
  );
}

function one(rows: Row[], column: string, file: string): string {
  const values = [...new Set(rows.map((r) => (r[column] ?? '').trim()))];
  if (values.length !== 1 || !values[0])
    throw new Error(`${path.basename(file)}: every row names the same ${column} (found ${values.join(', ') || 'none'})`);
  return values[0];
}

/** A paper file as the content lint reads it (contracts/src/content-lint): its rows, named by their refs, with their caselets' passages. */
export function lintPaperOf(file: string): LintPaper {
  const rows = readCsv(file);
  const casesFile = file.replace(/\.csv$/, '.cases.csv');
  const passages = new Map(existsSync(casesFile) ? readCsv(casesFile).map((c) => [c.case?.trim(), c.passage]) : []);
  return {
    exam: rows[0]?.exam?.trim() ?? '',
    paper: rows[0]?.paper?.trim() ?? '',
    questions: rows.map((r, i) => {
      const q = questionFromRow(r, r.ref?.trim() || `row ${i + 2}`);
      const caseTitle = r.case?.trim();
      return caseTitle && passages.has(caseTitle) ? { ...q, caseTitle, passage: passages.get(caseTitle) } : q;
    }),
  };
}

/**
 * The content lint's findings for `file` (issue 44), with the folder's other papers for the checks across papers
 * and the exam's chapters for the syllabus. A blocking one stops the file before anything is staged.
 */
function lintFile(file: string, siblings: readonly string[], chapters: readonly string[] | undefined, log: (line: string) => void) {
  const paper = lintPaperOf(file);
  const others = siblings.filter((f) => f !== file).map(lintPaperOf);
  const findings = lintPapers([...others, paper], () => chapters).filter((f) => f.paper === paper.paper);
  const block = blocking(findings);
  if (block.length) {
    const lines = block.slice(0, 20).map((f) => `  ${formatFinding(f)}`);
    throw new Error(`the content lint found ${block.length} blocking finding(s); nothing was imported:\n${lines.join('\n')}`);
  }
  if (findings.length) log(`${path.basename(file)}: ${findings.length} content lint warning(s) (npx tsx tools/content-lint.ts lists them)`);
}

async function importPaper(rpc: Rpc, file: string, log: (line: string) => void, siblings: readonly string[] = [file]): Promise<void> {
  const rows = readCsv(file);
  const examName = one(rows, 'exam', file);
  const title = one(rows, 'paper', file);
  const { exams } = (await rpc('studio_options', {})) as { exams: Exam[] };
  const exam = exams.find((e) => e.name.toLowerCase() === examName.toLowerCase());
  if (!exam) throw new Error(`unknown exam "${examName}"`);
  const papers = (await rpc('studio_papers', { p_exam_id: exam.id })) as Paper[];
  let paper = papers.find((p) => p.title.toLowerCase() === title.toLowerCase());
  if (paper && paper.status !== 'draft') {
    log(`${path.basename(file)}: "${title}" is already ${paper.status}`);
    return;
  }
  lintFile(file, siblings, exam.topics?.length ? exam.topics : undefined, log);
  const marks = rows.reduce((sum, r) => sum + Number(r.marks || 1), 0);
  paper ??= (await rpc('save_test_paper', {
    p_id: null,
    p_exam_id: exam.id,
    p_title: title,
    p_kind: /^full-length/i.test(title) ? 'full' : 'practice',
    p_description: /^full-length/i.test(title)
      ? `${rows.length} questions, ${marks} marks: a full rehearsal of the examination under real time pressure, with explanations after you submit.`
      : `${rows.length} questions, ${marks} marks on the chapters with the fewest questions elsewhere, at the examination's pace, with explanations after you submit.`,
    p_questions: rows.length,
  })) as Paper;
  const casesFile = file.replace(/\.csv$/, '.cases.csv');
  for (const c of existsSync(casesFile) ? readCsv(casesFile) : []) {
    await rpc('save_question_case', { p_paper_id: paper.id, p_title: c.case, p_passage: c.passage });
  }
  // A run that stopped after committing left the questions as drafts: publishing is what remains.
  if (paper.drafts < rows.length) {
    const batch = randomUUID();
    const staged = rows.map((r, i) => ({ row: i + 2, ...Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, r[c] ?? ''])) }));
    await stageImportRows(rpc, batch, staged);
    const dry = await runImport(rpc, batch, true);
    if (dry.errors.length) {
      const lines = dry.errors.slice(0, 20).map((e) => `  row ${e.row}, ${e.column}: ${e.reason}`);
      throw new Error(`the dry run found ${dry.errors.length} problem(s); nothing was imported:\n${lines.join('\n')}`);
    }
    await runImport(rpc, batch, false);
  }
  const published = (await rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true })) as Paper;
  await recordReviews(rpc, published.id, rows, file.replace(/\.csv$/, '.reviews.csv'));
  log(`${path.basename(file)}: "${title}" published, ${rows.length} questions, ${marks} marks`);
}

/**
 * The second reader's review of each question (`<paper>.reviews.csv`: ref, reviewed_by, reviewed_at, verdict, note),
 * matched to the paper's questions by position: the import keeps the file's order.
 */
async function recordReviews(rpc: Rpc, paperId: string, rows: Row[], reviewsFile: string): Promise<void> {
  if (!existsSync(reviewsFile)) return;
  const byRef = new Map(readCsv(reviewsFile).map((r) => [r.ref?.trim(), r]));
  const questions: { id: string; question_text: string }[] = [];
  for (let offset = 0; offset < rows.length; offset += 100) {
    const page = (await rpc('studio_questions', { p_paper_id: paperId, p_sort: 'position', p_limit: 100, p_offset: offset })) as {
      rows: { id: string; question_text: string }[];
    };
    questions.push(...page.rows);
  }
  const reviews = rows.flatMap((row, i) => {
    const review = byRef.get(row.ref?.trim());
    if (!review?.reviewed_by?.trim() || questions[i]?.question_text.trim() !== row.question.trim()) return [];
    const note = [review.verdict?.trim(), review.note?.trim()].filter(Boolean).join(': ');
    return [{ question_id: questions[i].id, reviewed_by: review.reviewed_by.trim(), reviewed_at: review.reviewed_at?.trim(), note }];
  });
  for (let i = 0; i < reviews.length; i += 1000) await rpc('record_question_reviews', { p_reviews: reviews.slice(i, i + 1000) });
}

/**
 * Every paper file of `folder`, in name order, then its translations (import-translations.ts); the site texts' folder
 * loads its translations instead. A file that cannot be published (a dry-run problem, a paper that does
 * not match its blueprint yet) is reported and left as it is, and the next file is loaded; the files that failed are
 * returned, so a command can fail.
 */
export async function importContentFolder(rpc: Rpc, folder: string, log: (line: string) => void = () => undefined): Promise<string[]> {
  // content/site-texts/ holds no papers: the translations of the database's site texts (import-site-texts.ts).
  if (path.basename(folder) === SITE_TEXTS_DIR) return importSiteTexts(rpc, folder, log);
  const failed: string[] = [];
  const files = paperFiles(folder);
  for (const file of files) {
    try {
      await importPaper(rpc, file, log, files);
    } catch (error) {
      failed.push(file);
      log(`${path.basename(file)}: not published: ${(error as Error).message}`);
    }
  }
  const examName = files.length ? readCsv(files[0])[0]?.exam?.trim() : undefined;
  if (examName) failed.push(...(await importFolderTranslations(rpc, folder, examName, log)));
  return failed;
}
