import { defineApp } from '../tools/rspack-app';

/** The testing remote's public contract: the modules the shell may load. */
export const exposes = {
  './ExamDetailPage': './src/exposes/ExamDetailPage.tsx',
  './AttemptPage': './src/exposes/AttemptPage.tsx',
  './ResultsPage': './src/exposes/ResultsPage.tsx',
} as const;

export default defineApp(__dirname, exposes);
