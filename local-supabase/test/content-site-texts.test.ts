// Issue 51: content/site-texts/texts.hi.csv (with its .reviews.csv) loads the database's site texts in Hindi through
// the studio's functions: drafts by their writer, reviewed from the reviews file, served once reviewed; loading again
// writes nothing. The local start loads the folder after the exams' folders.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { importContentFolder } from '../src/content/import-folder';
import { loadLocalContent } from '../src/content/load-local';
import { anonClient, clientFor, startTestServer, type TestServer } from './helpers';

const csv = (rows: string[][]) => rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

let server: TestServer;
let admin: SupabaseClient;
let shown: { source: string; kinds: string[] }[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await clientFor(server, 'admin@example.com');
  shown = (await rpc('studio_text_translations', { p_language: 'hi' })).texts;
}, 120_000);
afterAll(() => server?.stop());

async function rpc(fn: string, args: Record<string, unknown>) {
  const { data, error } = await admin.rpc(fn, args);
  if (error) throw new Error(error.message);
  return data;
}

/** A site-texts folder (its name is what marks it) with the files given. */
function folder(files: Record<string, string>): { root: string; dir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  const dir = path.join(root, 'site-texts');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { root, dir };
}

const served = async () => ((await anonClient(server).rpc('get_text_translations', { p_language: 'hi' })).data ?? []) as object[];

test('the texts file loads as drafts by its writer, reviewed from the reviews file; again, nothing changes', async () => {
  const chapter = shown.find((t) => t.kinds.includes('chapter_title'))!.source;
  const paper = shown.find((t) => t.kinds.includes('paper_title'))!.source;
  expect([chapter, paper].every(Boolean)).toBe(true);
  const { dir } = folder({
    'texts.hi.csv': csv([
      ['kind', 'source', 'text', 'translated_by'],
      ['topic (chapter) title', chapter, 'एक अध्याय', 'hindi-writer-1'],
      ['paper title', paper, 'एक प्रश्नपत्र', 'hindi-writer-1'],
      ['paper title', 'A paper nobody offers', 'कोई नहीं', 'hindi-writer-1'],
    ]),
    'texts.hi.reviews.csv': csv([
      ['source', 'reviewed_by', 'reviewed_at', 'verdict', 'note', 'text'],
      [chapter, 'hindi-reviewer-2', '2026-12-06', 'ok', '', 'एक अध्याय'],
      // a review that asked for a fix passes nothing
      [paper, 'hindi-reviewer-2', '2026-12-06', 'fix', 'the wrong word', 'एक प्रश्नपत्र'],
    ]),
  });
  const log: string[] = [];
  expect(await importContentFolder(rpc, dir, (line) => log.push(line))).toEqual([]);
  expect(log).toEqual(['texts.hi.csv: 3 text(s), 3 written, 1 review(s); 1 translate an English text the site does not show now']);
  expect(await served()).toContainEqual({ source: chapter, text: 'एक अध्याय' });
  expect(await served()).not.toContainEqual({ source: paper, text: 'एक प्रश्नपत्र' }); // a draft until reviewed

  const list = await rpc('studio_text_translations', { p_language: 'hi' });
  expect(list.texts).toContainEqual(
    expect.objectContaining({
      source: chapter,
      status: 'reviewed',
      translated_by: 'hindi-writer-1',
      reviewed_by: 'hindi-reviewer-2',
      review_note: 'ok',
    }),
  );
  expect(list.stale).toContainEqual(expect.objectContaining({ source: 'A paper nobody offers', status: 'draft' }));

  log.length = 0;
  await importContentFolder(rpc, dir, (line) => log.push(line));
  expect(log[0]).toMatch(/^texts\.hi\.csv: 3 text\(s\), 0 written, 1 review\(s\)/);
  expect(await served()).toContainEqual({ source: chapter, text: 'एक अध्याय' });
}, 60_000);

test('a review of a translation rewritten since is refused: the new text stays a draft, unserved', async () => {
  const source = shown.find((t) => t.kinds.includes('paper_description'))!.source;
  const { dir } = folder({
    'texts.hi.csv': csv([
      ['kind', 'source', 'text', 'translated_by'],
      ['paper description', source, 'नया लिखा विवरण', 'hindi-writer-1'],
    ]),
    'texts.hi.reviews.csv': csv([
      ['source', 'reviewed_by', 'reviewed_at', 'verdict', 'note', 'text'],
      [source, 'hindi-reviewer-2', '2026-12-06', 'ok', '', 'पहले का विवरण'],
    ]),
  });
  const log: string[] = [];
  expect(await importContentFolder(rpc, dir, (line) => log.push(line))).toHaveLength(1);
  expect(log[0]).toMatch(/^texts\.hi\.csv: not loaded: .*changed since/);
  expect(await served()).not.toContainEqual(expect.objectContaining({ source }));
}, 60_000);

test('a row without its writer stops the file, with the row named; the local start loads the folder', async () => {
  const bad = folder({
    'texts.hi.csv': csv([
      ['kind', 'source', 'text', 'translated_by'],
      ['aim', 'Some aim', 'कुछ', ''],
    ]),
  });
  const log: string[] = [];
  expect(await importContentFolder(rpc, bad.dir, (line) => log.push(line))).toHaveLength(1);
  expect(log).toEqual([
    'texts.hi.csv: not loaded: row 2: each row has its English (source), its translation (text) and its writer (translated_by)',
  ]);

  const source = shown.find((t) => t.kinds.includes('plan_benefit'))!.source;
  const good = folder({
    'texts.hi.csv': csv([
      ['kind', 'source', 'text', 'translated_by'],
      ['plan benefit line', source, 'एक लाभ', 'hindi-writer-1'],
    ]),
  });
  expect(await loadLocalContent(server.db, good.root)).toEqual(['content/site-texts/texts.hi.csv: 1 text(s), 1 written, 0 review(s)']);
}, 60_000);
