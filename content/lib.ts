// What the content scripts of every exam folder (content/<exam>/) share: the paper file's columns, and for the second
// reviewers' scripts (content/<exam>/review/) reading a paper file, the options' Indian number format, the keyed-option
// check of a recomputation, and the list of questions changed since review. A file, not a folder: every folder here
// is an exam's papers (tools/content.test.ts, local-supabase/src/content/load-local.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { QUESTION_FILE_COLUMNS } from '@nism/contracts';

// The columns of a paper file (content/README.md, "Files"): the studio's import columns
// (contracts/src/studio.ts) with `ref` in place of `id`, then the writer and the review columns.
export const PAPER_COLUMNS = [
  'ref',
  ...(QUESTION_FILE_COLUMNS.slice(1) as Exclude<(typeof QUESTION_FILE_COLUMNS)[number], 'id'>[]),
  'written_by',
  'reviewed_by',
  'reviewed_at',
  'review_note',
] as const;

export const readCsvRows = (file: string) =>
  Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;

/** A paper file's rows by ref. */
export const readPaper = (file: string) => new Map(readCsvRows(file).map((r) => [r.ref, r]));

/** Indian digit grouping as the options show it: 2413109 -> "24,13,109", at `d` decimals. */
export const ind = (n: number, d = 0) => {
  const [i, f] = Math.abs(n).toFixed(d).split('.');
  const l3 = i.slice(-3),
    rest = i.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (n < 0 ? '-' : '') + (rest ? rest + ',' + l3 : l3) + (f ? '.' + f : '');
};

type Item = { ref: string; key: string; others: Record<string, string> };

/**
 * A recomputation: `add` a ref with the value the keyed option must show (whole-value match, no other option may
 * show it) and the distractor values printed alongside; `finish` prints one line per ref and exits non-zero on any
 * disagreement.
 */
export function recomputation(byRef: Map<string, Record<string, string>>) {
  const items: Item[] = [];
  const add = (ref: string, key: string, others: Record<string, string> = {}) => items.push({ ref, key, others });
  const finish = () => {
    let bad = 0;
    for (const it of items) {
      const q = byRef.get(it.ref);
      if (!q) {
        console.log('MISSING', it.ref);
        bad++;
        continue;
      }
      const esc = it.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const re = new RegExp(`(?<![\\d.,-])${esc}(?![\\d]|\\.\\d)`);
      const hits = ['a', 'b', 'c', 'd'].filter((l) => re.test(q['option_' + l]));
      const keyed = q['option_' + q.answer.toLowerCase()];
      const ok = re.test(keyed) && hits.length === 1;
      if (!ok) bad++;
      console.log(
        `${ok ? 'ok ' : 'BAD'} ${it.ref} mine="${it.key}" keyed ${q.answer}="${keyed}"` +
          (Object.keys(it.others).length
            ? `  | ${Object.entries(it.others)
                .map(([k, v]) => `${k}=${v}`)
                .join(' ')}`
            : ''),
      );
    }
    console.log(`${items.length - bad}/${items.length} agree`);
    process.exit(bad ? 1 : 0);
  };
  return { add, finish };
}

const FIELDS = ['topic', 'case', 'marks', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer', 'explanation'];

/** A question's review fingerprint: SHA-1 of its reviewed fields joined by U+001F (see `changedSinceReview`). */
export const questionFingerprint = (row: Record<string, string>) =>
  createHash('sha1')
    .update(FIELDS.map((f) => row[f] ?? '').join('\u001f'))
    .digest('hex');

/**
 * Lists the questions of the papers in `reviewDir`'s parent that changed since the second review. Each
 * <paper>.reviewed-fingerprints.csv in `reviewDir` records, per ref, the commit of the paper file that was reviewed
 * and a SHA-1 of the reviewed question (topic, case, marks, question, the four options, answer and explanation joined
 * by U+001F). A question whose fingerprint no longer matches, or a ref that is new, has not been reviewed in its
 * present form. Exits non-zero if any such question exists.
 */
export function changedSinceReview(reviewDir: string) {
  let open = 0;
  for (const name of readdirSync(reviewDir).filter((f) => f.endsWith('.reviewed-fingerprints.csv'))) {
    const paper = name.replace('.reviewed-fingerprints.csv', '.csv');
    const reviewed = new Map(readCsvRows(join(reviewDir, name)).map((r) => [r.ref, r]));
    const rows = readCsvRows(join(reviewDir, '..', paper));
    const changed: string[] = [];
    for (const row of rows) {
      const sha1 = questionFingerprint(row);
      const was = reviewed.get(row.ref);
      if (!was) changed.push(`${row.ref} (new since the review)`);
      else if (was.sha1 !== sha1) changed.push(`${row.ref} (changed since ${was.reviewed_commit})`);
    }
    const gone = [...reviewed.keys()].filter((ref) => !rows.some((r) => r.ref === ref));
    open += changed.length + gone.length;
    console.log(
      `${paper}: ${rows.length} questions, ${changed.length} changed or new since the review${gone.length ? `, ${gone.length} removed` : ''}`,
    );
    for (const line of [...changed, ...gone.map((r) => `${r} (removed)`)]) console.log(`  ${line}`);
  }
  process.exit(open ? 1 : 0);
}
