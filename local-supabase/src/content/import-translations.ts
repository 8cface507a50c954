// A folder's translations (issue 51 §4), loaded after its papers through the studio's own functions. Each
// `<paper>.<language>.csv` (position, question, option_a..d, explanation, translated_by) translates the published
// paper whose title makes that file name ('full-length-mock-test-2' is "Full-Length Mock Test 2"), question by
// position; options keep the English order, so the key is the English one. The translation is held to the content
// lint with the English keys (a blocking finding stops the file), written as drafts by its translator, and
// `<paper>.<language>.reviews.csv` (position, reviewed_by, reviewed_at, verdict, note) records the second person's
// review. Once every question has a reviewed translation of its current version, the paper offers the language.
// Loading again changes nothing: a translation that is current and unchanged is not written twice.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { blocking, formatFinding, lintPapers, type LintQuestion } from '@nism/contracts/content-lint';
import { readCsv, type Rpc } from './import-folder';

const TRANSLATION_FILE = /^(.+)\.(hi)\.csv$/;
const TEXTS = ['question_text', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation'] as const;

type Row = Record<string, string>;
interface Exam {
  id: string;
  name: string;
}
interface PaperTranslations {
  languages: string[];
  questions: {
    id: string;
    position: number;
    version: number;
    status: string;
    translation_status: 'missing' | 'draft' | 'reviewed' | 'outdated';
    translation: Record<(typeof TEXTS)[number], string> | null;
  }[];
}
interface EnglishQuestion {
  id: string;
  correct_option: string;
  topic: string | null;
  marks: number;
}

/** 'Full-Length Mock Test 2' → 'full-length-mock-test-2': the paper's file name. */
export const paperSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The translation files of a folder, in name order. */
export const translationFiles = (folder: string): string[] =>
  readdirSync(folder)
    .filter((f) => TRANSLATION_FILE.test(f))
    .sort()
    .map((f) => path.join(folder, f));

/** The file's row for each position of the paper: every published question once, nothing else. */
function rowsByPosition(rows: Row[], paper: PaperTranslations, file: string): Map<number, Row> {
  const byPosition = new Map<number, Row>();
  for (const row of rows) {
    const position = Number(row.position);
    if (!paper.questions.some((q) => q.position === position && q.status === 'published'))
      throw new Error(`${path.basename(file)}: position ${row.position} is not a published question of the paper`);
    if (byPosition.has(position)) throw new Error(`${path.basename(file)}: position ${position} is translated twice`);
    byPosition.set(position, row);
  }
  const missing = paper.questions.filter((q) => q.status === 'published' && !byPosition.has(q.position)).map((q) => q.position);
  if (missing.length) throw new Error(`${path.basename(file)}: no translation of questions ${missing.join(', ')}`);
  return byPosition;
}

async function importTranslationFile(rpc: Rpc, file: string, exam: Exam, log: (line: string) => void): Promise<void> {
  const [, slug, language] = TRANSLATION_FILE.exec(path.basename(file))!;
  const papers = (await rpc('studio_papers', { p_exam_id: exam.id })) as { id: string; title: string; status: string }[];
  const paper = papers.find((p) => paperSlug(p.title) === slug && p.status === 'published');
  if (!paper) throw new Error(`no published paper of ${exam.name} is called ${slug}`);
  const current = (await rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: language })) as PaperTranslations;
  const english = new Map(((await rpc('studio_paper_questions', { p_paper_id: paper.id })) as EnglishQuestion[]).map((q) => [q.id, q]));
  const rows = rowsByPosition(readCsv(file), current, file);

  // The content lint on the translation, with the English keys: no length giveaway, no stem that answers another.
  const questions: LintQuestion[] = current.questions
    .filter((q) => rows.has(q.position))
    .map((q) => {
      const row = rows.get(q.position)!;
      return {
        ref: `#${q.position}`,
        topic: english.get(q.id)?.topic ?? '',
        question: row.question,
        options: [row.option_a, row.option_b, row.option_c, row.option_d],
        answer: english.get(q.id)?.correct_option ?? '',
        explanation: row.explanation,
        marks: english.get(q.id)?.marks ?? 1,
      };
    });
  const block = blocking(lintPapers([{ exam: exam.name, paper: `${paper.title} (${language})`, questions }]));
  if (block.length) {
    const lines = block.slice(0, 20).map((f) => `  ${formatFinding(f)}`);
    throw new Error(
      `the content lint found ${block.length} blocking finding(s) in the translation; nothing was imported:\n${lines.join('\n')}`,
    );
  }

  const texts = (row: Row) => ({ question_text: row.question, ...Object.fromEntries(TEXTS.slice(1).map((t) => [t, row[t]])) });
  const changed = current.questions.filter((q) => {
    const row = rows.get(q.position);
    if (!row) return false;
    const t = q.translation;
    const fresh = texts(row) as Record<string, string>;
    return q.translation_status === 'missing' || q.translation_status === 'outdated' || !t || TEXTS.some((k) => t[k] !== fresh[k]?.trim());
  });
  for (let i = 0; i < changed.length; i += 1000) {
    const batch = changed.slice(i, i + 1000).map((q) => {
      const row = rows.get(q.position)!;
      return { id: q.id, ...texts(row), translated_by: row.translated_by };
    });
    const result = (await rpc('import_question_translations', { p_language: language, p_rows: batch, p_dry_run: false })) as {
      problems: { row: number; message: string }[];
    };
    if (result.problems.length) throw new Error(`row ${result.problems[0].row}: ${result.problems[0].message}`);
  }

  const reviewsFile = file.replace(/\.csv$/, '.reviews.csv');
  const reviews = existsSync(reviewsFile) ? readCsv(reviewsFile) : [];
  const versions = new Map(current.questions.map((q) => [q.position, q]));
  const recorded = reviews
    .filter((r) => r.reviewed_by?.trim() && versions.has(Number(r.position)))
    .map((r) => {
      const q = versions.get(Number(r.position))!;
      const note = [r.verdict?.trim(), r.note?.trim()].filter(Boolean).join(': ');
      return { id: q.id, version: q.version, reviewed_by: r.reviewed_by.trim(), reviewed_at: r.reviewed_at?.trim(), note };
    });
  for (let i = 0; i < recorded.length; i += 1000) {
    await rpc('record_translation_reviews', { p_language: language, p_reviews: recorded.slice(i, i + 1000) });
  }

  const after = (await rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: language })) as PaperTranslations;
  const unreviewed = after.questions.filter((q) => q.status === 'published' && q.translation_status !== 'reviewed').length;
  if (unreviewed === 0 && !after.languages.includes(language)) {
    await rpc('set_test_paper_languages', { p_id: paper.id, p_languages: [...after.languages, language] });
  }
  log(
    `${path.basename(file)}: "${paper.title}" ${changed.length} translation(s) written, ${recorded.length} review(s); ` +
      (unreviewed === 0 ? `offered in ${language}` : `${unreviewed} still to review, not offered in ${language} yet`),
  );
}

/** Every translation file of `folder`; the files that failed (reported, the next one loaded). */
export async function importFolderTranslations(rpc: Rpc, folder: string, examName: string, log: (line: string) => void): Promise<string[]> {
  const files = translationFiles(folder);
  if (!files.length) return [];
  const { exams } = (await rpc('studio_options', {})) as { exams: Exam[] };
  const exam = exams.find((e) => e.name.toLowerCase() === examName.toLowerCase());
  const failed: string[] = [];
  for (const file of files) {
    try {
      if (!exam) throw new Error(`unknown exam "${examName}"`);
      await importTranslationFile(rpc, file, exam, log);
    } catch (error) {
      failed.push(file);
      log(`${path.basename(file)}: not loaded: ${(error as Error).message}`);
    }
  }
  return failed;
}
