// The command line of content/xa/check.ts and calculations.ts: `[questions.csv] [cases.csv] [--partial]`. The mock is
// told by the questions file's name (-2.csv: Mock 2; -3.csv or -3.draft.csv: Mock 3; otherwise Mock 1) and its
// caselets file defaults to that mock's.
import { join } from 'node:path';
import { ROOT } from './seed.ts';

export const DIR = join(ROOT, 'content', 'xa');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
export const PARTIAL = process.argv.includes('--partial');
export const qFile = args[0] ?? join(DIR, 'full-length-mock-test.csv');
export const MOCK = /-3(\.draft)?\.csv$/.test(qFile) ? 3 : /-2\.csv$/.test(qFile) ? 2 : 1;
export const cFile =
  args[1] ??
  join(
    DIR,
    MOCK === 3 ? 'full-length-mock-test-3.cases.csv' : MOCK === 2 ? 'full-length-mock-test-2.cases.csv' : 'full-length-mock-test.cases.csv',
  );
