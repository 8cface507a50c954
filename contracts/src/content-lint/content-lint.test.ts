// The content lint on papers made bad on purpose: each check finds what it is for, names the question and says why,
// and a clean paper passes.
import {
  blocking,
  keyAgreement,
  lintPaper,
  lintPapers,
  longestOptionScore,
  permutationBlockShare,
  type LintPaper,
  type LintQuestion,
} from '.';

const EXAM = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
const LETTERS = ['A', 'B', 'C', 'D'];

/** A plain question: four options of equal length, nothing shared with any other question. */
function q(i: number, answer: string, patch: Partial<LintQuestion> = {}): LintQuestion {
  // Words of one length, unique to the question: the options are equally long and share nothing with other questions.
  const w = (n: number) => `w${String(n).padStart(2, '0')}q${String(i).padStart(3, '0')}`;
  return {
    ref: `T-${String(i + 1).padStart(3, '0')}`,
    topic: 'Chapter One',
    question: `Question ${w(20)} ${w(21)}?`,
    options: [`Option ${w(1)} ${w(2)}`, `Option ${w(3)} ${w(4)}`, `Option ${w(5)} ${w(6)}`, `Option ${w(7)} ${w(8)}`],
    answer,
    explanation: `Because ${w(30)}.`,
    ...patch,
  };
}

/** A key order without long runs or ABCD blocks (every block of four repeats a letter). */
const balanced = (n: number) => Array.from({ length: n }, (_, i) => 'AACBDDBCCABBDDCA'[i % 16]);
const paper = (questions: LintQuestion[], title = 'Test Paper'): LintPaper => ({ exam: EXAM, paper: title, questions });
const clean = (n = 40, title = 'Test Paper') =>
  paper(
    balanced(n).map((a, i) => q(i, a)),
    title,
  );
const opts = { chapters: ['Chapter One', 'Chapter Two'] };

test('a clean paper has no findings', () => {
  expect(lintPaper(clean(), opts)).toEqual([]);
});

describe('length giveaway', () => {
  test('more than 35 % of keys strictly longest blocks the paper; each 1.3x key is a warning on its question', () => {
    const p = clean(40);
    const questions = p.questions.map((x, i) => {
      if (i >= 15) return x;
      const options = [...x.options] as [string, string, string, string];
      options[LETTERS.indexOf(x.answer)] += ' with a much longer tail that gives it away';
      return { ...x, options };
    });
    const findings = lintPaper(paper(questions), opts);
    const block = blocking(findings).filter((f) => f.check === 'length');
    expect(block).toHaveLength(1);
    expect(block[0].message).toMatch(/15 of 40 questions \(37.5 %\)/);
    const warnings = findings.filter((f) => f.check === 'length' && f.severity === 'warning');
    expect(warnings.map((f) => f.ref)).toEqual(questions.slice(0, 15).map((x) => x.ref));
    expect(warnings[0].message).toMatch(/times as long as the longest other option/);
  });

  test('at 35 % exactly the paper passes', () => {
    const questions = clean(40).questions.map((x, i) => {
      if (i >= 14) return x;
      const options = [...x.options] as [string, string, string, string];
      options[LETTERS.indexOf(x.answer)] += '!';
      return { ...x, options };
    });
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([]);
  });

  test('always picking the longest option: ties count as a guess between them, caselet marks weigh', () => {
    const tie = q(0, 'A', { options: ['aaaa', 'bbbb', 'cc', 'dd'] });
    const longKey = q(1, 'B', { options: ['a', 'bbbbbb', 'c', 'd'], marks: 2 });
    const longOther = q(2, 'C', { options: ['aaaaaa', 'b', 'c', 'd'] });
    // (0.5 + 2 + 0) / 4 marks
    expect(longestOptionScore([tie, longKey, longOther])).toBeCloseTo(2.5 / 4);
  });
});

describe('cross-question leak', () => {
  test("a stem that contains another question's key phrase blocks, naming both questions", () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[3] = {
      ...questions[3],
      options: [
        'The Companies Act, 2013',
        'The Securities Contracts (Regulation) Act, 1956',
        'The Depositories Act, 1996',
        'The Indian Trusts Act, 1882',
      ],
      answer: 'B',
    };
    questions[9] = {
      ...questions[9],
      question: 'Under Section 18A of the Securities Contracts (Regulation) Act, 1956, derivatives are valid if:',
    };
    const leaks = lintPaper(paper(questions), opts).filter((f) => f.check === 'leak');
    expect(leaks).toEqual([
      expect.objectContaining({ severity: 'blocking', ref: 'T-010', message: expect.stringMatching(/key of T-004/) }),
    ]);
  });

  test("in Hindi too: a stem with another key's words leaks; shared function words (का, के, में, है) alone do not", () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[2] = {
      ...questions[2],
      options: ['ट्रस्टी कंपनी के बोर्ड', 'प्रायोजक के बोर्ड', 'AMC के शेयरधारक', 'रजिस्ट्रार के निदेशक'],
      answer: 'A',
    };
    questions[7] = { ...questions[7], question: 'ट्रस्टी कंपनी के बोर्ड में कितने स्वतंत्र निदेशक होने चाहिए?' };
    questions[8] = { ...questions[8], question: 'इनमें से किसके लिए यह नियम है कि वह हर वर्ष में एक बार होता है?' };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([expect.objectContaining({ check: 'leak', ref: 'T-008' })]);
  });

  test('a short key is found in any word order and form ("selling index futures" / "sell ... index futures")', () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[0] = {
      ...questions[0],
      options: ['Buying index futures', 'Selling index futures', 'Selling put options', 'Buying calls'],
      answer: 'B',
    };
    questions[5] = { ...questions[5], question: 'How many index futures contracts should she sell to hedge?' };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([expect.objectContaining({ check: 'leak', ref: 'T-006' })]);
  });

  test("a caselet's passage that gives away the key of a question outside the caselet blocks; its own questions' keys do not", () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[0] = {
      ...questions[0],
      options: ['Buying index futures', 'Selling index futures', 'Selling put options', 'Buying calls'],
      answer: 'B',
    };
    const passage = 'Worried about a fall, Farhan wants to hedge his portfolio by selling futures on the broad index.';
    for (const i of [20, 21]) questions[i] = { ...questions[i], caseTitle: 'Case 4', passage };
    questions[21] = {
      ...questions[21],
      options: ['Buying index futures', 'Selling index futures', 'Selling put options', 'Buying calls'],
      answer: 'B',
    };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([
      expect.objectContaining({
        check: 'leak',
        ref: 'T-001',
        message: expect.stringMatching(/^the passage of "Case 4" gives away its key/),
      }),
    ]);
  });

  test('a phrase the distractors share, an allow-listed term, or a mere amount does not block', () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[0] = { ...questions[0], options: ['Rs 30 lakh', 'Rs 15 lakh', 'Rs 1.5 lakh', 'No limit'], answer: 'A' };
    questions[1] = { ...questions[1], options: ['A mutual fund', 'A bank deposit', 'A bond', 'A share'], answer: 'A' };
    questions[2] = {
      ...questions[2],
      options: [
        'Sell with the same expiry date',
        'Buy with the same expiry date',
        'Hold with the same expiry date',
        'Roll with the same expiry date',
      ],
      answer: 'A',
    };
    questions[7] = { ...questions[7], question: 'She invests Rs 30 lakh in a mutual fund with the same expiry date rule?' };
    const findings = lintPaper(paper(questions), opts);
    expect(blocking(findings)).toEqual([]);
    // the amount is shown as a warning
    expect(findings.filter((f) => f.check === 'leak').map((f) => [f.ref, f.severity])).toEqual([['T-008', 'warning']]);
  });
});

describe('key patterns', () => {
  test('a run of five of one letter blocks', () => {
    const keys = balanced(40);
    keys.splice(10, 5, 'D', 'D', 'D', 'D', 'D');
    const findings = blocking(lintPaper(paper(keys.map((a, i) => q(i, a))), opts));
    expect(findings).toEqual([
      expect.objectContaining({
        check: 'key-pattern',
        ref: 'T-011',
        message: expect.stringMatching(/^5 keys in a row are D \(T-011 to T-015\)/),
      }),
    ]);
  });

  test('a run of four passes', () => {
    const keys = ['D', 'D', 'D', 'D', ...balanced(36)];
    expect(blocking(lintPaper(paper(keys.map((a, i) => q(i, a))), opts)).filter((f) => f.ref === 'T-001')).toEqual([]);
  });

  test('ABCD in every block of four blocks the paper', () => {
    const keys = Array.from({ length: 40 }, (_, i) => ['BCAD', 'DACB', 'CDBA'][Math.floor(i / 4) % 3][i % 4]);
    expect(permutationBlockShare(keys.join(''))).toBe(1);
    expect(blocking(lintPaper(paper(keys.map((a, i) => q(i, a))), opts))).toEqual([
      expect.objectContaining({ check: 'key-pattern', message: expect.stringMatching(/100 % of the blocks of four/) }),
    ]);
  });

  test('two papers of one exam with the same key sequence block; different exams are not compared', () => {
    const a = clean(40, 'Paper A');
    const b = clean(40, 'Paper B');
    expect(keyAgreement('ABCD', 'ABDC')).toBe(0.5);
    expect(blocking(lintPapers([a, b]))).toEqual([
      expect.objectContaining({ check: 'key-pattern', paper: 'Paper B', message: expect.stringMatching(/agree with "Paper A" in 100 %/) }),
    ]);
    expect(blocking(lintPapers([a, { ...b, exam: 'NISM Series VIII: Equity Derivatives Certification Examination' }]))).toEqual([]);
  });
});

describe('stale facts and syllabus', () => {
  test('a question mentioning a listed stale fact is named with the rule and its date', () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[4] = { ...questions[4], question: 'What lock-in applies to a solution-oriented retirement fund?' };
    const [f] = blocking(lintPaper(paper(questions), opts));
    expect(f).toMatchObject({ check: 'stale-fact', ref: 'T-005' });
    expect(f.message).toMatch(/discontinued the solution-oriented category.*26 Feb 2026/);
  });

  test('the list is data: a new entry is one line, and an entry can be limited to some exams', () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[2] = { ...questions[2], explanation: 'The STT on options is 0.1% of the premium.' };
    const fact = {
      id: 'stt',
      pattern: String.raw`STT on options is 0\.1 ?%`,
      what: 'the old STT rate',
      rule: 'a Finance Act',
      date: '2026',
      exams: ['Series VIII'],
    };
    expect(blocking(lintPaper(paper(questions), { ...opts, staleFacts: [fact] }))).toEqual([]);
    expect(blocking(lintPaper(paper(questions), { ...opts, staleFacts: [{ ...fact, exams: ['V-A'] }] }))).toEqual([
      expect.objectContaining({ check: 'stale-fact', ref: 'T-003' }),
    ]);
  });

  test('a question written to the new rule that names the old one (its `current` pattern) passes', () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[3] = {
      ...questions[3],
      explanation: 'From 1 April 2026 a buyback is taxed as capital gains; before that it was taxed as dividend.',
    };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([]);
    questions[3] = { ...questions[3], explanation: 'A buyback is taxed as dividend in the hands of the shareholder.' };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([expect.objectContaining({ check: 'stale-fact', ref: 'T-004' })]);
  });

  test("a topic that is not one of the exam's chapters blocks", () => {
    const questions = clean().questions.map((x) => ({ ...x }));
    questions[6] = { ...questions[6], topic: 'Insurance Planning' };
    expect(blocking(lintPaper(paper(questions), opts))).toEqual([
      expect.objectContaining({
        check: 'syllabus',
        ref: 'T-007',
        message: 'its topic "Insurance Planning" is not one of the exam\'s current chapters',
      }),
    ]);
  });

  test('an X-A question that tests insurance is off the syllabus even under an X-A chapter', () => {
    const xa = { ...clean(), exam: 'NISM Series X-A: Investment Adviser (Level 1) Certification Examination' };
    const questions = xa.questions.map((x) => ({ ...x }));
    questions[1] = { ...questions[1], question: 'Which statement best describes a pure term life insurance plan?' };
    expect(blocking(lintPaper({ ...xa, questions }, opts))).toEqual([
      expect.objectContaining({ check: 'syllabus', ref: 'T-002', message: expect.stringMatching(/moved to Series X-B/) }),
    ]);
  });
});
