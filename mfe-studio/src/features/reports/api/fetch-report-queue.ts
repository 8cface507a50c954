import { callRpc } from '../../../lib/rpc';

export type ReportStatus = 'open' | 'fixed' | 'dismissed';
export type ReportReason = 'wrong_key' | 'unclear_wording' | 'outdated_fact' | 'typo';

/** One learner's report inside a queue item. */
export interface QuestionReport {
  id: string;
  reason: ReportReason | string;
  note: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  resolution_note: string | null;
}

/** A reported question as the learner saw it, with its reports (list_report_queue). */
export interface ReportQueueItem {
  question_id: string;
  exam_name: string;
  paper_title: string;
  position: number | null;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: string;
  explanation: string | null;
  topic: string | null;
  report_count: number;
  reports: QuestionReport[];
  /** The version the latest reporter saw (what is shown), and the question's version now. */
  question_version?: number | null;
  current_version?: number | null;
}

export const REPORT_PAGE_SIZE = 20;

/** The questions with reports in `status`, most reported first. */
export async function fetchReportQueue(status: ReportStatus, offset = 0): Promise<ReportQueueItem[]> {
  const rows = await callRpc<ReportQueueItem[] | null>('list_report_queue', {
    p_status: status,
    p_limit: REPORT_PAGE_SIZE,
    p_offset: offset,
  });
  return (rows ?? []).map((row) => ({ ...row, reports: Array.isArray(row.reports) ? row.reports : [] }));
}
