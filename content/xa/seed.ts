// Reads the question-bank seed files (supabase/seed/1*_questions_*.sql) without a database, with the content lint's
// reader of their VALUES tuples (tools/live-papers.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlTuples } from '../../tools/live-papers.ts';

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

export function seedQuestions(file: string): SeedQuestion[] {
  const sql = readFileSync(file, 'utf8');
  return sqlTuples(sql, 'insert into public.questions').map((t) => ({
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
  for (const t of sqlTuples(sql, 'insert into public.exam_topics')) m.set(String(t[2]), Number(t[1]));
  return m;
}

export function xaExamName(): string {
  const sql = readFileSync(join(SEED_DIR, '00_catalog.sql'), 'utf8');
  const row = sqlTuples(sql, 'insert into public.exams').find((t) => t[0] === '00000000-0000-4000-a000-000000000001');
  if (!row) throw new Error('X-A exam not found in 00_catalog.sql');
  return String(row[1]);
}

export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
