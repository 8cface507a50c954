// Records the second review of every question changed since its last review (issue 44), in the review files'
// existing format: for each paper of content/<exam>/, the changed rows of <paper>.reviews.csv and of
// review/<paper>.reviewed-fingerprints.csv (the fingerprint and the commit of the paper file reviewed); for the seed's
// papers, content/seed-reviews.csv, one row per question changed since `--seed-base`. The note says what changed,
// found by comparing with the reviewed version (the paper file at the fingerprint's commit; the seed at the base),
// and how it was reviewed. Run after committing the papers:
//   npx tsx content/second-pass.ts --commit <paper commit> --seed-base <commit> --reviewer <name> --date <yyyy-mm-dd> --how "<text>"
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { statementTuples } from '../tools/live-papers.ts';
import { questionFingerprint, readCsvRows } from './lib.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`--${name} is required`);
  return process.argv[i + 1];
};
const [commit, seedBase, reviewer, date, how] = ['commit', 'seed-base', 'reviewer', 'date', 'how'].map(arg);

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
const csv = (rows: Record<string, string>[], columns: string[]) => Papa.unparse(rows, { columns, newline: '\n' }) + '\n';
const LETTERS = ['a', 'b', 'c', 'd'];
const keyText = (r: Record<string, string>) => r[`option_${r.answer.trim().toLowerCase()}`] ?? '';

/** What changed between the reviewed row and the present one, and whether only the options' order did. */
function describe(was: Record<string, string> | undefined, now: Record<string, string>): { note: string; reorderOnly: boolean } {
  if (!was) return { note: 'new question', reorderOnly: false };
  const options = (r: Record<string, string>) => LETTERS.map((l) => r[`option_${l}`]);
  const sameSet = [...options(was)].sort().join('\u0000') === [...options(now)].sort().join('\u0000');
  const same = (f: string) => (was[f] ?? '') === (now[f] ?? '');
  const keyLetter = was.answer === now.answer ? `key letter ${now.answer} unchanged` : `key letter ${was.answer} -> ${now.answer}`;
  if (sameSet && keyText(was) === keyText(now) && ['question', 'explanation', 'topic', 'case', 'marks'].every(same))
    return {
      note: `options re-ordered by the per-paper key seed (issue 44); same options and key text, ${keyLetter}; the explanation names no letter`,
      reorderOnly: true,
    };
  const parts: string[] = [];
  if (!same('topic')) parts.push(`topic changed to ${now.topic}`);
  if (!same('question')) parts.push('stem rewritten');
  const changedOptions = LETTERS.filter((l) => !options(was).includes(now[`option_${l}`])).map((l) => l.toUpperCase());
  if (changedOptions.length) parts.push(`option text changed: ${changedOptions.join(', ')}`);
  else if (!sameSet) parts.push('options changed');
  if (keyText(was) !== keyText(now)) parts.push(`key text changed ("${keyText(was)}" -> "${keyText(now)}")`);
  parts.push(keyLetter);
  if (!same('explanation')) parts.push('explanation rewritten');
  return { note: parts.join('; '), reorderOnly: false };
}

let recorded = 0;

// content/<exam>/: the reviews and fingerprints of each paper.
for (const exam of readdirSync(HERE, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const reviewDir = join(HERE, exam.name, 'review');
  for (const name of readdirSync(reviewDir).filter((f) => f.endsWith('.reviewed-fingerprints.csv'))) {
    const paperFile = join(HERE, exam.name, name.replace('.reviewed-fingerprints.csv', '.csv'));
    const reviewsFile = paperFile.replace(/\.csv$/, '.reviews.csv');
    const fingerprints = readCsvRows(join(reviewDir, name));
    const reviews = readCsvRows(reviewsFile);
    const oldVersions = new Map<string, Map<string, Record<string, string>>>();
    const reviewedAt = (c: string) => {
      if (!oldVersions.has(c)) {
        const text = git('show', `${c}:${relative(ROOT, paperFile)}`);
        oldVersions.set(
          c,
          new Map(Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data.map((r) => [r.ref, r])),
        );
      }
      return oldVersions.get(c)!;
    };
    for (const row of readCsvRows(paperFile)) {
      const sha1 = questionFingerprint(row);
      const fp = fingerprints.find((f) => f.ref === row.ref);
      if (fp && fp.sha1 === sha1) continue;
      const { note, reorderOnly } = describe(fp ? reviewedAt(fp.reviewed_commit).get(row.ref) : undefined, row);
      const review = {
        ref: row.ref,
        reviewed_by: reviewer,
        reviewed_at: date,
        verdict: reorderOnly ? 'ok' : 'corrected',
        note: `${note}. ${how}`,
      };
      const i = reviews.findIndex((r) => r.ref === row.ref);
      if (i >= 0) reviews[i] = review;
      else reviews.push(review);
      if (fp) Object.assign(fp, { reviewed_commit: commit, sha1 });
      else fingerprints.push({ ref: row.ref, reviewed_commit: commit, sha1 });
      recorded++;
    }
    writeFileSync(reviewsFile, csv(reviews, ['ref', 'reviewed_by', 'reviewed_at', 'verdict', 'note']));
    writeFileSync(join(reviewDir, name), csv(fingerprints, ['ref', 'reviewed_commit', 'sha1']));
  }
}

// The seed: every question whose text changed since `seedBase`, by paper and position.
const seedRows = (text: string) => {
  const out = new Map<string, Record<string, string>>();
  for (const m of text.matchAll(/insert into public\.questions \(([^)]*)\) values/g)) {
    const cols = m[1].split(',').map((c) => c.trim());
    for (const t of statementTuples(text, m.index)) {
      const v = (c: string) => String(t[cols.indexOf(c)] ?? '');
      out.set(`${v('test_paper_id')}#${v('position')}`, {
        topic: v('topic'),
        question: v('question_text'),
        option_a: v('option_a'),
        option_b: v('option_b'),
        option_c: v('option_c'),
        option_d: v('option_d'),
        answer: v('correct_option'),
        explanation: v('explanation'),
      });
    }
  }
  return out;
};
const seedReviews: Record<string, string>[] = [];
for (const file of readdirSync(join(ROOT, 'supabase', 'seed'))
  .filter((f) => /^1\d_questions_series_.*\.sql$/.test(f))
  .sort()) {
  const series = file.replace(/^1\d_questions_series_|\.sql$/g, '').toUpperCase();
  const before = seedRows(git('show', `${seedBase}:supabase/seed/${file}`));
  for (const [key, now] of seedRows(git('show', `${commit}:supabase/seed/${file}`))) {
    const was = before.get(key);
    if (was && questionFingerprint(was) === questionFingerprint(now)) continue;
    const [paper, position] = key.split('#');
    seedReviews.push({
      ref: `${series}-${paper.slice(-3)}-${position.padStart(3, '0')}`,
      paper,
      position,
      reviewed_by: reviewer,
      reviewed_at: date,
      verdict: 'corrected',
      note: `${describe(was, now).note}. ${how}`,
    });
    recorded++;
  }
}
writeFileSync(
  join(HERE, 'seed-reviews.csv'),
  csv(seedReviews, ['ref', 'paper', 'position', 'reviewed_by', 'reviewed_at', 'verdict', 'note']),
);
console.log(`${recorded} second reviews recorded (${seedReviews.length} of them seed questions)`);
