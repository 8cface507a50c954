export type PaperKind = 'demo' | 'practice' | 'full' | 'bank';
export type PaperStatus = 'draft' | 'published' | 'retired';

export const KIND_LABELS: Record<PaperKind, string> = { demo: 'Demo', practice: 'Practice', full: 'Full-length', bank: 'Question bank' };

/** A paper as studio_papers describes it (supabase/schema/papers.sql). */
export interface StudioPaper {
  id: string;
  exam_id: string;
  title: string;
  description: string;
  kind: PaperKind;
  status: PaperStatus;
  duration_minutes: number;
  published_at: string | null;
  /** Published questions, draft questions and the published questions' marks. */
  questions: number;
  drafts: number;
  marks: number;
  cases: { id: string; title: string; passage: string }[];
  /** What keeps a full-length paper from its exam's blueprint; empty when it matches. */
  blueprint_problems: string[];
}

/** One section of an exam's blueprint (exam_info.structure). */
export interface BlueprintSection {
  section: string;
  questions: number;
  marks_each: number;
  marks: number;
  kind?: 'single' | 'case';
  cases?: number;
  questions_per_case?: number;
}

export interface ExamFacts {
  title: string;
  certification_levels: string;
  requirement: string;
  aim: string;
  objectives: string[];
  duration_minutes: number;
  passing_score_percent: number;
  negative_marking_percent: number;
  structure: BlueprintSection[];
  total_marks: number;
}

/** A plan as studio_plans describes it (supabase/schema/plans.sql). */
export interface StudioPlan {
  id: string;
  plan_type: 'free' | 'premium' | 'other';
  duration_days: number;
  price: number;
  original_price: number;
  description: string;
  /** Every price the plan has had or will have, newest first; `scheduled` ones have not taken effect. */
  prices: {
    id: number;
    price: number;
    original_price: number;
    effective_at: string;
    created_at: string;
    created_by_email: string | null;
    scheduled: boolean;
  }[];
}
