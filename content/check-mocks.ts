// The structural check of an exam's new full-length mock CSVs (content/vii/, content/viii/) and its topic practice
// paper, one implementation for every exam folder: each folder's check.ts names its exam and calls it. Exits non-zero, listing every problem.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { PAPER_COLUMNS } from './lib.ts';

export interface MockFolder {
  /** The folder holding the papers, its README.md (weights table) and nothing else to check. */
  dir: string;
  /** 'VIII': refs are VIII-M2-001, the writer content-writer-viii. */
  series: string;
  /** The exam's id ends in this digit (00000000-0000-4000-a000-00000000000N). */
  examDigit: number;
  exam: string;
  /** The seed file of its questions and topics, in supabase/seed/. */
  seedFile: string;
  /** How many topics (chapters) it has. */
  topics: number;
}

export function checkMocks(o: MockFolder): void {
  const here = o.dir;
  const root = resolve(here, '..', '..');
  const seedDir = join(root, 'supabase', 'seed');

  const HEADER = PAPER_COLUMNS;
  const MOCKS = [
    { n: 2, file: 'full-length-mock-test-2.csv', paper: 'Full-Length Mock Test 2' },
    { n: 3, file: 'full-length-mock-test-3.csv', paper: 'Full-Length Mock Test 3' },
  ];
  const EXPECTED_ROWS = 100;
  const KEY_MIN = 23;
  const KEY_MAX = 27;
  /** Two stems sharing this share of their content words (Jaccard) are near-duplicates. */
  const NEAR_DUPLICATE = 0.6;

  const errors: string[] = [];
  const fail = (msg: string) => errors.push(msg);

  // ---- the exam name and its topics, read from the seed files
  const EXAM_ID = `00000000-0000-4000-a000-00000000000${o.examDigit}`;
  const catalog = readFileSync(join(seedDir, '00_catalog.sql'), 'utf8');
  const EXAM = o.exam;
  if (!catalog.includes(`('${EXAM_ID}',\n '${EXAM}'`)) fail(`exam "${EXAM}" with id ${EXAM_ID} not found in 00_catalog.sql`);

  const examSeed = readFileSync(join(seedDir, o.seedFile), 'utf8');
  const topicChapter = new Map<string, number>();
  for (const m of examSeed.matchAll(new RegExp(`\\('${EXAM_ID}',\\s*(\\d+),\\s*'((?:[^']|'')*)'\\)`, 'g'))) {
    topicChapter.set(m[2].replace(/''/g, "'"), Number(m[1]));
  }
  if (topicChapter.size !== o.topics) fail(`expected ${o.topics} ${o.series} topics in the seed file, found ${topicChapter.size}`);

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
  const earlier: { where: string; words: Set<string>; text: string }[] = []; // the exam's seed stems and stems already read
  let seedCount = 0;
  for (const f of readdirSync(seedDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(seedDir, f), 'utf8');
    for (const m of sql.matchAll(/\('00000000-0000-4000-b000-([0-9a-f]{12})',\s*(\d+),\s*'((?:[^']|'')*)'/g)) {
      const text = m[3].replace(/''/g, "'");
      const where = `${f} paper ...${m[1].slice(-3)} position ${m[2]}`;
      if (!seen.has(normalize(text))) seen.set(normalize(text), where);
      if (m[1].startsWith(`0000000000${o.examDigit}`)) earlier.push({ where, words: words(text), text });
      seedCount++;
    }
  }
  const examSeedCount = earlier.length;
  // The import's dry run refuses a text already in the bank, in any exam: the other content folders' papers count too.
  for (const d of readdirSync(join(root, 'content'), { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const dir = join(root, 'content', d.name);
    if (dir === o.dir) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.csv') && !/\.(cases|reviews|draft)\.csv$|\.[a-z]{2}\.csv$/.test(x))) {
      const data = Papa.parse<Record<string, string>>(readFileSync(join(dir, f), 'utf8'), { header: true, skipEmptyLines: true }).data;
      for (const r of data)
        if (r.question && !seen.has(normalize(r.question))) seen.set(normalize(r.question), `content/${d.name}/${f} ${r.ref}`);
    }
  }

  // ---- the weights table in README.md: | chapter | topic | weight | mock 2 | mock 3 |
  const readme = readFileSync(join(here, 'README.md'), 'utf8');
  const planned = new Map<number, { topic: string; m2: number; m3: number }>();
  for (const line of readme.split('\n')) {
    const m = line.match(/^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(\d+)%\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|/);
    if (m) planned.set(Number(m[1]), { topic: m[2], m2: Number(m[4]), m3: Number(m[5]) });
  }
  if (planned.size !== o.topics) fail(`README.md weights table: expected ${o.topics} chapter rows, found ${planned.size}`);
  for (const [ch, p] of planned) {
    if (topicChapter.get(p.topic) !== ch) fail(`README.md weights table: chapter ${ch} "${p.topic}" does not match the seed topics`);
  }

  // ---- the CSVs
  const counts = new Map<number, Map<string, number>>();
  const refs = new Set<string>();
  let nearPairs = 0;
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
      const expectedRef = `${o.series}-M${mock.n}-${String(i + 1).padStart(3, '0')}`;
      if (r.ref !== expectedRef) fail(`${at}: ref should be ${expectedRef}`);
      if (refs.has(r.ref)) fail(`${at}: duplicate ref`);
      refs.add(r.ref);
      if (r.exam !== EXAM) fail(`${at}: exam "${r.exam}"`);
      if (r.paper !== mock.paper) fail(`${at}: paper "${r.paper}"`);
      const ch = topicChapter.get(r.topic);
      if (ch === undefined) fail(`${at}: topic "${r.topic}" is not a ${o.series} topic`);
      perTopic.set(r.topic, (perTopic.get(r.topic) ?? 0) + 1);
      if (r.case !== '') fail(`${at}: case should be empty`);
      if (r.marks !== '1') fail(`${at}: marks "${r.marks}"`);
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
      if (r.written_by !== `content-writer-${o.series.toLowerCase()}`) fail(`${at}: written_by "${r.written_by}"`);
      if (r.reviewed_by || r.reviewed_at || r.review_note) fail(`${at}: review columns must be empty`);
      const norm = normalize(r.question);
      const prev = seen.get(norm);
      if (prev) fail(`${at}: question text duplicates ${prev}`);
      else seen.set(norm, `${mock.file} ${r.ref}`);
      // Near-duplicates: the exam's seed stems (demo, short mocks, full-length mock) and every stem read before this one.
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

  // ---- the topic practice paper, when the folder has one (topic-practice.csv, built by content/build_practice.py):
  // stand-alone one-mark questions on the chapters short of 20 live questions, counted in README's "Topic practice"
  // table, with the mocks' rules and keys balanced to within one of a quarter each.
  const practiceFile = join(here, 'topic-practice.csv');
  if (existsSync(practiceFile)) {
    const section = readme.split('## Topic practice')[1] ?? '';
    const want = new Map<string, number>();
    for (const line of section.split('\n')) {
      const m = line.match(/^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*$/);
      if (m) want.set(m[2], Number(m[3]));
    }
    if (want.size === 0) fail('README.md: no "Topic practice" table');
    const parsed = Papa.parse<string[]>(readFileSync(practiceFile, 'utf8'), { skipEmptyLines: true });
    for (const e of parsed.errors) fail(`topic-practice.csv: CSV parse error at row ${e.row}: ${e.message}`);
    const [header, ...rows] = parsed.data;
    if (JSON.stringify(header) !== JSON.stringify(HEADER)) fail(`topic-practice.csv: header is ${JSON.stringify(header)}`);
    const keys: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
    const got = new Map<string, number>();
    rows.forEach((cells, i) => {
      const r = Object.fromEntries(HEADER.map((h, j) => [h, cells[j] ?? ''])) as Record<string, string>;
      const at = `topic-practice.csv row ${i + 2} (${r.ref})`;
      if (r.ref !== `${o.series}-TP-${String(i + 1).padStart(3, '0')}`) fail(`${at}: ref out of sequence`);
      if (refs.has(r.ref)) fail(`${at}: duplicate ref`);
      refs.add(r.ref);
      if (r.exam !== EXAM || !r.paper.startsWith('Topic Practice: ')) fail(`${at}: exam or paper name`);
      const ch = topicChapter.get(r.topic);
      if (ch === undefined) fail(`${at}: topic "${r.topic}" is not a ${o.series} topic`);
      got.set(r.topic, (got.get(r.topic) ?? 0) + 1);
      if (r.case !== '' || r.marks !== '1') fail(`${at}: a practice question stands alone and carries 1 mark`);
      const opts = [r.option_a, r.option_b, r.option_c, r.option_d].map((x) => x.trim());
      if (opts.some((x) => !x) || new Set(opts.map((x) => x.toLowerCase())).size !== 4) fail(`${at}: four distinct options`);
      if (opts.some((x) => /^(all|none|both) of the above/i.test(x))) fail(`${at}: "all/none of the above" option`);
      if (!['A', 'B', 'C', 'D'].includes(r.answer)) fail(`${at}: answer "${r.answer}"`);
      else keys[r.answer]++;
      const m = r.explanation.match(/Workbook chapter (\d+)/);
      if (!m || Number(m[1]) !== ch) fail(`${at}: explanation must name its chapter (Workbook chapter ${ch})`);
      if (r.written_by !== `content-writer-${o.series.toLowerCase()}`) fail(`${at}: written_by "${r.written_by}"`);
      if (r.reviewed_by || r.reviewed_at || r.review_note) fail(`${at}: review columns must be empty`);
      const norm = normalize(r.question);
      const prev = seen.get(norm);
      if (prev) fail(`${at}: question text duplicates ${prev}`);
      else seen.set(norm, `topic-practice.csv ${r.ref}`);
      const w = words(r.question);
      for (const e of earlier) {
        const j = jaccard(w, e.words);
        if (j >= NEAR_DUPLICATE) {
          fail(`${at}: near-duplicate (${j.toFixed(2)}) of ${e.where}: "${e.text}"`);
          nearPairs++;
        }
      }
      earlier.push({ where: `topic-practice.csv ${r.ref}`, words: w, text: r.question });
    });
    const quarter = rows.length / 4;
    for (const [k, v] of Object.entries(keys)) {
      if (v < Math.floor(quarter) - 1 || v > Math.ceil(quarter) + 1) fail(`topic-practice.csv: answer ${k} keys ${v} of ${rows.length}`);
    }
    for (const topic of new Set([...want.keys(), ...got.keys()])) {
      if ((want.get(topic) ?? 0) !== (got.get(topic) ?? 0))
        fail(
          `topic-practice.csv: "${topic}" has ${got.get(topic) ?? 0} questions, README's topic practice table says ${want.get(topic) ?? 0}`,
        );
    }
    console.log(`topic-practice.csv: ${rows.length} questions; keys A=${keys.A} B=${keys.B} C=${keys.C} D=${keys.D}`);
  }

  // ---- per-mock, per-topic table
  const byChapter = [...topicChapter.entries()].sort((a, b) => a[1] - b[1]);
  const w = Math.max(...byChapter.map(([t]) => t.length));
  console.log(`\n${'Ch'.padStart(2)}  ${'Topic'.padEnd(w)}  Mock 2  Mock 3`);
  let t2 = 0;
  let t3 = 0;
  for (const [topic, ch] of byChapter) {
    const a = counts.get(2)?.get(topic) ?? 0;
    const b = counts.get(3)?.get(topic) ?? 0;
    t2 += a;
    t3 += b;
    console.log(`${String(ch).padStart(2)}  ${topic.padEnd(w)}  ${String(a).padStart(6)}  ${String(b).padStart(6)}`);
  }
  console.log(`${''.padStart(2)}  ${'Total'.padEnd(w)}  ${String(t2).padStart(6)}  ${String(t3).padStart(6)}`);
  console.log(
    `\nCompared question texts against ${seedCount} seed questions in ${seedDir.replace(root + '/', '')} (exact), and against the ` +
      `${examSeedCount} ${o.series} seed questions and each other (near-duplicates: ${nearPairs} at Jaccard >= ${NEAR_DUPLICATE}).`,
  );

  if (errors.length) {
    console.error(`\nFAILED: ${errors.length} problem(s)`);
    for (const e of errors) console.error(`  - ${e}`);
    process.exit(1);
  }
  console.log('All structural checks passed.');
}
