// The live papers as the content lint (contracts/src/content-lint) reads them: every published paper of the seed
// (supabase/seed/1*_questions_*.sql; a paper the seed retires is left out) and every paper file of content/<exam>/,
// with each exam's current chapters (its exam_topics). Read from the files, without a database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { questionFromRow, type LintPaper, type LintQuestion } from '@nism/contracts/content-lint';
import { paperFiles, readCsv } from '@nism/local-supabase/content/import-folder';
import { SITE_TEXTS_DIR } from '@nism/local-supabase/content/import-site-texts';
import { paperSlug, translationFiles } from '@nism/local-supabase/content/import-translations';

export const ROOT = path.resolve(__dirname, '..');
export const SEED_DIR = path.join(ROOT, 'supabase', 'seed');
export const CONTENT_DIR = path.join(ROOT, 'content');

type Val = string | number | null;

/** The VALUES tuples of the one statement that starts at `from` (single-quoted strings, numbers, null), up to its ';'. */
export function statementTuples(sql: string, from: number): Val[][] {
  const out: Val[][] = [];
  let depth = 0;
  let cur: Val[] = [];
  let tok = '';
  const flush = () => {
    const t = tok.trim();
    if (t !== '') cur.push(t === 'null' ? null : Number.isNaN(Number(t)) ? t : Number(t));
    tok = '';
  };
  for (let i = sql.indexOf(' values', from) + ' values'.length; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'") {
      let s = '';
      for (i++; i < sql.length; i++) {
        if (sql[i] === "'") {
          if (sql[i + 1] === "'") {
            s += "'";
            i++;
          } else break;
        } else s += sql[i];
      }
      cur.push(s);
      tok = '';
    } else if (c === '(') {
      if (++depth === 1) [cur, tok] = [[], ''];
      else tok += c;
    } else if (c === ')') {
      if (--depth === 0) {
        flush();
        out.push(cur);
      } else tok += c;
    } else if (depth === 0 && c === ';') break;
    else if (depth === 1 && c === ',') flush();
    else if (depth >= 1) tok += c;
  }
  return out;
}

/** The VALUES tuples of every statement of `sql` that starts with `prefix`. */
export const sqlTuples = (sql: string, prefix: string): Val[][] =>
  [...sql.matchAll(new RegExp(prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].flatMap((m) => statementTuples(sql, m.index));

const PAPER_TITLES: Record<string, string> = {
  '1': 'Demo Questions',
  '2': 'Mock Test 1',
  '3': 'Mock Test 2',
  '4': 'Full-Length Mock Test',
};

export interface ExamInfo {
  id: string;
  name: string;
  /** The seed file's short name: xa, xb, va, viii, xv, vii. */
  series: string;
  chapters: string[];
}

export function exams(): ExamInfo[] {
  const catalog = readFileSync(path.join(SEED_DIR, '00_catalog.sql'), 'utf8');
  const names = new Map(sqlTuples(catalog, 'insert into public.exams').map((t) => [String(t[0]), String(t[1])]));
  return seedFiles().map((file) => {
    const sql = readFileSync(file, 'utf8');
    const topics = sqlTuples(sql, 'insert into public.exam_topics');
    const id = String(topics[0][0]);
    return {
      id,
      name: names.get(id)!,
      series: path.basename(file).replace(/^1\d_questions_series_|\.sql$/g, ''),
      chapters: topics.map((t) => String(t[2])),
    };
  });
}

export const seedFiles = () =>
  readdirSync(SEED_DIR)
    .filter((f) => /^1\d_questions_series_.*\.sql$/.test(f))
    .sort()
    .map((f) => path.join(SEED_DIR, f));

/** A seed question's ref: the exam's short name, the paper's last three digits and the position (`va 032-001`). */
export const seedRef = (series: string, paperId: string, position: number) =>
  `${series.toUpperCase()}-${paperId.slice(-3)}-${String(position).padStart(3, '0')}`;

/** The seed's live papers (the retired ones left out), in paper order. */
export function seedPapers(): (LintPaper & { id: string; file: string })[] {
  const all = exams();
  return seedFiles().flatMap((file) => {
    const sql = readFileSync(file, 'utf8');
    const series = path.basename(file).replace(/^1\d_questions_series_|\.sql$/g, '');
    const exam = all.find((e) => e.series === series)!;
    const retired = new Set([...sql.matchAll(/update public\.test_papers set status = 'retired' where id = '([^']+)'/g)].map((m) => m[1]));
    const cases = new Map(
      sqlTuples(sql, 'insert into public.question_cases').map((t) => [String(t[0]), { title: String(t[3]), passage: String(t[4]) }]),
    );
    const byPaper = new Map<string, { position: number; row: Val[]; cols: string[] }[]>();
    for (const m of sql.matchAll(/insert into public\.questions \(([^)]*)\) values/g)) {
      const cols = m[1].split(',').map((c) => c.trim());
      for (const t of statementTuples(sql, m.index)) {
        const paper = String(t[0]);
        if (!byPaper.has(paper)) byPaper.set(paper, []);
        byPaper.get(paper)!.push({ position: Number(t[1]), row: t, cols });
      }
    }
    return [...byPaper.entries()]
      .filter(([id]) => !retired.has(id))
      .map(([id, rows]) => ({
        id,
        file,
        exam: exam.name,
        paper: `${series.toUpperCase()} seed ${PAPER_TITLES[id.slice(-1)] ?? id}`,
        questions: rows
          .sort((a, b) => a.position - b.position)
          .map(({ position, row, cols }) => {
            const v = (c: string) => row[cols.indexOf(c)];
            return {
              ref: seedRef(series, id, position),
              topic: String(v('topic') ?? ''),
              question: String(v('question_text')),
              options: [String(v('option_a')), String(v('option_b')), String(v('option_c')), String(v('option_d'))] as const,
              answer: String(v('correct_option')),
              explanation: String(v('explanation')),
              marks: cols.includes('marks') ? Number(v('marks')) : 1,
              ...(cols.includes('case_id') && cases.has(String(v('case_id')))
                ? { caseTitle: cases.get(String(v('case_id')))!.title, passage: cases.get(String(v('case_id')))!.passage }
                : {}),
            };
          }),
      }));
  });
}

/** A paper file's caselets (`<paper>.cases.csv`) by title. */
export const casesOf = (file: string): Map<string, string> => {
  const casesFile = file.replace(/\.csv$/, '.cases.csv');
  return new Map(existsSync(casesFile) ? readCsv(casesFile).map((c) => [c.case.trim(), c.passage]) : []);
};

/** The question with its caselet's title and passage, when it belongs to one. */
export const withCase = (q: LintQuestion, title: string | undefined, cases: Map<string, string>): LintQuestion =>
  title?.trim() && cases.has(title.trim()) ? { ...q, caseTitle: title.trim(), passage: cases.get(title.trim()) } : q;

/** The exams' folders of content/ (content/site-texts/ holds the database's texts in Hindi, not papers). */
const examFolders = () => readdirSync(CONTENT_DIR, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== SITE_TEXTS_DIR);

/** The paper files of content/<exam>/ (drafts left out). */
export function contentPapers(): (LintPaper & { file: string })[] {
  const all = exams();
  return examFolders()
    .flatMap((d) => paperFiles(path.join(CONTENT_DIR, d.name)))
    .map((file) => {
      const rows = readCsv(file);
      const exam = all.find((e) => e.name.toLowerCase() === rows[0].exam.trim().toLowerCase());
      return {
        file,
        exam: exam?.name ?? rows[0].exam,
        paper: `${path.basename(path.dirname(file)).toUpperCase()} ${rows[0].paper}`,
        questions: rows.map((r) => withCase(questionFromRow(r, r.ref), r.case, casesOf(file))),
      };
    });
}

/**
 * Each translation of content/<exam>/ (`<paper>.hi.csv`) as a paper of its own, with its English paper's keys, marks
 * and topics by position: the content lint judges a translation as the import does.
 */
export function translatedPapers(): (LintPaper & { file: string })[] {
  const english = [...seedPapers(), ...contentPapers()];
  return examFolders().flatMap((d) =>
    translationFiles(path.join(CONTENT_DIR, d.name)).map((file) => {
      const slug = path.basename(file).replace(/\.[a-z]{2}\.csv$/, '');
      const source = english.find(
        (p) =>
          (path.dirname(p.file) === path.join(CONTENT_DIR, d.name) || p.file.endsWith(`series_${d.name}.sql`)) &&
          paperSlug(p.paper.replace(/^\S+ (seed )?/, '')) === slug,
      );
      if (!source) throw new Error(`${file}: no English paper is called ${slug}`);
      return {
        file,
        exam: source.exam,
        paper: `${source.paper} (${path.basename(file).slice(slug.length + 1, -4)})`,
        questions: readCsv(file).map((row) => {
          const q = source.questions[Number(row.position) - 1];
          return {
            ...q,
            question: row.question,
            options: [row.option_a, row.option_b, row.option_c, row.option_d] as const,
            explanation: row.explanation,
          };
        }),
      };
    }),
  );
}

/** Every live paper: the seed's, then content/'s. */
export const livePapers = (): LintPaper[] => [...seedPapers(), ...contentPapers()];

export const chaptersOf = (exam: string) => exams().find((e) => e.name === exam)?.chapters;
