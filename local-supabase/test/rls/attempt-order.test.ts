// Attempts that test knowledge, not memory: the server fixes each attempt's question and option order at its
// start, stores it, presents it the same way on every read, takes answers against the canonical option only from a
// page that knows the order (NSM02 otherwise), and an answer key learnt by position is worth chance in the next one.
import { type World, startWorld, STARTUP_MS } from './harness';
import { type RuledExam, SERIES, caseOf, makeRuledExam, mcqs, type Option } from './exam-fixture';

let w: World;
let flat: RuledExam; // 100 one-mark questions
let cased: RuledExam; // 6 questions, a case of 5, 4 questions, a case of 3
beforeAll(async () => {
  w = await startWorld();
  flat = await makeRuledExam(w, { rulesOf: SERIES['X-A'], questions: mcqs(100) });
  cased = await makeRuledExam(w, {
    rulesOf: SERIES['X-B'],
    questions: [...mcqs(6), ...caseOf(1, 5), ...mcqs(4), ...caseOf(2, 3)],
  });
  for (const exam of [flat, cased]) {
    await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  }
}, STARTUP_MS);
afterAll(() => w?.stop());

interface Shown {
  id: string;
  position: number;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  option_keys: string;
  case_id: string | null;
}
const LETTERS: Option[] = ['A', 'B', 'C', 'D'];

const start = async (exam: RuledExam, client = w.learner) => {
  // A new attempt each time (the one a previous step left running is submitted).
  const { data, error } = await client.rpc('start_attempt', { p_test_paper_id: exam.paperId, p_end_running: true });
  if (error) throw new Error(error.message);
  return data.id as string;
};
const shown = async (attemptId: string, client = w.learner): Promise<Shown[]> => {
  const { data, error } = await client.rpc('get_attempt_questions', { p_attempt_id: attemptId });
  if (error) throw new Error(error.message);
  return data;
};
const canonicalTexts = async (paperId: string) =>
  new Map(
    (
      await w.sql<{ id: string; a: string; b: string; c: string; d: string }>(
        'select id, option_a a, option_b b, option_c c, option_d d from public.questions where test_paper_id = $1',
        [paperId],
      )
    ).map((q) => [q.id, { A: q.a, B: q.b, C: q.c, D: q.d } as Record<Option, string>]),
  );

test('the order is fixed at the start: the same on every read and on a second device, new for each attempt', async () => {
  const learner = await w.newLearner('order', 2);
  const [phone, laptop] = learner.clients;
  await w.purchase(learner.id, flat.premiumPlanId, 'completed');
  const id = await start(flat, phone);
  const first = await shown(id, phone);
  expect(await shown(id, phone)).toEqual(first);
  expect(await shown(id, laptop)).toEqual(first);
  expect(first.map((q) => q.position)).toEqual(first.map((_, i) => i + 1));
  expect(first.map((q) => q.id).sort()).toEqual(flat.questions.map((q) => q.id).sort());
  // Shuffled: not the paper's own order, and options in more than one arrangement.
  expect(first.map((q) => q.id)).not.toEqual(flat.questions.map((q) => q.id));
  expect(new Set(first.map((q) => q.option_keys)).size).toBeGreaterThan(5);

  const texts = await canonicalTexts(flat.paperId);
  for (const q of first) {
    const canonical = texts.get(q.id)!;
    expect([q.option_a, q.option_b, q.option_c, q.option_d]).toEqual([...q.option_keys].map((k) => canonical[k as Option]));
  }
  const next = await shown(await start(flat, phone), phone);
  expect(next.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
});

test("a case stays together, its sub-questions in the paper's order", async () => {
  const paperOrder = cased.questions.map((q) => q.id);
  for (let i = 0; i < 5; i++) {
    const order = await shown(await start(cased));
    for (const c of cased.cases) {
      const subs = order.filter((q) => q.case_id === c.id);
      const at = order.findIndex((q) => q.case_id === c.id);
      expect(order.slice(at, at + subs.length).every((q) => q.case_id === c.id)).toBe(true);
      expect(subs.map((q) => q.id)).toEqual(paperOrder.filter((id) => subs.some((q) => q.id === id)));
    }
  }
});

test("the stored order is out of every client's reach, and another learner cannot read the attempt", async () => {
  const id = await start(flat);
  expect((await w.learner.from('attempt_question_order').select('*')).error).not.toBeNull();
  expect((await w.learner.schema('private').from('attempt_question_order').select('*')).error).not.toBeNull();
  expect((await w.second.rpc('get_attempt_questions', { p_attempt_id: id })).error?.code).toBe('42501');
  expect((await w.anon.rpc('get_attempt_questions', { p_attempt_id: id })).error?.code).toBe('42501');
  expect(
    (await w.learner.schema('private').from('attempt_question_order').update({ option_keys: 'ABCD' }).eq('attempt_id', id)).error,
  ).not.toBeNull();
  const [{ n }] = await w.sql<{ n: number }>(
    "select count(*)::int n from private.attempt_question_order where attempt_id = $1 and option_keys <> 'ABCD'",
    [id],
  );
  expect(n).toBeGreaterThan(50);
});

test('a page that does not send the order it shows (a stale client) is refused with NSM02 and nothing is saved', async () => {
  const id = await start(flat);
  // A question shown in canonical order (ABCD) takes an answer without the order, as an attempt from before orders did.
  const q = (await shown(id)).find((s) => s.option_keys !== 'ABCD')!;
  const other = ['ABCD', 'DCBA', 'BADC'].find((k) => k !== q.option_keys)!;
  for (const keys of [undefined, other]) {
    const r = await w.learner.rpc('save_answer', { p_attempt_id: id, p_question_id: q.id, p_selected_option: 'A', p_option_keys: keys });
    expect(r.error).toMatchObject({ code: 'NSM02', message: expect.stringContaining('reload the test') });
  }
  expect((await w.learner.from('user_answers').select('id').eq('attempt_id', id)).data).toEqual([]);
  // The review mark and the time need no order; an answer with the order shown is kept, canonical.
  expect((await w.learner.rpc('save_answer', { p_attempt_id: id, p_question_id: q.id, p_marked_for_review: true })).error).toBeNull();
  const ok = await w.learner.rpc('save_answer', {
    p_attempt_id: id,
    p_question_id: q.id,
    p_selected_option: q.option_keys[2],
    p_option_keys: q.option_keys,
  });
  expect(ok.error).toBeNull();
  expect(ok.data).toMatchObject({ selected_option: q.option_keys[2], marked_for_review: true });
});

test('an attempt started before orders were stored opens in canonical order and takes answers as before', async () => {
  const id = await start(flat);
  await w.sql('delete from private.attempt_question_order where attempt_id = $1', [id]);
  // As the content-studio migration recorded such an attempt: the paper's questions in paper order, options as written.
  await w.sql('select private.attempt_order_backfill($1)', [id]);
  const order = await shown(id);
  expect(order.map((q) => q.id)).toEqual(flat.questions.map((q) => q.id));
  expect(new Set(order.map((q) => q.option_keys))).toEqual(new Set(['ABCD']));
  const q = flat.questions[0];
  expect((await w.learner.rpc('save_answer', { p_attempt_id: id, p_question_id: q.id, p_selected_option: q.correct })).error).toBeNull();
  expect(
    (await w.learner.rpc('save_answer', { p_attempt_id: id, p_question_id: q.id, p_selected_option: 'A', p_option_keys: 'DCBA' })).error
      ?.code,
  ).toBe('NSM02');
  const done = await w.learner.rpc('submit_attempt', { p_attempt_id: id });
  expect(done.data).toMatchObject({ correct_count: 1 });
});

test('the review shows the order and option letters the learner saw, with canonical keys', async () => {
  const id = await start(cased);
  const order = await shown(id);
  for (const q of order) {
    const key = cased.questions.find((c) => c.id === q.id)!.correct;
    expect((await w.answer(w.learner, { p_attempt_id: id, p_question_id: q.id, p_selected_option: key })).error).toBeNull();
  }
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: id })).data).toMatchObject({ correct_count: cased.questions.length });
  const { data: review } = await w.learner.rpc('get_attempt_review', { p_attempt_id: id });
  expect(review.map((r: { question_id: string }) => r.question_id)).toEqual(order.map((q) => q.id));
  review.forEach((r: Shown & { selected_option: string; correct_option: string }, i: number) => {
    expect([r.option_a, r.option_b, r.option_c, r.option_d, r.option_keys]).toEqual([
      order[i].option_a,
      order[i].option_b,
      order[i].option_c,
      order[i].option_d,
      order[i].option_keys,
    ]);
    expect(r.selected_option).toBe(r.correct_option);
  });
});

test('an answer key learnt by position in one attempt scores at chance in the next', async () => {
  // Attempt 1, answered right and reviewed: the key as the learner saw it, one displayed letter per position.
  const first = await start(flat);
  for (const q of await shown(first)) {
    const key = flat.questions.find((c) => c.id === q.id)!.correct;
    await w.answer(w.learner, { p_attempt_id: first, p_question_id: q.id, p_selected_option: key });
  }
  await w.learner.rpc('submit_attempt', { p_attempt_id: first });
  const { data: review } = await w.learner.rpc('get_attempt_review', { p_attempt_id: first });
  const learnt: Option[] = review.map((r: Shown & { correct_option: string }) => LETTERS[r.option_keys.indexOf(r.correct_option)]);

  // Answer by that key, position by position, as the page shows the next attempts.
  const answerByPosition = async (id: string) => {
    for (const q of await shown(id)) {
      const letter = learnt[q.position - 1];
      const r = await w.answer(w.learner, {
        p_attempt_id: id,
        p_question_id: q.id,
        p_selected_option: q.option_keys[LETTERS.indexOf(letter)],
      });
      if (r.error) throw new Error(r.error.message);
    }
    const { data } = await w.learner.rpc('submit_attempt', { p_attempt_id: id });
    return data.correct_count as number;
  };
  let correct = 0;
  for (let i = 0; i < 3; i++) correct += await answerByPosition(await start(flat));
  // 300 questions at 1 in 4: mean 75, standard deviation 7.5. Well under what memory would give (300).
  expect(correct).toBeLessThan(120);

  // Control: without a stored order (the old behaviour) a key learnt by position scores full marks.
  const unshuffled = await start(flat);
  await w.sql('delete from private.attempt_question_order where attempt_id = $1', [unshuffled]);
  await w.sql('select private.attempt_order_backfill($1)', [unshuffled]);
  for (const [i, q] of (await shown(unshuffled)).entries()) {
    const r = await w.learner.rpc('save_answer', {
      p_attempt_id: unshuffled,
      p_question_id: q.id,
      p_selected_option: flat.questions[i].correct,
    });
    if (r.error) throw new Error(r.error.message);
  }
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: unshuffled })).data.correct_count).toBe(100);
}, 120_000);
