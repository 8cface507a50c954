import type { QuestionStatus } from '../../../lib/question-filters';

/** An answer letter. */
export type AnswerKey = 'A' | 'B' | 'C' | 'D';
export const ANSWER_KEYS: readonly AnswerKey[] = ['A', 'B', 'C', 'D'];

/** One row of the question bank's list (studio_questions). */
export interface StudioQuestionRow {
  id: string;
  exam_id: string;
  exam_name: string;
  paper_id: string;
  paper_title: string;
  position: number | null;
  question_text: string;
  topic: string | null;
  marks: number;
  case_id: string | null;
  case_title: string | null;
  status: QuestionStatus;
  version: number;
  open_reports: number;
  updated_at: string;
  updated_by_email: string | null;
}

export interface QuestionVersion {
  version: number;
  created_at: string;
  created_by_email: string | null;
}

/** One question with everything the editor shows (studio_question, and save_question's answer): its list row and more. */
export interface StudioQuestion extends StudioQuestionRow {
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: AnswerKey | '' | null;
  explanation: string | null;
  case_passage: string | null;
  /** Whether any learner has answered it (then it can be retired, not deleted). */
  attempted: boolean;
  versions: QuestionVersion[];
}

/** What save_question writes (p_question). */
export interface QuestionInput {
  paper_id: string;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: AnswerKey;
  explanation: string;
  topic: string;
  marks: number;
  case_id: string | null;
}

/** The choices the editor's selects offer (studio_options). */
export interface StudioOptions {
  exams: {
    id: string;
    name: string;
    topics: string[];
    papers: { id: string; title: string; cases: { id: string; title: string }[] }[];
  }[];
}
