// Lists the questions of this folder's papers that have changed since the second review
// (content-reviewer-1 for Mocks 1-2, content-reviewer-2 for Mock 3; 2026-11-26). Each <paper>.reviewed-fingerprints.csv here records, per ref, the commit
// of the paper file that was reviewed and a SHA-1 of the reviewed question (topic, case, marks, question, the
// four options, answer and explanation joined by U+001F). A question whose fingerprint no longer matches, or a
// ref that is new, has not been reviewed in its present form. Exits non-zero if any such question exists.
// Run: npx tsx content/<exam>/review/changed-since-review.ts
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));
const FIELDS = ['topic', 'case', 'marks', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer', 'explanation'];
const read = (file: string) => Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;

let open = 0;
for (const name of readdirSync(here).filter((f) => f.endsWith('.reviewed-fingerprints.csv'))) {
  const paper = name.replace('.reviewed-fingerprints.csv', '.csv');
  const reviewed = new Map(read(join(here, name)).map((r) => [r.ref, r]));
  const rows = read(join(here, '..', paper));
  const changed: string[] = [];
  for (const row of rows) {
    const sha1 = createHash('sha1')
      .update(FIELDS.map((f) => row[f] ?? '').join('\u001f'))
      .digest('hex');
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
