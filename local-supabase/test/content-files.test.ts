// Which files of a content folder are papers, and in what order they load (papers list in that order).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paperFiles } from '../src/content/import-folder';

test('papers load mock 1, 2, …, 10 in that order; caselets, reviews and drafts are not papers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  const names = [
    'full-length-mock-test-2.csv',
    'full-length-mock-test.csv',
    'full-length-mock-test-10.csv',
    'full-length-mock-test.cases.csv',
  ];
  names.push('full-length-mock-test.reviews.csv', 'full-length-mock-test-3.draft.csv', 'README.md');
  for (const name of names) writeFileSync(path.join(dir, name), '');
  expect(paperFiles(dir).map((f) => path.basename(f))).toEqual([
    'full-length-mock-test.csv',
    'full-length-mock-test-2.csv',
    'full-length-mock-test-10.csv',
  ]);
});
