// Rows shaped like the seeded catalog (supabase/seed/00_catalog.sql), for component tests.
import type { User } from '@supabase/supabase-js';
import type { ExamInfoRow, ExamPlanRow, ExamRow } from '@nism/db-types';
import type { PurchaseWithExam } from '../lib/purchases/fetch-my-purchases';

const created_at = '2025-01-01T00:00:00Z';

export const examId = (n: number) => `00000000-0000-4000-a000-00000000000${n}`;

export const EXAMS: ExamRow[] = [
  ['X-A: Investment Adviser (Level 1) Certification Examination', 'Level 1 of the investment adviser certification.'],
  ['X-B: Investment Adviser (Level 2) Certification Examination', 'Level 2 of the investment adviser certification.'],
  ['V-A: Mutual Fund Distributors Certification Examination', 'For mutual fund distributors.'],
  ['VIII: Equity Derivatives Certification Examination', 'For the equity derivatives segment.'],
  ['XV: Research Analyst Certification Examination', 'For research analysts.'],
].map(([name, description], i) => ({ id: examId(i + 1), name: `NISM Series ${name}`, description, created_at }));

export const X_B = EXAMS[1];

function plan(k: number, fields: Partial<ExamPlanRow>): ExamPlanRow {
  return {
    id: `00000000-0000-4000-c000-00000000002${k}`,
    exam_id: X_B.id,
    plan_type: 'other',
    price: 0,
    original_price: 0,
    duration_days: 30,
    description: '',
    created_at,
    ...fields,
  };
}

export const FREE_PLAN = plan(1, {
  plan_type: 'free',
  duration_days: 1,
  description: 'Demo Questions paper|Instant results with explanations|Valid until midnight today',
});
export const PREMIUM_PLAN = plan(2, {
  plan_type: 'premium',
  price: 899,
  original_price: 1799,
  duration_days: 90,
  description: 'All mock tests with case-based practice|Detailed explanation for every question|Unlimited attempts',
});
export const LONG_PLAN = plan(3, {
  price: 125000,
  original_price: 250000,
  duration_days: 180,
  description: 'All mock tests|Best for a second sitting',
});
export const PLANS = [FREE_PLAN, PREMIUM_PLAN, LONG_PLAN];

export const X_B_INFO: ExamInfoRow = {
  exam_id: X_B.id,
  title: 'NISM Series X-B: Investment Adviser (Level 2)',
  certification_levels: 'Investment Adviser certification has two levels: Level 1 (Series X-A) and Level 2 (Series X-B).',
  requirement: 'Required, together with Level 1, under the SEBI (Investment Advisers) Regulations, 2013.',
  aim: 'To test the application of investment-advisory knowledge.',
  objectives: ['Understand retirement, tax, estate and insurance planning', 'Analyse client cases'],
  duration_minutes: 180,
  passing_score_percent: 60,
  negative_marking_percent: 25,
  structure: [
    { section: 'Multiple-choice questions', questions: 90, marks_each: 1, marks: 90 },
    { section: 'Case-based questions (6 cases of 5 questions each)', questions: 30, marks_each: 2, marks: 60 },
  ],
  total_marks: 150,
};

export const LEARNER = {
  id: 'd0000000-0000-4000-8000-000000000001',
  email: 'learner@example.com',
  user_metadata: { full_name: 'Demo Learner' },
} as unknown as User;

/** An access as exam_access returns it; `active` as the server would judge it now. */
export function purchase(n: number, exam: ExamRow, expiry: string, purchased = '2025-03-01T05:00:00Z'): PurchaseWithExam {
  return {
    id: `p${n}`,
    exam_id: exam.id,
    exam_name: exam.name,
    plan_id: 'plan',
    purchase_date: purchased,
    expiry_date: expiry,
    payment_status: 'completed',
    active: new Date(expiry).getTime() > Date.now(),
    server_now: new Date().toISOString(),
  };
}
