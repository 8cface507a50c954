import { testing, type Implements, type TestingModules } from '@nism/contracts';

/** Sent with every exposed module: the shell refuses a module built for a contract version it does not support. */
export const contractVersion = testing.version;

// Compile-time proof that the exposed files implement the contract (contracts/src/testing.ts): tsc fails here on drift.
export type Exposed = Implements<
  TestingModules,
  {
    './ExamDetailPage': typeof import('./ExamDetailPage');
    './AttemptPage': typeof import('./AttemptPage');
    './ResultsPage': typeof import('./ResultsPage');
    './ProgressPage': typeof import('./ProgressPage');
    './PracticePage': typeof import('./PracticePage');
    './QuestionPreview': typeof import('./QuestionPreview');
  }
>;
