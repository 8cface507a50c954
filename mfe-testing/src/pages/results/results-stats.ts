import type { ReviewItem } from '../../features/results/api/fetch-attempt-review';
import type { AttemptMarking, SectionResult } from '../../features/results/api/fetch-attempt-marking';
import { outcomeOf } from '../../features/results/components/outcome';
import { headlinePercent } from '../../lib/headline';
import type { Attempt } from '../../lib/rows';

export interface ResultStats {
  /** The spec's score: correct answers ÷ questions, rounded. */
  score: number;
  /** Net marks ÷ total marks: the headline that decides Pass/Fail (lib/headline.ts). */
  headline: number;
  /** The database's verdict on the net marks; null before the marking existed or without a pass mark. */
  passed: boolean | null;
  passMarkPercent: number | null;
  /** Net marks after negative marking; null on attempts submitted before the marking existed. */
  netMarks: number | null;
  totalMarks: number | null;
  negativeMarks: number | null;
  /** The exam's deduction per wrong answer, in % of its marks; 0 where the exam has none, null before the marking. */
  negativeMarkingPercent: number | null;
  retake: boolean;
  /** Why and when the attempt was marked again after submission. */
  remark: { at: string; reason: string } | null;
  sections: SectionResult[];
  correct: number;
  incorrect: number;
  unanswered: number;
  total: number;
  /** Seconds from start to submission (capped at the deadline by the server). */
  timeTakenSeconds: number;
}

/** `items` is null while the review is withheld: the counts stored with the marking stand in. */
export function resultStats(attempt: Attempt & AttemptMarking, items: ReviewItem[] | null): ResultStats {
  const counts = { correct: attempt.correct_count ?? 0, incorrect: attempt.wrong_count ?? 0, unanswered: attempt.unanswered_count ?? 0 };
  if (items) {
    counts.correct = counts.incorrect = counts.unanswered = 0;
    for (const item of items) counts[outcomeOf(item)] += 1;
  }
  const total = items ? items.length : counts.correct + counts.incorrect + counts.unanswered;
  // The stored score is the backend's; the fallback is the same formula (spec §5).
  const score = attempt.score ?? (total ? Math.round((counts.correct / total) * 100) : 0);
  const end = attempt.end_time ? new Date(attempt.end_time).getTime() : new Date(attempt.deadline).getTime();
  return {
    score,
    headline: headlinePercent({ score, net_percent: attempt.net_percent }),
    passed: attempt.passed,
    passMarkPercent: attempt.passing_score_percent,
    netMarks: attempt.net_marks,
    totalMarks: attempt.total_marks,
    negativeMarks: attempt.negative_marks,
    negativeMarkingPercent: attempt.negative_marking_percent,
    retake: attempt.retake,
    remark: attempt.remarked_at && attempt.remark_reason ? { at: attempt.remarked_at, reason: attempt.remark_reason } : null,
    sections: attempt.section_results ?? [],
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
