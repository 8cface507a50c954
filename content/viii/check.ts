// Structural check of the NISM Series VIII full-length mock CSVs in content/viii/ (content/check-mocks.ts).
// Run from the repository root: npx tsx content/viii/check.ts
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMocks } from '../check-mocks.ts';

checkMocks({
  dir: dirname(fileURLToPath(import.meta.url)),
  series: 'VIII',
  examDigit: 4,
  exam: 'NISM Series VIII: Equity Derivatives Certification Examination',
  seedFile: '14_questions_series_viii.sql',
  topics: 10,
});
