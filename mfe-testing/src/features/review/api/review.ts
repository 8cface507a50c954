import { getSupabase, unwrap } from '@nism/platform';
import { fsrs, Rating, State, type Card } from 'ts-fsrs';
import type { Option } from '../../../lib/options';

/** A card as the server stores it (public.review_cards), dates as ISO strings. */
export interface StoredCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: string | null;
}

export interface ReviewQuestion {
  id: string;
  test_paper_id: string;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  topic: string | null;
  marks: number;
  case_title: string | null;
  case_passage: string | null;
}

export interface DueCard {
  question: ReviewQuestion;
  reasons: ('wrong' | 'guessed' | 'bookmarked')[];
  card: StoredCard;
}

export interface ReviewSessionData {
  server_time: string;
  /** Cards due now in this exam (the session serves at most 20 of them). */
  due: number;
  next_due: string | null;
  cards: DueCard[];
}

export interface ReviewResult {
  is_correct: boolean;
  correct_option: Option;
  explanation: string;
  due: string;
}

/** Today's review of an exam: the learner's due cards, without keys (start_review). */
export async function startReview(examId: string): Promise<ReviewSessionData> {
  return unwrap(await (await getSupabase()).rpc('start_review', { p_exam_id: examId, p_limit: 20 })) as unknown as ReviewSessionData;
}

const toCard = (c: StoredCard): Card => ({
  ...c,
  due: new Date(c.due),
  last_review: c.last_review ? new Date(c.last_review) : undefined,
});

/**
 * The cards FSRS gives this card for a wrong answer (Again) and a right one (Good), at `now` (the server's time):
 * the server grades the answer and keeps the one for its grade (docs/spaced-review.md).
 */
export function nextCards(card: StoredCard, now: Date): { again: Card; good: Card } {
  const outcomes = fsrs().repeat(toCard(card), now);
  return { again: outcomes[Rating.Again].card, good: outcomes[Rating.Good].card };
}

/** Sends a review answer; the server grades it, keeps the schedule for that grade and returns the key. */
export async function answerReview(due: DueCard, selected: Option, now: Date): Promise<ReviewResult> {
  const result = await (
    await getSupabase()
  ).rpc('answer_review', {
    p_question_id: due.question.id,
    p_selected_option: selected,
    p_next: nextCards(due.card, now) as never,
  });
  return unwrap(result) as unknown as ReviewResult;
}

/** Adds a question met in a submitted attempt to the review queue (or takes the bookmark off). */
export async function bookmarkQuestion(questionId: string, bookmarked = true): Promise<void> {
  unwrap(await (await getSupabase()).rpc('bookmark_question', { p_question_id: questionId, p_bookmarked: bookmarked }));
}
