// Rows shaped like the studio's RPC answers, for component tests.
import type { User } from '@supabase/supabase-js';
import type { StudioOptions, StudioQuestion, StudioQuestionRow } from '../features/questions/api/types';

const user = (id: string, email: string, role?: string) =>
  ({ id, email, app_metadata: role ? { role } : {}, user_metadata: {} }) as unknown as User;

export const EDITOR = user('e0000000-0000-4000-8000-000000000001', 'editor@example.com', 'editor');
export const ADMIN = user('e0000000-0000-4000-8000-000000000002', 'admin@example.com', 'admin');
export const LEARNER = user('d0000000-0000-4000-8000-000000000001', 'learner@example.com');

export const X_A = '00000000-0000-4000-a000-000000000001';
export const X_B = '00000000-0000-4000-a000-000000000002';
export const PAPER_1 = '00000000-0000-4000-b000-000000000011';
export const PAPER_2 = '00000000-0000-4000-b000-000000000012';
export const PAPER_B = '00000000-0000-4000-b000-000000000021';
export const CASE_1 = '00000000-0000-4000-c000-000000000031';

export const OPTIONS: StudioOptions = {
  exams: [
    {
      id: X_A,
      name: 'NISM Series X-A',
      topics: ['Investment basics', 'Taxation'],
      papers: [
        { id: PAPER_1, title: 'Mock Test 1', cases: [] },
        { id: PAPER_2, title: 'Mock Test 2', cases: [] },
      ],
    },
    {
      id: X_B,
      name: 'NISM Series X-B',
      topics: ['Retirement planning', 'Estate planning'],
      papers: [{ id: PAPER_B, title: 'Case Paper 1', cases: [{ id: CASE_1, title: 'The Mehta family' }] }],
    },
  ],
};

export function questionRow(n: number, fields: Partial<StudioQuestionRow> = {}): StudioQuestionRow {
  return {
    id: `q${n}`,
    exam_id: X_A,
    exam_name: 'NISM Series X-A',
    paper_id: PAPER_1,
    paper_title: 'Mock Test 1',
    position: n,
    question_text: `Question number ${n}?`,
    topic: 'Taxation',
    marks: 1,
    case_id: null,
    case_title: null,
    status: 'published',
    version: 1,
    open_reports: 0,
    updated_at: '2026-11-26T12:03:00Z',
    updated_by_email: 'editor@example.com',
    ...fields,
  };
}

export function question(fields: Partial<StudioQuestion> = {}): StudioQuestion {
  return {
    id: 'q1',
    exam_id: X_A,
    exam_name: 'NISM Series X-A',
    paper_id: PAPER_1,
    paper_title: 'Mock Test 1',
    position: 4,
    question_text: 'Which tax applies to a long-term capital gain?',
    option_a: 'LTCG tax',
    option_b: 'STCG tax',
    option_c: 'GST',
    option_d: 'None',
    correct_option: 'A',
    explanation: 'Gains on assets held long enough are long-term.',
    topic: 'Taxation',
    marks: 1,
    case_id: null,
    case_title: null,
    case_passage: null,
    status: 'draft',
    version: 3,
    updated_at: '2026-11-26T12:03:00Z',
    updated_by_email: 'editor@example.com',
    attempted: false,
    open_reports: 0,
    versions: [
      { version: 3, created_at: '2026-11-26T12:03:00Z', created_by_email: 'editor@example.com' },
      { version: 2, created_at: '2026-11-20T09:00:00Z', created_by_email: 'admin@example.com' },
      { version: 1, created_at: '2026-11-01T08:00:00Z', created_by_email: null },
    ],
    ...fields,
  };
}
