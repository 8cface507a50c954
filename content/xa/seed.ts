// Reads the question-bank seed files (supabase/seed/1*_questions_*.sql) without a database:
// a small tokenizer for the VALUES tuples of `insert into public.questions` and `public.exam_topics`.
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SEED_DIR = join(ROOT, 'supabase', 'seed');
export const XA_SEED = join(SEED_DIR, '11_questions_series_xa.sql');
export const OLD_FULL_MOCK = '00000000-0000-4000-b000-000000000014';

export interface SeedQuestion {
  file: string;
  paper: string;
  position: number;
  question: string;
  options: [string, string, string, string];
  answer: string;
  explanation: string;
  topic: string;
}

type Val = string | number | null;

/** Splits the SQL text into tuples of the insert statement that starts with `prefix`. */
function tuples(sql: string, prefix: string): Val[][] {
  const out: Val[][] = [];
  let idx = 0;
  for (;;) {
    const start = sql.indexOf(prefix, idx);
    if (start < 0) break;
    let i = sql.indexOf('values', start) + 'values'.length;
    let depth = 0;
    let cur: Val[] = [];
    let tok = '';
    const flush = () => {
      const t = tok.trim();
      if (t !== '') cur.push(t === 'null' ? null : Number.isNaN(Number(t)) ? t : Number(t));
      tok = '';
    };
    for (; i < sql.length; i++) {
      const c = sql[i];
      if (c === "'") {
        let s = '';
        i++;
        for (; i < sql.length; i++) {
          if (sql[i] === "'") {
            if (sql[i + 1] === "'") {
              s += "'";
              i++;
            } else break;
          } else s += sql[i];
        }
        cur.push(s);
        tok = '';
        continue;
      }
      if (c === '(') {
        depth++;
        if (depth === 1) {
          cur = [];
          tok = '';
        }
        continue;
      }
      if (c === ')') {
        flush();
        depth--;
        if (depth === 0) out.push(cur);
        continue;
      }
      if (depth === 0 && c === ';') break;
      if (depth >= 1 && c === ',') {
        flush();
        continue;
      }
      if (depth >= 1) tok += c;
    }
    idx = i;
  }
  return out;
}

export function seedQuestions(file: string): SeedQuestion[] {
  const sql = readFileSync(file, 'utf8');
  return tuples(sql, 'insert into public.questions').map((t) => ({
    file,
    paper: String(t[0]),
    position: Number(t[1]),
    question: String(t[2]),
    options: [String(t[3]), String(t[4]), String(t[5]), String(t[6])],
    answer: String(t[7]),
    explanation: String(t[8]),
    topic: String(t[9]),
  }));
}

export function allSeedQuestions(): SeedQuestion[] {
  return readdirSync(SEED_DIR)
    .filter((f) => /^1\d_questions_.*\.sql$/.test(f))
    .flatMap((f) => seedQuestions(join(SEED_DIR, f)));
}

/** The X-A topics: chapter number -> title, from the seed's exam_topics insert. */
export function xaTopics(): Map<string, number> {
  const sql = readFileSync(XA_SEED, 'utf8');
  const m = new Map<string, number>();
  for (const t of tuples(sql, 'insert into public.exam_topics')) m.set(String(t[2]), Number(t[1]));
  return m;
}

export function xaExamName(): string {
  const sql = readFileSync(join(SEED_DIR, '00_catalog.sql'), 'utf8');
  const row = tuples(sql, 'insert into public.exams').find((t) => t[0] === '00000000-0000-4000-a000-000000000001');
  if (!row) throw new Error('X-A exam not found in 00_catalog.sql');
  return String(row[1]);
}

export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
