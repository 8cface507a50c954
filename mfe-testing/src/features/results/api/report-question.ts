import { ApiError, getSupabase, unwrap } from '@nism/platform';

/** The report reasons of public.question_report_reason, as a learner reads them. */
export const REPORT_REASONS = {
  wrong_key: 'The answer key is wrong',
  unclear_wording: 'The wording is unclear',
  outdated_fact: 'A fact is out of date',
  typo: 'There is a typo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export interface QuestionReport {
  question_id: string;
  reason: ReportReason;
  note: string | null;
  /** What the content team did: nothing yet ('open'), corrected the question, or kept it with a reason. */
  status?: 'open' | 'fixed' | 'dismissed';
  resolved_at?: string | null;
  resolution_note?: string | null;
}

/** Reports a question (again: the learner's earlier report of it is updated). Rate limited per hour (PT429). */
export async function reportQuestion(questionId: string, reason: ReportReason, note: string): Promise<QuestionReport> {
  const row = unwrap(
    await (await getSupabase()).rpc('report_question', { p_question_id: questionId, p_reason: reason, p_note: note.trim() || undefined }),
  );
  return row as QuestionReport; // status is a checked text column: open, fixed or dismissed
}

/** The learner's own reports (RLS shows no one else's), by question. */
export async function fetchMyReports(): Promise<Record<string, QuestionReport>> {
  const rows = unwrap(
    await (await getSupabase()).from('question_reports').select('question_id, reason, note, status, resolved_at, resolution_note'),
  );
  return Object.fromEntries(rows.map((r) => [r.question_id, r as QuestionReport])); // status: see reportQuestion
}

export const isRateLimited = (error: unknown) => error instanceof ApiError && error.code === 'PT429';
