import { getSupabase, unwrap } from '@nism/platform';

/** One attempt as get_exam_progress reports it; the marking fields are null for attempts from before the marking. */
export interface ProgressAttempt {
  id: string;
  start_time: string;
  end_time: string | null;
  deadline: string;
  completed: boolean;
  score: number | null;
  net_marks: number | null;
  total_marks: number | null;
  net_percent: number | null;
  passed: boolean | null;
  passing_score_percent: number | null;
  /** Started after a submitted attempt of the paper had shown its keys. */
  retake: boolean;
  /** Set when the attempt was marked again after submission. */
  remarked_at: string | null;
  time_taken_seconds: number | null;
}

export interface ProgressPaper {
  id: string;
  title: string;
  position: number;
  duration_minutes: number;
  question_count: number;
  /** Oldest first. */
  attempts: ProgressAttempt[];
}

export interface TopicProgress {
  topic: string;
  chapter: string | null;
  correct: number;
  wrong: number;
  unanswered: number;
  total: number;
  accuracy: number;
  trend: { attempt_id: string; at: string; accuracy: number }[];
}

export interface ExamProgress {
  exam_id: string;
  passing_score_percent: number | null;
  server_time: string;
  papers: ProgressPaper[];
  /** Over submitted attempts, weakest first. */
  topics: TopicProgress[];
}

/** The learner's whole history of one exam in one round trip (aggregated in the database). */
export async function fetchExamProgress(examId: string): Promise<ExamProgress> {
  const data = unwrap(await (await getSupabase()).rpc('get_exam_progress', { p_exam_id: examId }));
  return data as unknown as ExamProgress;
}
