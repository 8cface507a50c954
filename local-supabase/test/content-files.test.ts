// Which files of a content folder are papers, and in what order they load (papers list in that order); the content
// lint stops a bad paper before anything is staged.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importContentFolder, paperFiles } from '../src/content/import-folder';

test('papers load mock 1, 2, …, 10 in that order; caselets, reviews, drafts and translations are not papers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  const names = [
    'full-length-mock-test-2.csv',
    'full-length-mock-test.csv',
    'full-length-mock-test-10.csv',
    'full-length-mock-test.cases.csv',
  ];
  names.push('full-length-mock-test.reviews.csv', 'full-length-mock-test-3.draft.csv', 'README.md');
  names.push('full-length-mock-test.hi.csv', 'full-length-mock-test.hi.reviews.csv');
  for (const name of names) writeFileSync(path.join(dir, name), '');
  expect(paperFiles(dir).map((f) => path.basename(f))).toEqual([
    'full-length-mock-test.csv',
    'full-length-mock-test-2.csv',
    'full-length-mock-test-10.csv',
  ]);
});

test('a paper with a blocking content lint finding is reported and nothing of it reaches the database', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  const exam = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
  // 24 questions whose key is always the longest option, in blocks of A, B, C and D.
  const rows = Array.from({ length: 24 }, (_, i) => {
    const options = ['Short one', 'Short two', 'Short six', 'Short ten'];
    options[i % 4] = `The much longer correct option number ${i}`;
    return [`T-${i + 1}`, exam, 'Bad Paper', 'Chapter One', '', '1', `Question ${i}?`, ...options, 'ABCD'[i % 4], `Because ${i}.`];
  });
  const header = 'ref,exam,paper,topic,case,marks,question,option_a,option_b,option_c,option_d,answer,explanation';
  writeFileSync(path.join(dir, 'bad.csv'), [header, ...rows.map((r) => r.join(','))].join('\n') + '\n');
  const calls: string[] = [];
  const rpc = async (fn: string) => {
    calls.push(fn);
    if (fn === 'studio_options') return { exams: [{ id: 'e1', name: exam, topics: ['Chapter One'] }] };
    if (fn === 'studio_papers') return [];
    throw new Error(`unexpected ${fn}`);
  };
  const log: string[] = [];
  const failed = await importContentFolder(rpc, dir, (line) => log.push(line));
  expect(failed.map((f) => path.basename(f))).toEqual(['bad.csv']);
  expect(calls).toEqual(['studio_options', 'studio_papers']);
  expect(log.join('\n')).toMatch(/bad\.csv: not published: the content lint found 2 blocking finding\(s\)/);
  expect(log.join('\n')).toMatch(/\[blocking\] length · Bad Paper: the key is the strictly longest option in 24 of 24/);
  expect(log.join('\n')).toMatch(/\[blocking\] key-pattern · Bad Paper: 100 % of the blocks of four/);
});
