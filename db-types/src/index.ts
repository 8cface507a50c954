// The database's types, generated from supabase/migrations (database.generated.ts), and the row names the apps use.
// Everything here derives from the generated file; the only hand-written shapes are what Postgres cannot describe:
// the JSON inside exam_info.structure, and the nullability of columns that functions return as a table.
import { Constants, type Database, type Enums, type Tables } from './database.generated';

export { Constants };
export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.generated';

type Functions = Database['public']['Functions'];

/** An answer letter: the answer_option enum (questions.correct_option, user_answers.selected_option). */
export type AnswerOption = Enums<'answer_option'>;
/** The answer letters in order, from the enum. */
export const ANSWER_OPTIONS = Constants.public.Enums.answer_option;
export type PlanType = Enums<'plan_type'>;
export type PaymentStatus = Enums<'payment_status'>;
export type PaymentOrderStatus = Enums<'payment_order_status'>;

/** One section of exam_info.structure (a jsonb array, checked by the seed tests). */
export type ExamStructureRow = { section: string; questions: number; marks_each: number; marks: number };

export type ExamRow = Tables<'exams'>;
export type ExamInfoRow = Omit<Tables<'exam_info'>, 'structure'> & { structure: ExamStructureRow[] };
export type ExamPlanRow = Tables<'exam_plans'>;
export type ExamPurchaseRow = Tables<'exam_purchases'>;
export type TestPaperRow = Tables<'test_papers'>;
export type UserTestAttemptRow = Tables<'user_test_attempts'>;
export type UserAnswerRow = Tables<'user_answers'>;
export type PaymentOrderRow = Tables<'payment_orders'>;
/** A learner's access to an exam as checkout publishes it (exam_access): active is the server's judgement. */
export type ExamAccessRow = Omit<Functions['exam_access']['Returns'][number], 'payment_status'> & { payment_status: PaymentStatus };

/** A question as an attempt shows it (no key); case_id is null outside a case. */
export type AttemptQuestion = Omit<Functions['get_attempt_questions']['Returns'][number], 'case_id'> & { case_id: string | null };
/**
 * A reviewed question; selected_option is null when unanswered, case_id and topic null where the question has none,
 * time_spent_ms null where no time was recorded.
 */
export type AttemptReviewRow = Omit<
  Functions['get_attempt_review']['Returns'][number],
  'selected_option' | 'case_id' | 'topic' | 'time_spent_ms'
> & {
  selected_option: AnswerOption | null;
  case_id: string | null;
  topic: string | null;
  time_spent_ms: number | null;
};
