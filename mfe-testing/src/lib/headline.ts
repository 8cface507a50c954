// The one figure that decides Pass/Fail, as NISM shows it: net marks out of total marks, as a percentage. The spec's
// score (correct answers ÷ questions) is shown beside it under its own name. Attempts submitted before the marking
// existed have no net marks: their score stands in, labelled as what it is.

export interface HeadlineSource {
  score: number | null;
  net_percent?: number | null;
}

/** The headline's percentage: net_percent, or the score for an attempt from before the marking. */
export function headlinePercent(attempt: HeadlineSource): number {
  return attempt.net_percent !== null && attempt.net_percent !== undefined ? Number(attempt.net_percent) : (attempt.score ?? 0);
}

/** 62.5 → '62.5', 50 → '50', 66.666 → '66.67'. */
export const formatNumber = (n: number) => String(Math.round(n * 100) / 100);
