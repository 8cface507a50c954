import type { ReviewItem } from '../../features/results/api/fetch-attempt-review';
import type { Attempt } from '../../lib/rows';

export const PASS_MARK_PERCENT = 60;

export type Outcome = 'correct' | 'incorrect' | 'unanswered';

export const outcomeOf = (item: ReviewItem): Outcome =>
  item.selected_option === null ? 'unanswered' : item.selected_option === item.correct_option ? 'correct' : 'incorrect';

export interface ResultStats {
  score: number;
  passed: boolean;
  correct: number;
  incorrect: number;
  unanswered: number;
  total: number;
  /** Seconds from start to submission (capped at the deadline by the server). */
  timeTakenSeconds: number;
}

export function resultStats(attempt: Attempt, items: ReviewItem[]): ResultStats {
  const counts = { correct: 0, incorrect: 0, unanswered: 0 };
  for (const item of items) counts[outcomeOf(item)] += 1;
  const total = items.length;
  // The stored score is the backend's; the fallback is the same formula (spec §5).
  const score = attempt.score ?? (total ? Math.round((counts.correct / total) * 100) : 0);
  const end = attempt.end_time ? new Date(attempt.end_time).getTime() : new Date(attempt.deadline).getTime();
  return {
    score,
    passed: score >= PASS_MARK_PERCENT,
    ...counts,
    total,
    timeTakenSeconds: Math.max(0, (end - new Date(attempt.start_time).getTime()) / 1000),
  };
}

export type ResultFilter = 'all' | 'incorrect' | 'unanswered' | 'marked';

export function filterItems(items: ReviewItem[], filter: ResultFilter, marked: ReadonlySet<string>): ReviewItem[] {
  if (filter === 'all') return items;
  if (filter === 'marked') return items.filter((item) => marked.has(item.question_id));
  return items.filter((item) => outcomeOf(item) === filter);
}
