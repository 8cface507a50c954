// Recomputes every calculation question of the X-A full-length mock (revised syllabus) and checks the key.
// Run: npx tsx content/xa/calculations.ts [questions.csv] [cases.csv] [--partial]
// Mock 2: npx tsx content/xa/calculations.ts content/xa/full-length-mock-test-2.csv; Mock 3: …-3.csv (-3.draft.csv
// while written). --partial skips refs not yet written. Each mock's list is in calcs-mock<n>.ts.
// For each calculation question (found by ref) it
//   1. checks that the inputs it uses are stated in the question or its caselet (the `given` strings),
//   2. recomputes the answer from those inputs and formats it at the precision the question states,
//   3. asserts that the keyed option shows that value and that no other option does.
// Exits non-zero with a clear message on any mismatch.
import { existsSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { CALCS_M1 } from './calcs-mock1.ts';
import { CALCS_M2 } from './calcs-mock2.ts';
import { CALCS_M3 } from './calcs-mock3.ts';
import { cFile, MOCK, PARTIAL, qFile } from './paper-args.ts';

const rows = Papa.parse<Record<string, string>>(readFileSync(qFile, 'utf8'), { header: true, skipEmptyLines: true }).data;
const cases = existsSync(cFile)
  ? Papa.parse<Record<string, string>>(readFileSync(cFile, 'utf8'), { header: true, skipEmptyLines: true }).data
  : [];
const byRef = new Map(rows.map((r) => [r.ref, r]));
const passage = new Map(cases.map((c) => [c.case, c.passage]));

const CALCS = MOCK === 3 ? CALCS_M3 : MOCK === 2 ? CALCS_M2 : CALCS_M1;

// ---------- run
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** value appears as a whole number token: not preceded by a digit, separator or minus; not followed by a digit */
const shows = (text: string, value: string) => new RegExp(`(?<![\\d.,\\-])${esc(value)}(?![\\d]|[.,]\\d)`).test(text);

const problems: string[] = [];
let ok = 0;
for (const c of CALCS) {
  const r = byRef.get(c.ref);
  if (!r) {
    if (!PARTIAL) problems.push(`${c.ref}: not found in ${qFile}`);
    continue;
  }
  const context = `${r.question}\n${r.case ? (passage.get(r.case) ?? '') : ''}`;
  for (const g of c.given)
    if (!context.includes(g)) problems.push(`${c.ref} (${c.what}): input "${g}" is not stated in the question or its caselet`);
  let want: string[];
  try {
    want = c.expect();
  } catch (e) {
    problems.push(`${c.ref} (${c.what}): ${(e as Error).message}`);
    continue;
  }
  const opts: Record<string, string> = { A: r.option_a, B: r.option_b, C: r.option_c, D: r.option_d };
  const key = r.answer;
  const showing = Object.entries(opts)
    .filter(([, o]) => want.every((w) => shows(o, w)))
    .map(([l]) => l);
  if (!showing.includes(key)) problems.push(`${c.ref} (${c.what}): keyed option ${key} "${opts[key]}" does not show ${want.join(' + ')}`);
  const others = showing.filter((l) => l !== key);
  if (others.length) problems.push(`${c.ref} (${c.what}): option(s) ${others.join(', ')} also show ${want.join(' + ')}`);
  if (showing.length === 1 && showing[0] === key) {
    ok++;
    console.log(`ok  ${c.ref}  ${c.what}: ${want.join(' + ')} -> ${key}`);
  }
}
console.log(`\n${ok}/${CALCS.length} calculation questions verified.`);
if (problems.length) {
  console.error(`\n${problems.length} mismatch(es):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
