// The content lint (issue 44): the checks that keep a paper from being passed by pattern, written once and run in
// three places: `npm test` over content/ and the live seed (tools/content-lint.test.ts), the CLI import and a new
// local database's first load (local-supabase/src/content/import-folder.ts), and the studio (the import's dry run
// and the paper page, mfe-studio). Pure functions over plain rows: no database, no file system.
//
// Each finding names the question (its ref, or the paper position) and says why. A `blocking` finding stops an
// import and fails `npm test`; a `warning` is shown and left to the writer's judgement.
import { STALE_FACTS, type StaleFact } from './stale-facts';
import { OFF_SYLLABUS, type OffSyllabus } from './syllabus';

export { STALE_FACTS, type StaleFact } from './stale-facts';
export { OFF_SYLLABUS, type OffSyllabus } from './syllabus';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

export interface LintQuestion {
  /** How the finding names the question: a content ref (`XA-M2-014`), a position (`#14`) or a file row. */
  ref: string;
  topic: string;
  question: string;
  options: readonly [string, string, string, string];
  answer: string;
  explanation: string;
  /** 1 unless stated (caselet questions of X-A and X-B carry 2). */
  marks?: number;
  /** The caselet the question belongs to: its title and passage (a passage may give away another question's key). */
  caseTitle?: string;
  passage?: string;
}

export interface LintPaper {
  exam: string;
  paper: string;
  questions: readonly LintQuestion[];
}

export type Check = 'length' | 'leak' | 'key-pattern' | 'stale-fact' | 'syllabus';
export type Severity = 'blocking' | 'warning';

export interface Finding {
  check: Check;
  severity: Severity;
  paper: string;
  /** The question the finding is about; absent for a finding about the whole paper. */
  ref?: string;
  message: string;
}

export interface LintOptions {
  /** The exam's current chapters (its exam_topics titles). Without them the topic is not checked. */
  chapters?: readonly string[];
  staleFacts?: readonly StaleFact[];
  offSyllabus?: readonly OffSyllabus[];
  /** Phrases that may appear in one question's key and another's stem (see `LEAK_ALLOW`). */
  leakAllow?: readonly string[];
}

/** Blocking above this share of questions whose key is the strictly longest option (chance is 25 %). */
export const LONGEST_KEY_LIMIT = 0.35;
/** A question is flagged when its key is at least this many times as long as every other option. */
export const LONG_KEY_RATIO = 1.3;
/** Papers shorter than this are not judged on shares and blocks (a 10-question demo at 4/10 says little). */
export const MIN_QUESTIONS_FOR_SHARES = 20;
/** The key phrase n-gram a leak is matched on. */
export const LEAK_NGRAM = 4;
/** A letter repeated more than this many times in a row is a pattern. */
export const MAX_RUN = 4;

const len = (s: string) => s.trim().length;
const letterOf = (q: LintQuestion) => q.answer.trim().toUpperCase();
const keyIndex = (q: LintQuestion) => LETTERS.indexOf(letterOf(q) as Letter);

/**
 * Lower case, letters (with their vowel signs: Devanagari's matras are marks) and digits only, single spaces: how
 * texts are compared for leaks and facts, in English and in Hindi.
 */
export const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^\p{L}\p{M}\p{N}%.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// ---------------------------------------------------------------------------------------------------------------
// Length giveaway

/** Whether the key is strictly longer than each other option. */
export function keyIsLongest(q: LintQuestion): boolean {
  const k = keyIndex(q);
  if (k < 0) return false;
  return q.options.every((o, i) => i === k || len(q.options[k]) > len(o));
}

/** The key's length over the longest other option's. */
export function keyLengthRatio(q: LintQuestion): number {
  const k = keyIndex(q);
  if (k < 0) return 0;
  const other = Math.max(...q.options.filter((_, i) => i !== k).map(len));
  return other === 0 ? Infinity : len(q.options[k]) / other;
}

/**
 * What "always pick the longest option" scores on the paper, as a share of its marks: a question whose longest
 * option is shared by n options counts 1/n of its marks when the key is among them (a guess between them).
 */
export function longestOptionScore(questions: readonly LintQuestion[]): number {
  let got = 0,
    total = 0;
  for (const q of questions) {
    const marks = q.marks ?? 1;
    total += marks;
    const lengths = q.options.map(len);
    const max = Math.max(...lengths);
    const longest = lengths.flatMap((l, i) => (l === max ? [i] : []));
    if (longest.includes(keyIndex(q))) got += marks / longest.length;
  }
  return total ? got / total : 0;
}

function lengthFindings(p: LintPaper): Finding[] {
  const out: Finding[] = [];
  const longest = p.questions.filter(keyIsLongest);
  const share = p.questions.length ? longest.length / p.questions.length : 0;
  if (p.questions.length >= MIN_QUESTIONS_FOR_SHARES && share > LONGEST_KEY_LIMIT)
    out.push({
      check: 'length',
      severity: 'blocking',
      paper: p.paper,
      message: `the key is the strictly longest option in ${longest.length} of ${p.questions.length} questions (${pct(share)}); at most ${pct(LONGEST_KEY_LIMIT)} (chance is 25 %)`,
    });
  for (const q of p.questions) {
    const r = keyLengthRatio(q);
    if (r >= LONG_KEY_RATIO)
      out.push({
        check: 'length',
        severity: 'warning',
        paper: p.paper,
        ref: q.ref,
        message: `the key (${letterOf(q)}) is ${r === Infinity ? 'the only non-empty option' : `${r.toFixed(2)} times as long as the longest other option`}: a giveaway`,
      });
  }
  return out;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

// ---------------------------------------------------------------------------------------------------------------
// Cross-question leak

/** Words that carry no key: they are dropped before phrases are compared. */
const STOP = new Set(
  (
    'a an the of to in on at by for from with and or but not nor is are was were be been being it its this that these those ' +
    'as which who whom whose what when where why how all any each every some such than then there their they them he she his her ' +
    'him we our you your i me my can could may might must shall should will would do does did has have had only also more most ' +
    'less least very into out up down over under about after before between within without per same other another one ' +
    'year years month months day days a about its it s ' +
    // Hindi's function words (postpositions, the copula, pronouns, conjunctions), so a translated paper is judged on
    // its content words as the English is.
    'का के की को में से पर ने है हैं था थे थी हो होता होती होते होगा होगी और या तथा एवं भी ही तो यह वह ये वे इस उस इन उन ' +
    'इसका उसका इसके उसके इसकी उसकी किस किसी कोई कौन क्या कब कहाँ कैसे जो जिस जिसे जिसका जिनके कि लिए द्वारा तक साथ बाद पहले ' +
    'एक कुछ सभी हर अपना अपने अपनी नहीं न बिना प्रति वर्ष साल महीने दिन'
  ).split(' '),
);

/** Common phrases of the syllabus that many questions share by nature (compared after `phraseTokens`). */
export const LEAK_ALLOW: readonly string[] = [
  'mutual fund',
  'net asset value',
  'asset management company',
  'stock exchange',
  'recognised stock exchange',
  'clearing corporation',
  'investment adviser',
  'research analyst',
  'securities exchange board india',
  'index futures',
  'index option',
  'equity share',
  'market price',
  'risk profile',
  'rs lakh',
  'rs crore',
  'mutual fund scheme',
  'units of a mutual fund',
  'mutual fund distributor',
  'total expense ratio',
  'equity derivatives segment',
  'trading member',
  'equity f&o',
  'listed equity shares',
  'unique client code',
  // The same phrases as the Hindi papers write them (issue 51).
  'म्यूचुअल फंड',
  'म्यूचुअल फंड के यूनिट',
  'म्यूचुअल फंड योजना',
  'शुद्ध आस्ति मूल्य',
  'एसेट मैनेजमेंट कंपनी',
  'स्टॉक एक्सचेंज',
  'म्यूचुअल फंड वितरक',
];

/** Crude stemming, enough that "selling" meets "sell" and "futures" meets "future". */
const stem = (t: string) => (t.length > 4 ? t.replace(/(ing|ed|es|s)$/, '') : t);

/** A text's words for phrase matching: normalised, stop words dropped, crudely stemmed; digit groups joined (60,000 -> 60000). */
export function phraseTokens(s: string): string[] {
  return normalise(s.replace(/(\d),(?=\d)/g, '$1'))
    .split(' ')
    .filter((t) => t && !STOP.has(t))
    .map(stem);
}

const isNumber = (t: string) => /^\d/.test(t);

/**
 * A key's leak signatures: the whole key when it has two to four words (matched in any order within a short window,
 * so "selling index futures" meets "index futures ... sell"), otherwise its runs of LEAK_NGRAM words in order. A
 * signature that a distractor of the same question also contains is dropped (it does not tell the key apart), and so
 * is one the allow-list covers or one of numbers and units alone with fewer than two numbers.
 */
export function keySignatures(q: LintQuestion, allow: readonly string[] = LEAK_ALLOW): { words: string[]; ordered: boolean }[] {
  const k = keyIndex(q);
  if (k < 0) return [];
  const key = phraseTokens(q.options[k]);
  const distractors = q.options.filter((_, i) => i !== k).map((o) => ` ${phraseTokens(o).join(' ')} `);
  const allowed = new Set(allow.map((a) => phraseTokens(a).join(' ')));
  const sigs: { words: string[]; ordered: boolean }[] =
    key.length >= 2 && key.length <= 4
      ? [{ words: key, ordered: false }]
      : key.length > 4
        ? key.slice(0, key.length - LEAK_NGRAM + 1).map((_, i) => ({ words: key.slice(i, i + LEAK_NGRAM), ordered: true }))
        : [];
  return sigs.filter(({ words, ordered }) => {
    const joined = words.join(' ');
    if (allowed.has(joined)) return false;
    if (!words.some((w) => !isNumber(w) && !UNITS.has(w)) && !words.some(isNumber)) return false;
    if (ordered) return !distractors.some((d) => d.includes(` ${joined} `));
    return !distractors.some((d) => words.every((w) => d.includes(` ${w} `)));
  });
}

const WINDOW = 7;
const UNITS = new Set(['rs', 'lakh', 'crore', '%']);

/** A signature of three or more words that are not numbers or units: a match is a giveaway, not a coincidence. */
const strong = (sig: { words: string[] }) => sig.words.filter((w) => !isNumber(w) && !UNITS.has(w)).length >= 3;

/** Whether `tokens` contain the signature: in order and contiguous, or (unordered) every word within WINDOW tokens. */
function hasSignature(tokens: string[], sig: { words: string[]; ordered: boolean }): boolean {
  if (sig.ordered) return ` ${tokens.join(' ')} `.includes(` ${sig.words.join(' ')} `);
  for (let i = 0; i < tokens.length; i++) {
    if (!sig.words.includes(tokens[i])) continue;
    const win = tokens.slice(i, i + Math.max(WINDOW, sig.words.length));
    if (sig.words.every((w) => win.includes(w))) return true;
  }
  return false;
}

function leakFindings(p: LintPaper, allow: readonly string[]): Finding[] {
  const out: Finding[] = [];
  const texts = p.questions.map((q) => ({ stem: phraseTokens(q.question), explanation: phraseTokens(q.explanation) }));
  // Which questions' stems and explanations hold a word: only those holding every word of a signature are compared,
  // so a bank of thousands of questions is linted in about linear time.
  const index = (field: 'stem' | 'explanation') => {
    const where = new Map<string, Set<number>>();
    texts.forEach((t, j) => t[field].forEach((w) => (where.get(w) ?? where.set(w, new Set()).get(w)!).add(j)));
    return (words: string[]) => {
      const [first, ...rest] = words.map((w) => where.get(w) ?? new Set<number>()).sort((a, b) => a.size - b.size);
      return [...first].filter((j) => rest.every((s) => s.has(j)));
    };
  };
  const inStems = index('stem');
  const inExplanations = index('explanation');
  p.questions.forEach((q, i) => {
    // A signature already in the question's own stem is the stem's wording, not the key's giveaway.
    const sigs = keySignatures(q, allow).filter((s) => !hasSignature(texts[i].stem, s));
    if (!sigs.length) return;
    const key = q.options[keyIndex(q)].trim();
    const stemHits = new Map<number, (typeof sigs)[number]>();
    const explanationHits = new Map<number, (typeof sigs)[number]>();
    for (const sig of sigs) {
      for (const j of inStems(sig.words)) if (j !== i && !stemHits.has(j) && hasSignature(texts[j].stem, sig)) stemHits.set(j, sig);
      for (const j of inExplanations(sig.words))
        if (j !== i && !explanationHits.has(j) && hasSignature(texts[j].explanation, sig)) explanationHits.set(j, sig);
    }
    // A caselet's passage that gives away the key of a question outside that caselet (its own caselet's passage is
    // the data its questions are asked about).
    const seen = new Set<string>();
    for (const other of p.questions) {
      if (!other.passage || !other.caseTitle || other.caseTitle === q.caseTitle || seen.has(other.caseTitle)) continue;
      seen.add(other.caseTitle);
      const tokens = phraseTokens(other.passage);
      const sig = sigs.find((s) => strong(s) && hasSignature(tokens, s));
      if (sig)
        out.push({
          check: 'leak',
          severity: 'blocking',
          paper: p.paper,
          ref: q.ref,
          message: `the passage of "${other.caseTitle}" gives away its key ("${key}"): it contains ${sig.words.join(' ')}`,
        });
    }
    p.questions.forEach((other, j) => {
      const inStem = stemHits.get(j);
      if (inStem)
        out.push({
          check: 'leak',
          // Two words, or numbers and units alone ("Rs 30 lakh"), may meet by chance: shown, not blocking.
          severity: strong(inStem) ? 'blocking' : 'warning',
          paper: p.paper,
          ref: other.ref,
          message: `its stem gives away the key of ${q.ref} ("${key}"): it contains ${inStem.words.join(' ')}`,
        });
      else if (explanationHits.has(j))
        out.push({
          check: 'leak',
          severity: 'warning',
          paper: p.paper,
          ref: other.ref,
          message: `its explanation gives away the key of ${q.ref} ("${key}") to anyone who reads it before that question`,
        });
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Key patterns

export const keySequence = (p: LintPaper) => p.questions.map(letterOf).join('');

function runFindings(p: LintPaper): Finding[] {
  const seq = keySequence(p);
  const out: Finding[] = [];
  for (let i = 0; i < seq.length;) {
    let j = i;
    while (j < seq.length && seq[j] === seq[i]) j++;
    if (j - i > MAX_RUN)
      out.push({
        check: 'key-pattern',
        severity: 'blocking',
        paper: p.paper,
        ref: p.questions[i].ref,
        message: `${j - i} keys in a row are ${seq[i]} (${p.questions[i].ref} to ${p.questions[j - 1].ref}); at most ${MAX_RUN}`,
      });
    i = j;
  }
  return out;
}

/** The share of aligned blocks of four whose keys are A, B, C and D once each (chance: 24/256, about 9 %). */
export function permutationBlockShare(seq: string): number {
  const blocks = Math.floor(seq.length / 4);
  if (!blocks) return 0;
  let perms = 0;
  for (let b = 0; b < blocks; b++) if (new Set(seq.slice(b * 4, b * 4 + 4)).size === 4) perms++;
  return perms / blocks;
}

function blockFindings(p: LintPaper): Finding[] {
  const seq = keySequence(p);
  if (seq.length < MIN_QUESTIONS_FOR_SHARES) return [];
  const share = permutationBlockShare(seq);
  return share >= 0.5
    ? [
        {
          check: 'key-pattern',
          severity: 'blocking',
          paper: p.paper,
          message: `${pct(share)} of the blocks of four questions use A, B, C and D once each (chance is about 9 %): the key order is a pattern`,
        },
      ]
    : [];
}

/** Positional agreement of two papers' keys over the shorter one (chance: 25 %). */
export function keyAgreement(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  if (!n) return 0;
  let same = 0;
  for (let i = 0; i < n; i++) if (a[i] === b[i]) same++;
  return same / n;
}

/** Two papers of one exam whose keys agree letter for letter far beyond chance. */
export function crossPaperKeyFindings(papers: readonly LintPaper[]): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < papers.length; i++)
    for (let j = i + 1; j < papers.length; j++) {
      if (papers[i].exam !== papers[j].exam) continue;
      const a = keySequence(papers[i]),
        b = keySequence(papers[j]);
      if (Math.min(a.length, b.length) < MIN_QUESTIONS_FOR_SHARES) continue;
      const agree = keyAgreement(a, b);
      if (agree >= 0.6)
        out.push({
          check: 'key-pattern',
          severity: 'blocking',
          paper: papers[j].paper,
          message: `its keys agree with "${papers[i].paper}" in ${pct(agree)} of positions (chance is 25 %): the same letter sequence`,
        });
    }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Stale facts and syllabus

const fullText = (q: LintQuestion) => [q.question, ...q.options, q.explanation].join('\n');

function staleFindings(p: LintPaper, facts: readonly StaleFact[]): Finding[] {
  const out: Finding[] = [];
  for (const q of p.questions) {
    const text = fullText(q);
    for (const f of facts) {
      if (f.exams && !f.exams.some((e) => p.exam.toLowerCase().includes(e.toLowerCase()))) continue;
      if (new RegExp(f.pattern, 'i').test(text) && !(f.current && new RegExp(f.current, 'i').test(text)))
        out.push({
          check: 'stale-fact',
          severity: 'blocking',
          paper: p.paper,
          ref: q.ref,
          message: `mentions ${f.what}: ${f.rule} (${f.date})`,
        });
    }
  }
  return out;
}

function syllabusFindings(p: LintPaper, chapters: readonly string[] | undefined, off: readonly OffSyllabus[]): Finding[] {
  const out: Finding[] = [];
  const known = chapters && new Set(chapters.map((c) => c.trim().toLowerCase()));
  for (const q of p.questions) {
    if (known && !known.has(q.topic.trim().toLowerCase()))
      out.push({
        check: 'syllabus',
        severity: 'blocking',
        paper: p.paper,
        ref: q.ref,
        message: `its topic "${q.topic}" is not one of the exam's current chapters`,
      });
    const text = [q.question, q.options[keyIndex(q)] ?? ''].join('\n');
    for (const o of off) {
      if (!p.exam.toLowerCase().includes(o.exam.toLowerCase())) continue;
      if (new RegExp(o.pattern, 'i').test(text))
        out.push({
          check: 'syllabus',
          severity: 'blocking',
          paper: p.paper,
          ref: q.ref,
          message: `tests ${o.what}, which the current syllabus moved to ${o.movedTo}`,
        });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

/** Every check of one paper. Cross-paper key sequences need the exam's other papers: `lintPapers`. */
export function lintPaper(p: LintPaper, opts: LintOptions = {}): Finding[] {
  return [
    ...lengthFindings(p),
    ...leakFindings(p, opts.leakAllow ?? LEAK_ALLOW),
    ...runFindings(p),
    ...blockFindings(p),
    ...staleFindings(p, opts.staleFacts ?? STALE_FACTS),
    ...syllabusFindings(p, opts.chapters, opts.offSyllabus ?? OFF_SYLLABUS),
  ];
}

/** Every check of a set of papers (of one exam or several): each paper's own, and the same letter sequence across papers. */
export function lintPapers(
  papers: readonly LintPaper[],
  chaptersOf: (exam: string) => readonly string[] | undefined = () => undefined,
  opts: Omit<LintOptions, 'chapters'> = {},
): Finding[] {
  return [...papers.flatMap((p) => lintPaper(p, { ...opts, chapters: chaptersOf(p.exam) })), ...crossPaperKeyFindings(papers)];
}

export const blocking = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'blocking');

/** One line per finding: `[blocking] length · Paper · REF: message`. */
export const formatFinding = (f: Finding) => `[${f.severity}] ${f.check} · ${f.paper}${f.ref ? ` · ${f.ref}` : ''}: ${f.message}`;

/** A row of the studio's import (its columns, contracts/src/studio.ts) as a lint question. */
export function questionFromRow(row: Record<string, string | number | undefined>, ref: string): LintQuestion {
  const text = (column: string) => String(row[column] ?? '');
  return {
    ref,
    topic: text('topic'),
    question: text('question'),
    options: [text('option_a'), text('option_b'), text('option_c'), text('option_d')],
    answer: text('answer'),
    explanation: text('explanation'),
    marks: Number(row.marks || 1),
  };
}
