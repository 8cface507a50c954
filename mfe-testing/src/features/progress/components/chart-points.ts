import type { ProgressAttempt } from '../api/fetch-exam-progress';

export interface ChartPoint {
  /** 1, 2, 3… in the order the attempts were taken. */
  attempt: number;
  at: string;
  score: number;
  /** Null for attempts from before the exam's marking. */
  netPercent: number | null;
}

/** Submitted attempts, oldest first, as points of the score chart. */
export function chartPoints(attempts: ProgressAttempt[]): ChartPoint[] {
  return attempts
    .filter((a) => a.completed && a.score !== null)
    .sort((a, b) => (a.end_time ?? a.start_time).localeCompare(b.end_time ?? b.start_time))
    .map((a, i) => ({ attempt: i + 1, at: a.end_time ?? a.start_time, score: a.score!, netPercent: a.net_percent }));
}
