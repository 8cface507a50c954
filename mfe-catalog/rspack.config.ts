import { defineApp } from '../tools/rspack-app';

/** The catalog remote's public contract: the modules the shell may load. */
export const exposes = {
  './HomePage': './src/exposes/HomePage.tsx',
  './ExamsPage': './src/exposes/ExamsPage.tsx',
  './ExamInfoPage': './src/exposes/ExamInfoPage.tsx',
  './PlansPage': './src/exposes/PlansPage.tsx',
} as const;

export default defineApp(__dirname, exposes);
