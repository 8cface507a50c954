// Issue 51 §4: a content folder's translations load through the studio's functions: written as drafts by their
// translator, reviewed from the reviews file, and the paper offers Hindi only once every question is reviewed.
// Loading again writes nothing.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { importContentFolder, paperFiles } from '../src/content/import-folder';
import { loadLocalContent } from '../src/content/load-local';
import { clientFor, startTestServer, type TestServer } from './helpers';

const EXAM = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
const csv = (rows: (string | number)[][]) =>
  rows.map((r) => r.map((v) => `"${String(v).replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

let server: TestServer;
let admin: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await clientFor(server, 'admin@example.com');
}, 120_000);
afterAll(() => server?.stop());

const rpc = async (fn: string, args: Record<string, unknown>) => {
  const { data, error } = await admin.rpc(fn, args);
  if (error) throw new Error(error.message);
  return data;
};

test('translations are not papers of their own', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const name of ['mock.csv', 'mock.hi.csv', 'mock.hi.reviews.csv', 'mock.reviews.csv']) writeFileSync(path.join(dir, name), '');
  expect(paperFiles(dir).map((f) => path.basename(f))).toEqual(['mock.csv']);
});

test('a Hindi file loads as drafts by its translator; the paper offers Hindi once every question is reviewed; again, nothing changes', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  const options = [
    ['A fund house', 'A stock broker', 'A commercial bank', 'An insurance firm'],
    ['Once a day', 'Once a week', 'Once a month', 'Once a quarter'],
    ['The trustee', 'The sponsor', 'The registrar', 'The custodian'],
    ['Ten units', 'Five units', 'Two units', 'One unit'],
  ];
  const english = options.map((o, i) => [
    `TT-${i + 1}`,
    EXAM,
    'Translation Trial',
    'Investment Landscape',
    '',
    1,
    `Translation trial question ${i + 1}: which fits?`,
    ...o,
    'ABCD'[i],
    `Explanation ${i + 1} (chapter 1).`,
    'writer-1',
  ]);
  writeFileSync(
    path.join(dir, 'translation-trial.csv'),
    csv([
      [
        'ref',
        'exam',
        'paper',
        'topic',
        'case',
        'marks',
        'question',
        'option_a',
        'option_b',
        'option_c',
        'option_d',
        'answer',
        'explanation',
        'written_by',
      ],
      ...english,
    ]),
  );
  const hindi = options.map((_, i) => [
    i + 1,
    `अनुवाद परीक्षण प्रश्न ${i + 1}: कौन-सा सही है?`,
    `विकल्प क${i}`,
    `विकल्प ख${i}`,
    `विकल्प ग${i}`,
    `विकल्प घ${i}`,
    `व्याख्या ${i + 1} (अध्याय 1)।`,
    'hindi-translator-1',
  ]);
  writeFileSync(
    path.join(dir, 'translation-trial.hi.csv'),
    csv([['position', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation', 'translated_by'], ...hindi]),
  );
  const review = (positions: number[]) =>
    writeFileSync(
      path.join(dir, 'translation-trial.hi.reviews.csv'),
      csv([
        ['position', 'reviewed_by', 'reviewed_at', 'verdict', 'note'],
        ...positions.map((p) => [p, 'hindi-reviewer-2', '2026-12-06', 'ok', '']),
      ]),
    );
  review([1, 2, 3]);

  const log: string[] = [];
  expect(await importContentFolder(rpc, dir, (line) => log.push(line))).toEqual([]);
  expect(log).toContain(
    'translation-trial.hi.csv: "Translation Trial" 4 translation(s) written, 3 review(s); 1 still to review, not offered in hi yet',
  );
  const papers = await rpc('studio_papers', { p_exam_id: '00000000-0000-4000-a000-000000000003' });
  const paper = papers.find((p: { title: string }) => p.title === 'Translation Trial');
  let state = await rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: 'hi' });
  expect(state.languages).toEqual(['en']);
  expect(state.questions.map((q: { translation_status: string }) => q.translation_status)).toEqual([
    'reviewed',
    'reviewed',
    'reviewed',
    'draft',
  ]);
  expect(state.questions[0].translation).toMatchObject({ translated_by: 'hindi-translator-1', reviewed_by: 'hindi-reviewer-2' });

  review([1, 2, 3, 4]);
  log.length = 0;
  await importContentFolder(rpc, dir, (line) => log.push(line));
  expect(log).toContain('translation-trial.hi.csv: "Translation Trial" 0 translation(s) written, 4 review(s); offered in hi');
  state = await rpc('studio_paper_translations', { p_paper_id: paper.id, p_language: 'hi' });
  expect(state.languages).toEqual(['en', 'hi']);

  log.length = 0;
  await importContentFolder(rpc, dir, (line) => log.push(line));
  expect(log).toContain('translation-trial.hi.csv: "Translation Trial" 0 translation(s) written, 4 review(s); offered in hi');
}, 60_000);

test("a new local database's own load (in-process, as the demo admin) offers a fully reviewed translation's language too", async () => {
  // The in-process call passes a paper's languages as a text[]: written as JSON it was refused, and no V-A paper
  // of a fresh database offered Hindi.
  const root = mkdtempSync(path.join(tmpdir(), 'content-root-'));
  const dir = path.join(root, 'va');
  mkdirSync(dir);
  const options = ['A fund house', 'A stock broker', 'A commercial bank', 'An insurance firm'];
  writeFileSync(
    path.join(dir, 'local-trial.csv'),
    csv([
      [
        'ref',
        'exam',
        'paper',
        'topic',
        'case',
        'marks',
        'question',
        'option_a',
        'option_b',
        'option_c',
        'option_d',
        'answer',
        'explanation',
        'written_by',
      ],
      [
        'LT-1',
        EXAM,
        'Local Trial',
        'Investment Landscape',
        '',
        1,
        'Local trial question: which one manages a mutual fund?',
        ...options,
        'A',
        'A fund house (chapter 1).',
        'writer-1',
      ],
    ]),
  );
  writeFileSync(
    path.join(dir, 'local-trial.hi.csv'),
    csv([
      ['position', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation', 'translated_by'],
      [
        1,
        'स्थानीय परीक्षण प्रश्न: म्यूचुअल फंड का प्रबंधन कौन करता है?',
        'फंड हाउस',
        'स्टॉक ब्रोकर',
        'वाणिज्यिक बैंक',
        'बीमा कंपनी',
        'फंड हाउस (अध्याय 1)।',
        'hindi-translator-1',
      ],
    ]),
  );
  writeFileSync(
    path.join(dir, 'local-trial.hi.reviews.csv'),
    csv([
      ['position', 'reviewed_by', 'reviewed_at', 'verdict', 'note'],
      [1, 'hindi-reviewer-2', '2026-12-06', 'ok', ''],
    ]),
  );
  const lines = await loadLocalContent(server.db, root);
  expect(lines).toContain('content/va/local-trial.hi.csv: "Local Trial" 1 translation(s) written, 1 review(s); offered in hi');
}, 60_000);
