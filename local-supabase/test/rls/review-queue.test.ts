// Spaced review (issue 50 §2) from outside: a submitted attempt's wrong, changed and flagged answers enter the
// learner's queue, due the next day; a bookmark adds any question met in a submitted attempt; the review grades the
// answer itself and keeps the FSRS card (ts-fsrs) for that grade; a learner sees and changes only their own cards.
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
let attemptId: string;
const wrongOf = (key: string) => ({ A: 'B', B: 'C', C: 'D', D: 'A' })[key]!;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  await w.purchase(w.secondId, f.premiumPlanId, 'completed');
  // Mock questions: 1 wrong, 2 right then changed to right again, 3 right and flagged, 4 right, the rest skipped.
  const { data: attempt } = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
  attemptId = attempt.id;
  const [q1, q2, q3, q4] = f.mockQuestions;
  const save = (q: { id: string }, args: Record<string, unknown>) =>
    w.answer(w.learner, { p_attempt_id: attemptId, p_question_id: q.id, ...args });
  await save(q1, { p_selected_option: wrongOf(q1.correct) });
  await save(q2, { p_selected_option: wrongOf(q2.correct) });
  await save(q2, { p_selected_option: q2.correct });
  await save(q3, { p_selected_option: q3.correct, p_marked_for_review: true });
  await save(q4, { p_selected_option: q4.correct });
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: attemptId })).error).toBeNull();
}, STARTUP_MS);
afterAll(() => w?.stop());

/** The cards ts-fsrs gives a stored card for each grade, as the browser sends them. */
function next(card: Card, now: Date) {
  const scheduler = fsrs();
  const r = scheduler.repeat(card, now);
  return { again: r[Rating.Again].card, good: r[Rating.Good].card };
}
const storedCard = (c: Record<string, any>): Card =>
  ({
    ...c,
    due: new Date(c.due),
    last_review: c.last_review ? new Date(c.last_review) : undefined,
  }) as Card;

test('wrong, changed and flagged answers enter the queue, due the next day; a right, untouched answer does not', async () => {
  const { data: cards } = await w.learner.from('review_cards').select('question_id, reasons, due, state, reps');
  const byQuestion = new Map((cards ?? []).map((c) => [c.question_id, c]));
  const [q1, q2, q3, q4] = f.mockQuestions;
  expect(byQuestion.get(q1.id)?.reasons).toEqual(['wrong']);
  expect(byQuestion.get(q2.id)?.reasons).toEqual(['guessed']);
  expect(byQuestion.get(q3.id)?.reasons).toEqual(['guessed']);
  expect(byQuestion.has(q4.id)).toBe(false);
  expect(cards).toHaveLength(3);
  const hours = (new Date(byQuestion.get(q1.id)!.due).getTime() - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  // Nothing is due today.
  const { data: today } = await w.learner.rpc('start_review', { p_exam_id: f.examId });
  expect(today).toMatchObject({ due: 0, cards: [] });
});

test('a bookmark adds a question met in a submitted attempt; one never met is 404', async () => {
  const q4 = f.mockQuestions[3];
  const { data, error } = await w.learner.rpc('bookmark_question', { p_question_id: q4.id });
  expect(error).toBeNull();
  expect(data).toEqual({ question_id: q4.id, bookmarked: true });
  const { data: card } = await w.learner.from('review_cards').select('reasons').eq('question_id', q4.id).single();
  expect(card?.reasons).toEqual(['bookmarked']);
  const never = await w.second.rpc('bookmark_question', { p_question_id: q4.id });
  expect([never.status, never.error?.code]).toEqual([404, 'P0002']);
  const visitor = await w.anon.rpc('bookmark_question', { p_question_id: q4.id });
  expect(visitor.error?.code).toBe('42501');
});

test("the next day the wrong answer is served; the server grades it and keeps FSRS's card for that grade", async () => {
  // The next day: the cards' due times moved a day back.
  await w.sql(`update public.review_cards set due = due - interval '1 day', added_at = added_at - interval '1 day' where user_id = $1`, [
    w.learnerId,
  ]);
  const { data: review, error } = await w.learner.rpc('start_review', { p_exam_id: f.examId });
  expect(error).toBeNull();
  expect(review.due).toBe(4);
  const q1 = f.mockQuestions[0];
  const served = review.cards.find((c: any) => c.question.id === q1.id);
  expect(served.reasons).toEqual(['wrong']);
  expect(served.question).not.toHaveProperty('correct_option');
  expect(served.question).not.toHaveProperty('explanation');

  const now = new Date(review.server_time);
  const cards = next(storedCard(served.card), now);
  // The browser cannot choose its grade: a wrong answer sent with a "good" card claiming a right one keeps "again".
  const { data: answered } = await w.learner.rpc('answer_review', {
    p_question_id: q1.id,
    p_selected_option: wrongOf(q1.correct),
    p_next: cards,
  });
  expect(answered).toMatchObject({ is_correct: false, correct_option: q1.correct, explanation: `Because ${q1.correct}.` });
  const { data: stored } = await w.learner.from('review_cards').select('reps, state, due, stability').eq('question_id', q1.id).single();
  expect(stored).toMatchObject({ reps: 1, state: cards.again.state });
  expect(new Date(stored!.due).getTime()).toBe(cards.again.due.getTime());
  expect(stored!.stability).toBeCloseTo(cards.again.stability, 6);
});

test('a forged schedule is refused with 400 and changes nothing; a card not due is 404', async () => {
  const q2 = f.mockQuestions[1];
  const { data: review } = await w.learner.rpc('start_review', { p_exam_id: f.examId });
  const served = review.cards.find((c: any) => c.question.id === q2.id);
  const cards = next(storedCard(served.card), new Date(review.server_time));
  const forged = { ...cards, good: { ...cards.good, reps: 7, due: new Date(Date.now() + 400 * 365 * 86_400_000) } };
  const refused = await w.learner.rpc('answer_review', { p_question_id: q2.id, p_selected_option: q2.correct, p_next: forged });
  expect([refused.status, refused.error?.code]).toEqual([400, '22023']);
  const garbage = await w.learner.rpc('answer_review', { p_question_id: q2.id, p_selected_option: q2.correct, p_next: { good: 'x' } });
  expect([garbage.status, garbage.error?.code]).toEqual([400, '22023']);
  const { data: same } = await w.learner.from('review_cards').select('reps').eq('question_id', q2.id).single();
  expect(same?.reps).toBe(0);
  // Reviewed once, the first question is not due again yet.
  const q1 = f.mockQuestions[0];
  await w.sql(`update public.review_cards set due = now() + interval '1 hour' where user_id = $1 and question_id = $2`, [
    w.learnerId,
    q1.id,
  ]);
  const early = await w.learner.rpc('answer_review', { p_question_id: q1.id, p_selected_option: q1.correct, p_next: cards });
  expect([early.status, early.error?.code]).toEqual([404, 'P0002']);
});

test("another learner neither sees nor reviews a learner's cards; a visitor cannot write them", async () => {
  const { data: theirs } = await w.second.from('review_cards').select('*');
  expect(theirs).toEqual([]);
  const { data: review } = await w.second.rpc('start_review', { p_exam_id: f.examId });
  expect(review).toMatchObject({ due: 0, cards: [] });
  const q2 = f.mockQuestions[1];
  const card = createEmptyCard(new Date());
  const other = await w.second.rpc('answer_review', {
    p_question_id: q2.id,
    p_selected_option: q2.correct,
    p_next: next(card, new Date()),
  });
  expect([other.status, other.error?.code]).toEqual([404, 'P0002']);
  const write = await w.second.from('review_cards').update({ due: new Date().toISOString() }).eq('user_id', w.learnerId).select();
  expect(write.data ?? []).toEqual([]);
  const insert = await w.second.from('review_cards').insert({ user_id: w.secondId, question_id: q2.id, due: new Date().toISOString() });
  expect(insert.error?.code).toBe('42501');
  const visitor = await w.anon.from('review_cards').select('*');
  expect(visitor.data ?? []).toEqual([]);
});
