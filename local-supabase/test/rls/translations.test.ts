// Issue 51 §4: bilingual papers. A translation is kept per question version with its own review; a second person
// reviews it; a paper offering Hindi is published only with every question translated and reviewed; the learner
// reads the reviewed translations of the versions their attempt holds, in their options' order, and the marking
// does not depend on the language. Visitors and learners reach none of the studio's translation calls.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let reviewer: Staff;
let admin: Staff;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  [editor, reviewer, admin] = [await makeStaff(w, 'editor'), await makeStaff(w, 'editor'), await makeStaff(w, 'admin')];
}, STARTUP_MS);
afterAll(() => w?.stop());

const hindi = (n: number) => ({
  question_text: `प्रश्न ${n}: कौन-सा विकल्प सही है?`,
  option_a: 'पहला',
  option_b: 'दूसरा',
  option_c: 'तीसरा',
  option_d: 'चौथा',
  explanation: `क्योंकि उत्तर ${n} सही है।`,
});

async function translateAndReview(questionIds: string[]) {
  const rows = questionIds.map((id, i) => ({ id, ...hindi(i + 1) }));
  const dry = await editor.client.rpc('import_question_translations', { p_language: 'hi', p_rows: rows, p_dry_run: true });
  expect(dry).toMatchObject({ error: null, data: { rows: rows.length, problems: [], written: 0 } });
  const done = await editor.client.rpc('import_question_translations', { p_language: 'hi', p_rows: rows, p_dry_run: false });
  expect(done).toMatchObject({ error: null, data: { written: rows.length } });
  for (const id of questionIds) {
    const reviewed = await reviewer.client.rpc('review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 });
    expect(reviewed.error).toBeNull();
  }
}

test('the studio keeps a draft translation per version; its writer cannot review it; a change of the question makes it outdated', async () => {
  const paper = await makePaper(w, f.examId, 1);
  const id = paper.questions[0].id;
  const saved = await editor.client.rpc('save_question_translation', { p_question_id: id, p_language: 'hi', p_translation: hindi(1) });
  expect(saved.error).toBeNull();
  expect(saved.data.translation).toMatchObject({ version: 1, current: true, status: 'draft', translated_by: editor.email });

  const own = await editor.client.rpc('review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 });
  expect(own.error?.message).toBe('A translation is reviewed by someone who did not write it');
  const missing = await editor.client.rpc('save_question_translation', {
    p_question_id: id,
    p_language: 'hi',
    p_translation: { ...hindi(1), option_c: '  ' },
  });
  expect(missing.error?.message).toBe('The translation needs its option c');
  expect(
    (await editor.client.rpc('save_question_translation', { p_question_id: id, p_language: 'fr', p_translation: hindi(1) })).error?.message,
  ).toBe("A translation's language is hi (Hindi)");

  expect(
    (await reviewer.client.rpc('review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 })).data.translation,
  ).toMatchObject({
    status: 'reviewed',
    reviewed_by: reviewer.email,
  });

  // The English changes: a new version, whose translation is missing; the reviewed one stays as the old version's.
  const edited = await editor.client.rpc('save_question', { p_id: id, p_expected_version: 1, p_question: { option_a: 'first option' } });
  expect(edited.error).toBeNull();
  const list = await editor.client.rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: 'hi' });
  expect(list.data.questions).toEqual([expect.objectContaining({ id, version: 2, translation_status: 'outdated' })]);
  const stale = await reviewer.client.rpc('review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 });
  expect(stale.error?.message).toBe("The question's current version has no translation to review");
});

test('a paper offering Hindi is published only when every question has a reviewed translation of its current version', async () => {
  const paper = await makePaper(w, f.examId, 3);
  await w.sql(`update public.test_papers set status = 'draft' where id = $1`, [paper.id]);
  expect((await admin.client.rpc('set_test_paper_languages', { p_id: paper.id, p_languages: ['en', 'hi'] })).error).toBeNull();
  const ids = paper.questions.map((q) => q.id);
  await editor.client.rpc('import_question_translations', {
    p_language: 'hi',
    p_rows: ids.map((id, i) => ({ id, ...hindi(i + 1) })),
    p_dry_run: false,
  });
  await reviewer.client.rpc('review_question_translation', { p_question_id: ids[0], p_language: 'hi', p_version: 1 });

  const refused = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published' });
  expect(refused.error?.message).toBe(
    'This paper offers Hindi: 2 of its questions have no reviewed translation of their current version (questions 2, 3)',
  );
  for (const id of ids.slice(1))
    await reviewer.client.rpc('review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 });
  expect((await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published' })).error).toBeNull();

  // Only an admin decides the paper's languages; English is always offered.
  expect((await editor.client.rpc('set_test_paper_languages', { p_id: paper.id, p_languages: ['en'] })).error?.code).toBe('42501');
  expect((await admin.client.rpc('set_test_paper_languages', { p_id: paper.id, p_languages: ['hi'] })).error?.message).toBe(
    'A paper offers English, and may offer Hindi too (en, hi)',
  );
});

test('a content file: its translations import with their writer, its reviews are recorded once, never by the writer', async () => {
  const paper = await makePaper(w, f.examId, 2);
  const rows = paper.questions.map((q, i) => ({ id: q.id, ...hindi(i + 1), translated_by: 'translator-1' }));
  const bad = await editor.client.rpc('import_question_translations', {
    p_language: 'hi',
    p_rows: [...rows, { id: paper.questions[0].id.replace(/.$/, '0'), ...hindi(3) }, { id: paper.questions[1].id, question_text: 'x' }],
    p_dry_run: false,
  });
  expect(bad.data).toEqual({
    rows: 4,
    written: 0,
    problems: [
      { row: 3, message: 'No question has this id' },
      { row: 4, message: 'A text of the translation is missing' },
    ],
  });
  expect((await editor.client.rpc('import_question_translations', { p_language: 'hi', p_rows: rows, p_dry_run: false })).error).toBeNull();
  const reviews = paper.questions.map((q) => ({ id: q.id, version: 1, reviewed_by: 'reviewer-2', reviewed_at: '2026-12-06' }));
  expect(await editor.client.rpc('record_translation_reviews', { p_language: 'hi', p_reviews: reviews })).toMatchObject({
    error: null,
    data: 2,
  });
  expect(await editor.client.rpc('record_translation_reviews', { p_language: 'hi', p_reviews: reviews })).toMatchObject({
    error: null,
    data: 2,
  });
  const bySelf = await editor.client.rpc('record_translation_reviews', {
    p_language: 'hi',
    p_reviews: [{ id: paper.questions[0].id, version: 1, reviewed_by: 'Translator-1', reviewed_at: '2026-12-06' }],
  });
  expect(bySelf.error).toBeNull(); // already reviewed: kept as it was
  const list = await editor.client.rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: 'hi' });
  expect(list.data.questions.map((q: { translation: { reviewed_by: string } }) => q.translation.reviewed_by)).toEqual([
    'reviewer-2',
    'reviewer-2',
  ]);
});

test("the learner reads the reviewed Hindi of their attempt's versions in their option order; the marking is the same in either language", async () => {
  await w.sql(`update public.test_papers set status = 'draft' where id = $1`, [f.mockPaperId]);
  await translateAndReview(f.mockQuestions.map((q) => q.id));
  expect((await admin.client.rpc('set_test_paper_languages', { p_id: f.mockPaperId, p_languages: ['en', 'hi'] })).error).toBeNull();
  await w.sql(`update public.test_papers set status = 'published' where id = $1`, [f.mockPaperId]);
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');

  const { data: attempt } = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
  const { data: english } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: attempt.id });
  const { data: translated, error } = await w.learner.rpc('get_attempt_translations', { p_attempt_id: attempt.id, p_language: 'hi' });
  expect(error).toBeNull();
  expect(translated).toHaveLength(english.length);
  const hindiOption = { A: 'पहला', B: 'दूसरा', C: 'तीसरा', D: 'चौथा' } as Record<string, string>;
  for (const [i, q] of english.entries()) {
    const t = translated[i];
    expect(t.id).toBe(q.id);
    // The same shuffled order as the English the attempt shows.
    expect([t.option_a, t.option_b, t.option_c, t.option_d]).toEqual([...(q.option_keys as string)].map((k) => hindiOption[k]));
    expect(t.explanation).toBeNull(); // not while the attempt runs
  }
  expect((await w.learner.rpc('set_attempt_language', { p_attempt_id: attempt.id, p_language: 'hi' })).error).toBeNull();
  expect((await w.learner.rpc('set_attempt_language', { p_attempt_id: attempt.id, p_language: 'fr' })).error?.message).toBe(
    'This paper is not offered in that language',
  );

  // Answers are option letters, whatever the language they were read in: the marking is the English one.
  for (const q of f.mockQuestions)
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q.id, p_selected_option: q.correct });
  const submitted = await w.learner.rpc('submit_attempt', { p_attempt_id: attempt.id });
  expect(submitted.error).toBeNull();
  const [row] = await w.sql<{ score: number; language: string }>('select score, language from public.user_test_attempts where id = $1', [
    attempt.id,
  ]);
  expect(row).toEqual({ score: 100, language: 'hi' });
  const review = await w.learner.rpc('get_attempt_translations', { p_attempt_id: attempt.id, p_language: 'hi' });
  expect(review.data[0].explanation).toMatch(/^क्योंकि उत्तर/);
});

test("nobody but staff reaches the studio's translations; another learner reads nothing of an attempt", async () => {
  const paper = await makePaper(w, f.examId, 1);
  const id = paper.questions[0].id;
  for (const client of [w.anon, w.learner]) {
    for (const [fn, args] of [
      ['save_question_translation', { p_question_id: id, p_language: 'hi', p_translation: hindi(1) }],
      ['review_question_translation', { p_question_id: id, p_language: 'hi', p_version: 1 }],
      ['import_question_translations', { p_language: 'hi', p_rows: [{ id, ...hindi(1) }], p_dry_run: false }],
      ['record_translation_reviews', { p_language: 'hi', p_reviews: [] }],
      ['studio_question_translation', { p_question_id: id, p_language: 'hi' }],
      ['studio_paper_translations', { p_paper_id: paper.id, p_language: 'hi' }],
      ['set_test_paper_languages', { p_id: paper.id, p_languages: ['en', 'hi'] }],
    ] as const) {
      const { error } = await client.rpc(fn, args);
      expect([fn, ['42501', 'PGRST202'].includes(error?.code ?? '')]).toEqual([fn, true]);
    }
    const { data, error } = await client.from('question_translations').select('*');
    expect(data ?? []).toEqual([]);
    expect(error === null || ['42501', 'PGRST205'].includes(error.code)).toBe(true);
  }
  const [attempt] = await w.sql<{ id: string }>('select id from public.user_test_attempts where user_id = $1', [w.learnerId]);
  const theirs = await w.second.rpc('get_attempt_translations', { p_attempt_id: attempt.id, p_language: 'hi' });
  expect(theirs.error?.code).toBe('42501');
  expect((await w.second.rpc('set_attempt_language', { p_attempt_id: attempt.id, p_language: 'en' })).error?.code).toBe('42501');
});
