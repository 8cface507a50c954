// Structural check of the NISM Series X-B full-length mock CSVs (and their caselets) and its topic practice paper in
// content/xb/, and of the exam's live bank: every topic with at least 20 live questions (issue 49).
// Run from the repository root: npx tsx content/xb/check.ts
// Exits non-zero, listing every problem, if any check fails.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { PAPER_COLUMNS } from '../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const seedDir = join(root, 'supabase', 'seed');

const HEADER = PAPER_COLUMNS;
const MOCKS = [
  { n: 2, file: 'full-length-mock-test-2.csv', paper: 'Full-Length Mock Test 2' },
  { n: 3, file: 'full-length-mock-test-3.csv', paper: 'Full-Length Mock Test 3' },
];
const EXPECTED_ROWS = 120; // 90 one-mark questions, then 6 caselets of 5 two-mark questions
const KEY_MIN = 28;
const KEY_MAX = 32;
/** Two stems sharing this share of their content words (Jaccard) are near-duplicates. */
const NEAR_DUPLICATE = 0.6;

const errors: string[] = [];
const fail = (msg: string) => errors.push(msg);

// ---- the exam name and the 20 X-B topics, read from the seed files
const EXAM_ID = '00000000-0000-4000-a000-000000000002';
const catalog = readFileSync(join(seedDir, '00_catalog.sql'), 'utf8');
const EXAM = 'NISM Series X-B: Investment Adviser (Level 2) Certification Examination';
if (!catalog.includes(`('${EXAM_ID}',\n '${EXAM}'`)) fail(`exam "${EXAM}" with id ${EXAM_ID} not found in 00_catalog.sql`);

const xbSeed = readFileSync(join(seedDir, '12_questions_series_xb.sql'), 'utf8');
const topicChapter = new Map<string, number>();
for (const m of xbSeed.matchAll(/\('00000000-0000-4000-a000-000000000002',\s*(\d+),\s*'((?:[^']|'')*)'\)/g)) {
  topicChapter.set(m[2].replace(/''/g, "'"), Number(m[1]));
}
if (topicChapter.size !== 20) fail(`expected 20 X-B topics in the seed file, found ${topicChapter.size}`);

// ---- question texts of every seed file, for the duplicate checks
const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const STOP = new Set(
  'a an the of to in on at by for from with and or is are was be it its this that which what who how when if as what does do its'.split(
    ' ',
  ),
);
const words = (s: string) =>
  new Set(
    normalize(s.replace(/(\d),(?=\d)/g, '$1'))
      .split(' ')
      .filter((w) => w && !STOP.has(w)),
  );
const jaccard = (a: Set<string>, b: Set<string>) => {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
};
const seen = new Map<string, string>(); // normalized text -> where
const earlier: { where: string; words: Set<string>; text: string }[] = []; // X-B seed stems and stems already read
const bank: { where: string; words: Set<string>; text: string }[] = []; // every other exam's stems, seed and content/
let seedCount = 0;
for (const f of readdirSync(seedDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  const sql = readFileSync(join(seedDir, f), 'utf8');
  for (const m of sql.matchAll(/\('00000000-0000-4000-b000-([0-9a-f]{12})',\s*(\d+),\s*'((?:[^']|'')*)'/g)) {
    const text = m[3].replace(/''/g, "'");
    const where = `${f} paper ...${m[1].slice(-3)} position ${m[2]}`;
    if (!seen.has(normalize(text))) seen.set(normalize(text), where);
    if (/^00000000002/.test(m[1])) earlier.push({ where, words: words(text), text });
    else bank.push({ where, words: words(text), text });
    seedCount++;
  }
}
// The X-B seed's questions per topic (each question row ends with its topic, then marks and case for case rows).
const liveByTopic = new Map<string, number>();
for (const line of xbSeed.split('\n')) {
  if (!line.trimStart().startsWith("('00000000-0000-4000-b000-00000000002")) continue;
  const m = line.trimEnd().match(/'((?:[^']|'')*)'(?:,\s*\d+,\s*(?:'[^']*'|null))?\)[,;]?$/);
  const topic = m?.[1].replace(/''/g, "'") ?? '';
  if (!topicChapter.has(topic)) fail(`seed question row without a known topic: ${line.slice(0, 80)}`);
  liveByTopic.set(topic, (liveByTopic.get(topic) ?? 0) + 1);
}
// The other content folders' papers: the import refuses a text already in the bank, in any exam, and the topic
// practice paper must not nearly repeat any of them either.
for (const d of readdirSync(join(root, 'content'), { withFileTypes: true }).filter((e) => e.isDirectory())) {
  const dir = join(root, 'content', d.name);
  if (dir === here) continue;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.csv') && !/\.(cases|reviews|draft)\.csv$/.test(x))) {
    const data = Papa.parse<Record<string, string>>(readFileSync(join(dir, f), 'utf8'), { header: true, skipEmptyLines: true }).data;
    for (const r of data) {
      if (!r.question) continue;
      const where = `content/${d.name}/${f} ${r.ref}`;
      if (!seen.has(normalize(r.question))) seen.set(normalize(r.question), where);
      bank.push({ where, words: words(r.question), text: r.question });
    }
  }
}
const xbSeedCount = earlier.length;
// the seed's caselet passages, so that no new caselet repeats one
const seedPassages = [
  ...xbSeed.matchAll(/\('00000000-0000-4000-d000-[0-9a-f]{12}',\s*'[^']*',\s*\d+,\s*'(?:[^']|'')*',\s*'((?:[^']|'')*)'/g),
].map((m) => words(m[1].replace(/''/g, "'")));

// ---- the weights table in README.md: | chapter | topic | weight | mock 2 | mock 3 |
const readme = readFileSync(join(here, 'README.md'), 'utf8');
const planned = new Map<number, { topic: string; m2: number; m3: number }>();
for (const line of readme.split('## Topic practice')[0].split('\n')) {
  const m = line.match(/^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+|-)\s*\|/);
  if (m) planned.set(Number(m[1]), { topic: m[2], m2: Number(m[4]), m3: Number(m[5]) });
}
if (planned.size !== 20) fail(`README.md weights table: expected 20 chapter rows, found ${planned.size}`);
for (const [ch, p] of planned) {
  if (topicChapter.get(p.topic) !== ch) fail(`README.md weights table: chapter ${ch} "${p.topic}" does not match the seed topics`);
}

// ---- the CSVs
const counts = new Map<number, Map<string, number>>();
const refs = new Set<string>();
let nearPairs = 0;
const allPassages: { title: string; words: Set<string> }[] = [];
for (const mock of MOCKS) {
  const path = join(here, mock.file);
  if (!existsSync(path)) {
    fail(`${mock.file}: missing`);
    continue;
  }
  const raw = readFileSync(path, 'utf8');
  const parsed = Papa.parse<string[]>(raw, { skipEmptyLines: true });
  for (const e of parsed.errors) fail(`${mock.file}: CSV parse error at row ${e.row}: ${e.message}`);
  const [header, ...rows] = parsed.data;
  if (JSON.stringify(header) !== JSON.stringify(HEADER)) fail(`${mock.file}: header is ${JSON.stringify(header)}`);
  if (rows.length !== EXPECTED_ROWS) fail(`${mock.file}: ${rows.length} rows, expected ${EXPECTED_ROWS}`);
  const casesPath = path.replace(/\.csv$/, '.cases.csv');
  const caseRows = existsSync(casesPath)
    ? Papa.parse<Record<string, string>>(readFileSync(casesPath, 'utf8'), { header: true, skipEmptyLines: true }).data
    : [];
  if (caseRows.length !== 6) fail(`${mock.file}: ${caseRows.length} caselets in its .cases.csv, expected 6`);
  for (const c of caseRows) {
    if (c.marks !== '2') fail(`${mock.file}: caselet "${c.case}" marks "${c.marks}", expected 2`);
    const n = c.passage.split(/\s+/).length;
    if (n < 80 || n > 250) fail(`${mock.file}: caselet "${c.case}" passage has ${n} words (80-250)`);
    const w = words(c.passage);
    for (const p of seedPassages) if (jaccard(w, p) >= NEAR_DUPLICATE) fail(`${mock.file}: caselet "${c.case}" is near a seed caselet`);
    for (const p of allPassages) if (jaccard(w, p.words) >= NEAR_DUPLICATE) fail(`${mock.file}: caselet "${c.case}" is near "${p.title}"`);
    allPassages.push({ title: c.case, words: w });
  }
  const keys: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  const perTopic = new Map<string, number>();
  counts.set(mock.n, perTopic);
  rows.forEach((cells, i) => {
    const where = `${mock.file} row ${i + 2}`;
    if (cells.length !== HEADER.length) {
      fail(`${where}: ${cells.length} fields`);
      return;
    }
    const r = Object.fromEntries(HEADER.map((h, j) => [h, cells[j]])) as Record<string, string>;
    const at = `${where} (${r.ref})`;
    const expectedRef = `XB-M${mock.n}-${String(i + 1).padStart(3, '0')}`;
    if (r.ref !== expectedRef) fail(`${at}: ref should be ${expectedRef}`);
    if (refs.has(r.ref)) fail(`${at}: duplicate ref`);
    refs.add(r.ref);
    if (r.exam !== EXAM) fail(`${at}: exam "${r.exam}"`);
    if (r.paper !== mock.paper) fail(`${at}: paper "${r.paper}"`);
    const ch = topicChapter.get(r.topic);
    if (ch === undefined) fail(`${at}: topic "${r.topic}" is not an X-B topic`);
    perTopic.set(r.topic, (perTopic.get(r.topic) ?? 0) + 1);
    liveByTopic.set(r.topic, (liveByTopic.get(r.topic) ?? 0) + 1);
    if (i < 90) {
      if (r.case !== '') fail(`${at}: case should be empty (questions 1-90 are the one-mark section)`);
      if (r.marks !== '1') fail(`${at}: marks "${r.marks}", expected 1`);
    } else {
      const want = caseRows[Math.floor((i - 90) / 5)]?.case;
      if (r.case !== want) fail(`${at}: case "${r.case}", expected "${want}" (6 caselets of 5 questions, in order)`);
      if (r.marks !== '2') fail(`${at}: marks "${r.marks}", expected 2`);
    }
    if (!r.question.trim()) fail(`${at}: empty question`);
    const opts = [r.option_a, r.option_b, r.option_c, r.option_d].map((o) => o.trim());
    if (opts.some((o) => !o)) fail(`${at}: empty option`);
    if (new Set(opts.map((o) => o.toLowerCase())).size !== 4) fail(`${at}: options are not distinct`);
    if (opts.some((o) => /^(all|none|both) of the above/i.test(o))) fail(`${at}: "all/none of the above" option`);
    if (!['A', 'B', 'C', 'D'].includes(r.answer)) fail(`${at}: answer "${r.answer}"`);
    else keys[r.answer]++;
    if (!r.explanation.trim()) fail(`${at}: empty explanation`);
    else if (ch !== undefined) {
      const m = r.explanation.match(/Workbook chapter (\d+)/);
      if (!m) fail(`${at}: explanation does not name "Workbook chapter N"`);
      else if (Number(m[1]) !== ch) fail(`${at}: explanation names chapter ${m[1]}, topic is chapter ${ch}`);
    }
    if (r.written_by !== 'content-writer-xb') fail(`${at}: written_by "${r.written_by}"`);
    if (r.reviewed_by || r.reviewed_at || r.review_note) fail(`${at}: review columns must be empty`);
    const norm = normalize(r.question);
    const prev = seen.get(norm);
    if (prev) fail(`${at}: question text duplicates ${prev}`);
    else seen.set(norm, `${mock.file} ${r.ref}`);
    // Near-duplicates: the X-B seed's stems (demo, short mocks, full-length mock) and every stem read before this one.
    const w = words(r.question);
    for (const e of earlier) {
      const j = jaccard(w, e.words);
      if (j >= NEAR_DUPLICATE) {
        fail(`${at}: near-duplicate (${j.toFixed(2)}) of ${e.where}: "${e.text}"`);
        nearPairs++;
      }
    }
    earlier.push({ where: `${mock.file} ${r.ref}`, words: w, text: r.question });
  });
  for (const [k, v] of Object.entries(keys)) {
    if (v < KEY_MIN || v > KEY_MAX) fail(`${mock.file}: answer ${k} is the key for ${v} questions (allowed ${KEY_MIN}-${KEY_MAX})`);
  }
  console.log(`${mock.file}: ${rows.length} questions; keys A=${keys.A} B=${keys.B} C=${keys.C} D=${keys.D}`);
  for (const [ch, p] of planned) {
    const got = perTopic.get(p.topic) ?? 0;
    const want = mock.n === 2 ? p.m2 : p.m3;
    if (got !== want) fail(`${mock.file}: chapter ${ch} "${p.topic}" has ${got} questions, README weights table says ${want}`);
  }
}

// ---- the topic practice paper (topic-practice.csv, built by content/build_practice.py from topic_practice.py):
// stand-alone one-mark questions on the chapters short of 20 live questions, counted in README's "Topic practice"
// table, by their own writer, keys balanced to within one of a quarter each, and no stem repeating or nearly
// repeating any stem of the bank (every exam's seed and content/ papers, X-B's mocks, each other).
const PRACTICE = 'topic-practice.csv';
const PRACTICE_PAPER = 'Topic Practice: Investment Adviser (Level 2)';
const PRACTICE_WRITER = 'content-writer-xb-2';
const practice = new Map<string, number>();
if (existsSync(join(here, PRACTICE))) {
  const section = readme.split('## Topic practice')[1] ?? '';
  const want = new Map<string, number>();
  for (const line of section.split('\n')) {
    const m = line.match(/^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*$/);
    if (m) {
      if (topicChapter.get(m[2]) !== Number(m[1]))
        fail(`README.md topic practice table: chapter ${m[1]} "${m[2]}" does not match the seed topics`);
      want.set(m[2], Number(m[3]));
    }
  }
  if (want.size === 0) fail('README.md: no "Topic practice" table');
  const parsed = Papa.parse<string[]>(readFileSync(join(here, PRACTICE), 'utf8'), { skipEmptyLines: true });
  for (const e of parsed.errors) fail(`${PRACTICE}: CSV parse error at row ${e.row}: ${e.message}`);
  const [header, ...rows] = parsed.data;
  if (JSON.stringify(header) !== JSON.stringify(HEADER)) fail(`${PRACTICE}: header is ${JSON.stringify(header)}`);
  const keys: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  rows.forEach((cells, i) => {
    const r = Object.fromEntries(HEADER.map((h, j) => [h, cells[j] ?? ''])) as Record<string, string>;
    const at = `${PRACTICE} row ${i + 2} (${r.ref})`;
    if (cells.length !== HEADER.length) fail(`${at}: ${cells.length} fields`);
    if (r.ref !== `XB-TP-${String(i + 1).padStart(3, '0')}`) fail(`${at}: ref out of sequence`);
    if (refs.has(r.ref)) fail(`${at}: duplicate ref`);
    refs.add(r.ref);
    if (r.exam !== EXAM) fail(`${at}: exam "${r.exam}"`);
    if (r.paper !== PRACTICE_PAPER) fail(`${at}: paper "${r.paper}"`);
    const ch = topicChapter.get(r.topic);
    if (ch === undefined) fail(`${at}: topic "${r.topic}" is not an X-B topic`);
    practice.set(r.topic, (practice.get(r.topic) ?? 0) + 1);
    liveByTopic.set(r.topic, (liveByTopic.get(r.topic) ?? 0) + 1);
    if (r.case !== '' || r.marks !== '1') fail(`${at}: a practice question stands alone and carries 1 mark`);
    if (!r.question.trim()) fail(`${at}: empty question`);
    const opts = [r.option_a, r.option_b, r.option_c, r.option_d].map((x) => x.trim());
    if (opts.some((x) => !x) || new Set(opts.map((x) => x.toLowerCase())).size !== 4) fail(`${at}: four distinct options`);
    if (opts.some((x) => /^(all|none|both) of the above/i.test(x))) fail(`${at}: "all/none of the above" option`);
    if (!['A', 'B', 'C', 'D'].includes(r.answer)) fail(`${at}: answer "${r.answer}"`);
    else keys[r.answer]++;
    const m = r.explanation.match(/Workbook chapter (\d+)/);
    if (!m || Number(m[1]) !== ch) fail(`${at}: explanation must name its chapter (Workbook chapter ${ch})`);
    if (r.written_by !== PRACTICE_WRITER) fail(`${at}: written_by "${r.written_by}"`);
    if (r.reviewed_by || r.reviewed_at || r.review_note) fail(`${at}: review columns must be empty`);
    const norm = normalize(r.question);
    const prev = seen.get(norm);
    if (prev) fail(`${at}: question text duplicates ${prev}`);
    else seen.set(norm, `${PRACTICE} ${r.ref}`);
    const w = words(r.question);
    for (const e of [...earlier, ...bank]) {
      const j = jaccard(w, e.words);
      if (j >= NEAR_DUPLICATE) {
        fail(`${at}: near-duplicate (${j.toFixed(2)}) of ${e.where}: "${e.text}"`);
        nearPairs++;
      }
    }
    earlier.push({ where: `${PRACTICE} ${r.ref}`, words: w, text: r.question });
  });
  const quarter = rows.length / 4;
  for (const [k, v] of Object.entries(keys)) {
    if (v < Math.floor(quarter) - 1 || v > Math.ceil(quarter) + 1) fail(`${PRACTICE}: answer ${k} keys ${v} of ${rows.length}`);
  }
  for (const topic of new Set([...want.keys(), ...practice.keys()])) {
    if ((want.get(topic) ?? 0) !== (practice.get(topic) ?? 0))
      fail(`${PRACTICE}: "${topic}" has ${practice.get(topic) ?? 0} questions, README's topic practice table says ${want.get(topic) ?? 0}`);
  }
  console.log(`${PRACTICE}: ${rows.length} questions; keys A=${keys.A} B=${keys.B} C=${keys.C} D=${keys.D}`);
}

// ---- the live bank: every topic needs at least 20 questions in published papers (issue 49)
const MIN_LIVE = 20;
for (const [topic, ch] of topicChapter) {
  const n = liveByTopic.get(topic) ?? 0;
  if (n < MIN_LIVE) fail(`chapter ${ch} "${topic}" has ${n} live questions (seed, mocks and topic practice), fewer than ${MIN_LIVE}`);
}

// ---- per-mock, per-topic table
const byChapter = [...topicChapter.entries()].sort((a, b) => a[1] - b[1]);
const w = Math.max(...byChapter.map(([t]) => t.length));
console.log(`\n${'Ch'.padStart(2)}  ${'Topic'.padEnd(w)}  Mock 2  Mock 3  Practice  Live bank`);
let t2 = 0;
let t3 = 0;
let tp = 0;
let tl = 0;
for (const [topic, ch] of byChapter) {
  const a = counts.get(2)?.get(topic) ?? 0;
  const b = counts.get(3)?.get(topic) ?? 0;
  const p = practice.get(topic) ?? 0;
  const l = liveByTopic.get(topic) ?? 0;
  t2 += a;
  t3 += b;
  tp += p;
  tl += l;
  console.log(
    `${String(ch).padStart(2)}  ${topic.padEnd(w)}  ${String(a).padStart(6)}  ${String(b).padStart(6)}  ${String(p).padStart(8)}  ${String(l).padStart(9)}`,
  );
}
console.log(
  `${''.padStart(2)}  ${'Total'.padEnd(w)}  ${String(t2).padStart(6)}  ${String(t3).padStart(6)}  ${String(tp).padStart(8)}  ${String(tl).padStart(9)}`,
);
console.log(
  `\nCompared question texts against ${seedCount} seed questions in ${seedDir.replace(root + '/', '')} (exact), and against the ` +
    `${xbSeedCount} X-B seed questions and each other, and the topic practice paper also against the ${bank.length} other ` +
    `exams' seed and content/ questions (near-duplicates: ${nearPairs} at Jaccard >= ${NEAR_DUPLICATE}).`,
);

if (errors.length) {
  console.error(`\nFAILED: ${errors.length} problem(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All structural checks passed.');
