// The typed schema of supabase/migrations (see docs/backend-api.md), in the shape `supabase gen types` emits.
// Keep in step with the migrations: a column renamed there must be renamed here.

type Timestamp = string;
type Option = 'A' | 'B' | 'C' | 'D';

type Table<Row, Required extends keyof Row, Relationships extends unknown[] = []> = {
  Row: Row;
  Insert: Partial<Row> & Pick<Row, Required>;
  Update: Partial<Row>;
  Relationships: Relationships;
};

type Fk<Name extends string, Column extends string, Target extends string> = {
  foreignKeyName: Name;
  columns: [Column];
  isOneToOne: false;
  referencedRelation: Target;
  referencedColumns: ['id'];
};

export type ExamRow = { id: string; name: string; description: string | null; created_at: Timestamp }

export type ExamStructureRow = { section: string; questions: number; marks_each: number; marks: number }

export type ExamInfoRow = {
  exam_id: string;
  title: string;
  certification_levels: string;
  requirement: string;
  aim: string;
  objectives: string[];
  duration_minutes: number;
  passing_score_percent: number;
  negative_marking_percent: number;
  structure: ExamStructureRow[];
  total_marks: number;
}

export type ExamPlanRow = {
  id: string;
  exam_id: string;
  plan_type: 'free' | 'premium' | 'other';
  price: number;
  original_price: number;
  duration_days: number;
  description: string | null;
  created_at: Timestamp;
}

export type ExamPurchaseRow = {
  id: string;
  user_id: string;
  exam_id: string;
  plan_id: string;
  payment_id: string | null;
  purchase_date: Timestamp;
  expiry_date: Timestamp;
  payment_status: 'completed' | 'demo';
  created_at: Timestamp;
}

export type TestPaperRow = {
  id: string;
  exam_id: string;
  title: string;
  description: string | null;
  duration_minutes: number;
  question_count: number;
  created_at: Timestamp;
}

export type UserTestAttemptRow = {
  id: string;
  user_id: string;
  test_paper_id: string;
  start_time: Timestamp;
  deadline: Timestamp;
  end_time: Timestamp | null;
  completed: boolean;
  score: number | null;
}

export type UserAnswerRow = {
  id: string;
  attempt_id: string;
  question_id: string;
  selected_option: Option;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentOrderRow = {
  id: string;
  user_id: string;
  exam_id: string;
  plan_id: string;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid';
  payment_id: string | null;
  created_at: Timestamp;
}

export type AttemptQuestion = {
  id: string;
  position: number;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
}

export type AttemptReviewRow = {
  question_id: string;
  position: number;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  selected_option: Option | null;
  correct_option: Option;
  explanation: string | null;
}

export type Database = {
  public: {
    Tables: {
      exams: Table<ExamRow, 'name'>;
      exam_info: Table<ExamInfoRow, 'exam_id', [Fk<'exam_info_exam_id_fkey', 'exam_id', 'exams'>]>;
      exam_plans: Table<ExamPlanRow, 'exam_id', [Fk<'exam_plans_exam_id_fkey', 'exam_id', 'exams'>]>;
      exam_purchases: Table<
        ExamPurchaseRow,
        'user_id' | 'exam_id' | 'plan_id',
        [
          Fk<'exam_purchases_exam_id_fkey', 'exam_id', 'exams'>,
          Fk<'exam_purchases_plan_id_fkey', 'plan_id', 'exam_plans'>,
        ]
      >;
      test_papers: Table<TestPaperRow, 'exam_id' | 'title', [Fk<'test_papers_exam_id_fkey', 'exam_id', 'exams'>]>;
      user_test_attempts: Table<
        UserTestAttemptRow,
        'user_id' | 'test_paper_id',
        [Fk<'user_test_attempts_test_paper_id_fkey', 'test_paper_id', 'test_papers'>]
      >;
      user_answers: Table<
        UserAnswerRow,
        'attempt_id' | 'question_id' | 'selected_option',
        [Fk<'user_answers_attempt_id_fkey', 'attempt_id', 'user_test_attempts'>]
      >;
      payment_orders: Table<PaymentOrderRow, 'id' | 'user_id' | 'exam_id' | 'plan_id' | 'amount_paise'>;
    };
    Views: { [_ in never]: never };
    Functions: {
      grant_free_access: { Args: { p_plan_id: string }; Returns: ExamPurchaseRow };
      start_attempt: { Args: { p_test_paper_id: string }; Returns: UserTestAttemptRow };
      get_attempt_questions: { Args: { p_attempt_id: string }; Returns: AttemptQuestion[] };
      save_answer: {
        Args: { p_attempt_id: string; p_question_id: string; p_selected_option: Option };
        Returns: UserAnswerRow;
      };
      submit_attempt: { Args: { p_attempt_id: string }; Returns: UserTestAttemptRow };
      get_attempt_review: { Args: { p_attempt_id: string }; Returns: AttemptReviewRow[] };
      server_time: { Args: Record<string, never>; Returns: Timestamp };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
