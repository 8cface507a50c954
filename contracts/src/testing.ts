import type { ComponentType } from 'react';
import type { PageModule, RemoteContract } from './module-types';
import type { RouteParams } from './route';

/** The testing remote: an exam's papers, a running attempt and its results (copy-protected), the learner's progress and practice. */
export const testing = {
  name: 'testing',
  version: 1,
  pages: {
    './ExamDetailPage': '/exams/:examId',
    './AttemptPage': '/exams/:examId/test/:testId/attempt/:attemptId',
    './ResultsPage': '/exams/:examId/test/:testId/results/:attemptId',
    './ProgressPage': '/exams/:examId/progress',
    './PracticePage': '/exams/:examId/practice',
  },
  modules: ['./QuestionPreview'],
} as const satisfies RemoteContract<'testing'> & { modules: readonly `./${string}`[] };

type Pages = typeof testing.pages;
export type TestingModules = { [K in keyof Pages]: PageModule<RouteParams<Pages[K]>> } & {
  './QuestionPreview': QuestionPreviewModule;
};

/** A question as an editor has it: what the learner's question view and review draw. */
export interface PreviewQuestion {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** 'A'..'D', or '' while the editor has not chosen one. */
  correct_option: string;
  explanation: string;
  marks: number;
  /** The case (passage) the question belongs to, if any. */
  case?: { title: string; passage: string } | null;
}

export interface QuestionPreviewProps {
  question: PreviewQuestion;
  /** The exam's deduction for a wrong answer, in % of the question's marks (the "worth" line). */
  negativePercent: number;
  /** 'attempt': as it is asked (choices selectable, nothing saved); 'review': as the results page explains it. */
  mode: 'attempt' | 'review';
}

/**
 * `testing/QuestionPreview`: one question drawn by the testing remote's own views, so the content studio shows
 * exactly what a learner will see. Nothing is read from or written to the backend.
 */
export interface QuestionPreviewModule {
  default: ComponentType<QuestionPreviewProps>;
  contractVersion?: number;
}
