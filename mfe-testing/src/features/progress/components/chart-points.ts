import { headlinePercent } from '../../../lib/headline';
import type { ProgressAttempt } from '../api/fetch-exam-progress';

export interface ChartPoint {
  /** 1, 2, 3… in the order the attempts were taken. */
  attempt: number;
  at: string;
  /** The headline: net marks ÷ total marks, or the score on attempts from before the marking (lib/headline.ts). */
  marks: number;
  /** Correct answers ÷ questions. */
  score: number;
  retake: boolean;
}

/** Submitted attempts, oldest first, as points of the score chart. */
export function chartPoints(attempts: ProgressAttempt[]): ChartPoint[] {
  return attempts
    .filter((a) => a.completed && a.score !== null)
    .sort((a, b) => (a.end_time ?? a.start_time).localeCompare(b.end_time ?? b.start_time))
    .map((a, i) => ({
      attempt: i + 1,
      at: a.end_time ?? a.start_time,
      marks: headlinePercent(a),
      score: a.score!,
      retake: a.retake,
    }));
}
