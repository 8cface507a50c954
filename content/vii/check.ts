// Structural check of the NISM Series VII full-length mock CSVs in content/vii/ (content/check-mocks.ts).
// Run from the repository root: npx tsx content/vii/check.ts
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMocks } from '../check-mocks.ts';

checkMocks({
  dir: dirname(fileURLToPath(import.meta.url)),
  series: 'VII',
  examDigit: 6,
  exam: 'NISM Series VII: Securities Operations and Risk Management Certification Examination',
  seedFile: '16_questions_series_vii.sql',
  topics: 8,
});
