// Structural and content checks for the X-A full-length mock (revised syllabus).
// Run: npx tsx content/xa/check.ts [questions.csv] [cases.csv] [--partial]
// Mock 2: npx tsx content/xa/check.ts content/xa/full-length-mock-test-2.csv content/xa/full-length-mock-test-2.cases.csv
// (--partial while mock 2 is incomplete: per-question checks and duplicates only, no paper-shape checks).
// Exits non-zero and lists every problem if any check fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { allSeedQuestions, norm, OLD_FULL_MOCK, xaExamName, xaTopics } from './seed.ts';
import { cFile, DIR, MOCK, PARTIAL, qFile } from './paper-args.ts';
import { PAPER_COLUMNS } from '../lib.ts';

// Mock 3: npx tsx content/xa/check.ts content/xa/full-length-mock-test-3.csv (or -3.draft.csv while it is written).
const PAPER =
  MOCK === 3
    ? 'Full-Length Mock Test 3 (Revised Syllabus)'
    : MOCK === 2
      ? 'Full-Length Mock Test 2 (Revised Syllabus)'
      : 'Full-Length Mock Test (Revised Syllabus)';
const WRITER = MOCK === 3 ? 'content-writer-xa-2' : 'content-writer-xa';
const PREFIX = `XA-M${MOCK}-`;
const HEADER = PAPER_COLUMNS;
const CASE_HEADER = ['case', 'marks', 'passage'];

const errors: string[] = [];
const fail = (m: string) => errors.push(m);

function parse(file: string) {
  if (PARTIAL && !existsSync(file)) return { fields: CASE_HEADER, rows: [] as Record<string, string>[] };
  const text = readFileSync(file, 'utf8');
  const res = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  for (const e of res.errors) fail(`${file}: CSV parse error row ${e.row}: ${e.message}`);
  return { fields: res.meta.fields ?? [], rows: res.data };
}

const q = parse(qFile);
const c = parse(cFile);
if (JSON.stringify(q.fields) !== JSON.stringify(HEADER)) fail(`questions header is ${q.fields.join(',')}`);
if (JSON.stringify(c.fields) !== JSON.stringify(CASE_HEADER)) fail(`cases header is ${c.fields.join(',')}`);

const topics = xaTopics();
const exam = xaExamName();
if (topics.size !== 20) fail(`expected 20 X-A topics in the seed, found ${topics.size}`);

// ---- rows, refs, fields
const full = (m: string) => {
  if (!PARTIAL) fail(m);
};
if (q.rows.length !== 135) full(`expected 135 questions, found ${q.rows.length}`);
const refs = new Set<string>();
q.rows.forEach((r, i) => {
  const want = `${PREFIX}${String(i + 1).padStart(3, '0')}`;
  if (r.ref !== want) fail(`row ${i + 2}: ref ${r.ref}, expected ${want}`);
  if (refs.has(r.ref)) fail(`duplicate ref ${r.ref}`);
  refs.add(r.ref);
  if (r.exam !== exam) fail(`${r.ref}: exam "${r.exam}" is not "${exam}"`);
  if (r.paper !== PAPER) fail(`${r.ref}: paper "${r.paper}"`);
  if (!topics.has(r.topic)) fail(`${r.ref}: unknown topic "${r.topic}"`);
  const opts = [r.option_a, r.option_b, r.option_c, r.option_d].map((o) => (o ?? '').trim());
  if (opts.some((o) => !o)) fail(`${r.ref}: empty option`);
  if (new Set(opts.map((o) => o.toLowerCase().replace(/\s+/g, ' '))).size !== 4) fail(`${r.ref}: options not distinct`);
  if (opts.some((o) => /\b(all|none|both) of the above\b/i.test(o))) fail(`${r.ref}: "of the above" option`);
  if (!/^[ABCD]$/.test(r.answer)) fail(`${r.ref}: answer "${r.answer}"`);
  if (!r.question?.trim()) fail(`${r.ref}: empty question`);
  const ch = topics.get(r.topic);
  const m = /Workbook chapter (\d+)/.exec(r.explanation ?? '');
  if (!m) fail(`${r.ref}: explanation does not name "Workbook chapter N"`);
  else if (Number(m[1]) !== ch) fail(`${r.ref}: explanation names chapter ${m[1]} but topic "${r.topic}" is chapter ${ch}`);
  if (r.written_by !== WRITER) fail(`${r.ref}: written_by "${r.written_by}"`);
  if (r.reviewed_by || r.reviewed_at || r.review_note) fail(`${r.ref}: review columns must be empty`);
  if (!['1', '2'].includes(r.marks)) fail(`${r.ref}: marks "${r.marks}"`);
});

// ---- structure: 90 standalone one-mark, 6 x 5 one-mark caselets, 3 x 5 two-mark caselets
const standalone = q.rows.filter((r) => !r.case);
if (standalone.length !== 90) full(`expected 90 standalone questions, found ${standalone.length}`);
if (standalone.some((r) => r.marks !== '1')) fail('a standalone question does not carry 1 mark');
if (q.rows.slice(0, 90).some((r) => r.case)) fail('refs 001-090 must be the standalone questions');
const caseTitles = c.rows.map((r) => r.case);
if (new Set(caseTitles).size !== caseTitles.length) fail('duplicate case title in the cases file');
const byCase = new Map<string, Record<string, string>[]>();
for (const r of q.rows.filter((r) => r.case)) {
  if (!byCase.has(r.case)) byCase.set(r.case, []);
  byCase.get(r.case)!.push(r);
}
for (const t of byCase.keys()) if (!caseTitles.includes(t)) fail(`case "${t}" is not in the cases file`);
let one = 0,
  two = 0;
const caseOrder = [...new Set(q.rows.filter((r) => r.case).map((r) => r.case))];
if (JSON.stringify(caseOrder) !== JSON.stringify(caseTitles)) fail('caselet order differs between the two files');
for (const cr of c.rows) {
  const qs = byCase.get(cr.case) ?? [];
  if (qs.length !== 5) fail(`case "${cr.case}" has ${qs.length} questions, expected 5`);
  if (!['1', '2'].includes(cr.marks)) fail(`case "${cr.case}": marks "${cr.marks}"`);
  if (qs.some((r) => r.marks !== cr.marks)) fail(`case "${cr.case}": a question's marks differ from the case's`);
  const words = (cr.passage ?? '').trim().split(/\s+/).length;
  if (words < 120 || words > 250) fail(`case "${cr.case}": passage has ${words} words (120-250)`);
  // contiguous refs
  const idx = qs.map((r) => Number(r.ref.slice(-3)));
  if (idx.length && idx[idx.length - 1] - idx[0] !== idx.length - 1) fail(`case "${cr.case}": questions not contiguous`);
  if (cr.marks === '1') one++;
  if (cr.marks === '2') two++;
}
if (one !== 6 || two !== 3) full(`expected 6 one-mark and 3 two-mark caselets, found ${one} and ${two}`);
const totalMarks = q.rows.reduce((s, r) => s + Number(r.marks), 0);
if (totalMarks !== 150) full(`total marks ${totalMarks}, expected 150`);

// ---- key balance
const keys: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
for (const r of q.rows) if (r.answer in keys) keys[r.answer]++;
for (const [k, n] of Object.entries(keys)) if (n < 31 || n > 37) full(`answer ${k} is the key ${n} times (31-37 allowed)`);

// ---- duplicates within the file and against the seed
const seen = new Map<string, string>();
for (const r of q.rows) {
  const n = norm(r.question);
  if (seen.has(n)) fail(`${r.ref}: same question text as ${seen.get(n)}`);
  seen.set(n, r.ref);
}
const seed = allSeedQuestions();
const seedByText = new Map<string, typeof seed>();
for (const s of seed) {
  const n = norm(s.question);
  if (!seedByText.has(n)) seedByText.set(n, []);
  seedByText.get(n)!.push(s);
}
let copied = 0;
// Copied questions whose stem was reworded (README lists them) are recognised by topic + key text.
const keyText = (topic: string, options: string[], answer: string) => `${topic}|${norm(options['ABCD'.indexOf(answer)] ?? '')}`;
const oldByKey = new Map(seed.filter((s) => s.paper === OLD_FULL_MOCK).map((s) => [keyText(s.topic, s.options, s.answer), s] as const));
const reworded: string[] = [];
for (const r of q.rows) {
  const hits = seedByText.get(norm(r.question)) ?? [];
  if (!hits.length) {
    const o = oldByKey.get(keyText(r.topic, [r.option_a, r.option_b, r.option_c, r.option_d], r.answer));
    if (o && !r.case) reworded.push(`${r.ref} (from ...0014 #${o.position})`);
    continue;
  }
  if (r.case || MOCK >= 2) {
    fail(`${r.ref}: repeats a seed question`);
    continue;
  }
  const other = hits.filter((s) => s.paper !== OLD_FULL_MOCK);
  if (other.length)
    fail(`${r.ref}: repeats seed question(s) outside paper ...0014: ${other.map((s) => `${s.paper}#${s.position}`).join(', ')}`);
  if (hits.some((s) => s.paper === OLD_FULL_MOCK)) copied++;
}
if (copied + reworded.length > 90) fail(`${copied} questions copied from paper ...0014 (at most 90)`);
if (MOCK >= 2 && reworded.length) fail(`mock ${MOCK} reuses seed questions: ${reworded.join(', ')}`);
// Mock 2 must not repeat mock 1; mock 3 must repeat neither (stems, and for mock 3 also passages and explanations).
if (MOCK >= 2) {
  const earlier = MOCK === 3 ? ['full-length-mock-test.csv', 'full-length-mock-test-2.csv'] : ['full-length-mock-test.csv'];
  for (const f of earlier) {
    const prev = parse(join(DIR, f)).rows;
    const prevText = new Map(prev.map((r) => [norm(r.question), r.ref]));
    const prevExpl = new Map(prev.map((r) => [norm(r.explanation), r.ref]));
    for (const r of q.rows) {
      const hit = prevText.get(norm(r.question));
      if (hit) fail(`${r.ref}: same question text as ${hit}`);
      const eh = MOCK === 3 ? prevExpl.get(norm(r.explanation)) : undefined;
      if (eh) fail(`${r.ref}: same explanation as ${eh}`);
    }
  }
  if (MOCK === 3) {
    const prevCases = ['full-length-mock-test.cases.csv', 'full-length-mock-test-2.cases.csv'].flatMap((f) => parse(join(DIR, f)).rows);
    for (const cr of c.rows)
      if (prevCases.some((p) => norm(p.case) === norm(cr.case) || norm(p.passage) === norm(cr.passage)))
        fail(`case "${cr.case}" repeats a caselet of mock 1 or 2`);
    // The key must not give itself away by length: flag a key more than 1.6 times as long as every other option.
    for (const r of q.rows) {
      const opts = [r.option_a, r.option_b, r.option_c, r.option_d];
      const k = opts['ABCD'.indexOf(r.answer)] ?? '';
      const others = opts.filter((_, i) => 'ABCD'[i] !== r.answer);
      if (others.every((o) => k.length > 1.6 * o.length)) fail(`${r.ref}: the key is much longer than every other option`);
    }
  }
}

// ---- report
const modules: [string, number[], number][] = [
  ['1 Personal Financial Planning', [1, 2, 3, 4], 37],
  ['2 Indian Financial Markets', [5, 6], 10],
  ['3 Investment Products', [7, 8, 9, 10], 30],
  ['4 Managed Portfolios', [11, 12, 13], 23],
  ['5 Portfolio Construction and Evaluation', [14, 15, 16], 20],
  ['6 Operations, Regulation, Compliance and Ethics', [17, 18, 19, 20], 30],
];
const marksByCh = new Map<number, { mcq: number; c1: number; c2: number; marks: number }>();
for (const r of q.rows) {
  const ch = topics.get(r.topic) ?? 0;
  const e = marksByCh.get(ch) ?? { mcq: 0, c1: 0, c2: 0, marks: 0 };
  if (!r.case) e.mcq++;
  else if (r.marks === '1') e.c1++;
  else e.c2++;
  e.marks += Number(r.marks);
  marksByCh.set(ch, e);
}
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${pad('Ch', 3)}${pad('Topic', 50)}${lpad('MCQ', 4)}${lpad('Case1', 6)}${lpad('Case2', 6)}${lpad('Qs', 4)}${lpad('Marks', 6)}`);
for (const [title, ch] of [...topics.entries()].sort((a, b) => a[1] - b[1])) {
  const e = marksByCh.get(ch) ?? { mcq: 0, c1: 0, c2: 0, marks: 0 };
  console.log(
    `${pad(ch, 3)}${pad(title, 50)}${lpad(e.mcq, 4)}${lpad(e.c1, 6)}${lpad(e.c2, 6)}${lpad(e.mcq + e.c1 + e.c2, 4)}${lpad(e.marks, 6)}`,
  );
}
console.log('\nModule marks (paper vs published weightage):');
for (const [name, chs, w] of modules) {
  const got = chs.reduce((s, ch) => s + (marksByCh.get(ch)?.marks ?? 0), 0);
  console.log(`  ${pad(name, 50)}${lpad(got, 4)} / ${w}${got === w ? '' : '  <-- differs'}`);
  if (got !== w) full(`module ${name}: ${got} marks, weightage ${w}`);
}
console.log(
  `\nQuestions ${q.rows.length}, marks ${totalMarks}, caselets ${one} x 1-mark + ${two} x 2-mark, copied from ...0014: ${copied}${reworded.length ? ` + reworded ${reworded.join(', ')}` : ''}`,
);
console.log(`Key balance: A ${keys.A}, B ${keys.B}, C ${keys.C}, D ${keys.D}`);
if (errors.length) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log(PARTIAL ? 'All per-question checks passed (partial paper: shape, balance and weights not checked).' : 'All checks passed.');
