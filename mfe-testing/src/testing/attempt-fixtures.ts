// Test data for the attempt page tests: a running attempt of a 3-question paper.
import type { Question } from '../features/attempt/api/fetch-attempt-questions';
import type { UserTestAttemptRow } from '@nism/db-types';
import type { Attempt, TestPaper } from '../lib/rows';

export const EXAM = 'exam-1';
export const PAPER = 'paper-1';
export const ATTEMPT = 'attempt-1';
export const ATTEMPT_PATH = `/exams/${EXAM}/test/${PAPER}/attempt/${ATTEMPT}`;
export const RESULTS_PATH = `/exams/${EXAM}/test/${PAPER}/results/${ATTEMPT}`;

export const paper: TestPaper = {
  id: PAPER,
  exam_id: EXAM,
  title: 'Mock Test 1',
  description: '',
  duration_minutes: 15,
  question_count: 3,
};

export const questions: Question[] = [1, 2, 3].map((n) => ({
  id: `q${n}`,
  position: n,
  question_text: `What is question ${n}?`,
  option_a: `Alpha ${n}`,
  option_b: `Bravo ${n}`,
  option_c: `Charlie ${n}`,
  option_d: `Delta ${n}`,
  // Question 2 is shown shuffled, as a real attempt's are: 'Alpha 2' (shown A) is canonical C, and so on.
  option_keys: n === 2 ? 'CADB' : 'ABCD',
  marks: 1,
  case_id: null,
}));

export function attemptRow(overrides: Partial<Attempt> = {}): Attempt {
  const now = Date.now();
  return {
    id: ATTEMPT,
    user_id: 'user-1',
    test_paper_id: PAPER,
    start_time: new Date(now - 60_000).toISOString(),
    deadline: new Date(now + 14 * 60_000).toISOString(),
    end_time: null,
    completed: false,
    score: null,
    net_percent: null,
    retake: false,
    current_question_id: null,
    ...overrides,
  };
}

/** The row submit_attempt returns: the attempt completed, with its marking (a pass: 67 of 100). */
export function scoredRow(overrides: Partial<UserTestAttemptRow> = {}): UserTestAttemptRow {
  return {
    ...attemptRow({ completed: true, score: 67, net_percent: 67, end_time: new Date().toISOString() }),
    created_at: new Date().toISOString(),
    correct_count: 67,
    wrong_count: 0,
    unanswered_count: 33,
    total_marks: 100,
    marks_earned: 67,
    negative_marks: 0,
    net_marks: 67,
    negative_marking_percent: 25,
    passing_score_percent: 60,
    passed: true,
    section_results: null,
    remarked_at: null,
    remark_reason: null,
    ...overrides,
  } as UserTestAttemptRow;
}
