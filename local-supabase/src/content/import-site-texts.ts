// The database's site texts in Hindi (issue 51): `content/site-texts/texts.<language>.csv` (kind, source, text,
// translated_by) translates each English text the database shows (exam descriptions and information, plan benefit
// lines, chapter and paper titles, papers' descriptions), keyed by the exact English (`source`); its
// `texts.<language>.reviews.csv` (source, reviewed_by, reviewed_at, verdict, note, text) records the second person's
// review of the translation `text`.
// Loaded through import_text_translations and record_text_translation_reviews, as drafts by their writer, then
// reviewed. Loading again changes nothing: an unchanged translation keeps its review.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readCsv, type Rpc } from './import-folder';

/** The content folder of the site texts (not an exam's: no papers). */
export const SITE_TEXTS_DIR = 'site-texts';
const TEXTS_FILE = /^texts\.(hi)\.csv$/;
const BATCH = 1000;

/** The translation files of the folder, in name order. */
export const siteTextFiles = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => TEXTS_FILE.test(f))
        .sort()
        .map((f) => path.join(folder, f))
    : [];

async function importFile(rpc: Rpc, file: string, log: (line: string) => void): Promise<void> {
  const [, language] = TEXTS_FILE.exec(path.basename(file))!;
  const rows = readCsv(file);
  rows.forEach((row, i) => {
    if (!row.source?.trim() || !row.text?.trim() || !row.translated_by?.trim())
      throw new Error(`row ${i + 2}: each row has its English (source), its translation (text) and its writer (translated_by)`);
  });
  let written = 0;
  let notInUse = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({ source: r.source, text: r.text, translated_by: r.translated_by.trim() }));
    const result = (await rpc('import_text_translations', { p_language: language, p_rows: batch })) as {
      written: number;
      not_in_use: number;
    };
    written += result.written;
    notInUse += result.not_in_use;
  }
  const reviewsFile = file.replace(/\.csv$/, '.reviews.csv');
  // A review passes the translation it names (`text`): one that asked for a fix (verdict other than ok) passes
  // nothing, and one of a translation rewritten since is refused by the database.
  const reviewRows = existsSync(reviewsFile) ? readCsv(reviewsFile) : [];
  reviewRows.forEach((r, i) => {
    if (r.verdict?.trim() === 'ok' && !r.text?.trim())
      throw new Error(`${path.basename(reviewsFile)} row ${i + 2}: a review names the translation it passed (text)`);
  });
  const reviews = reviewRows
    .filter((r) => r.source && r.reviewed_by?.trim() && r.verdict?.trim() === 'ok')
    .map((r) => ({
      source: r.source,
      reviewed_by: r.reviewed_by.trim(),
      reviewed_at: r.reviewed_at?.trim(),
      text: r.text,
      note: [r.verdict?.trim(), r.note?.trim()].filter(Boolean).join(': '),
    }));
  let recorded = 0;
  for (let i = 0; i < reviews.length; i += BATCH) {
    recorded += (await rpc('record_text_translation_reviews', { p_language: language, p_reviews: reviews.slice(i, i + BATCH) })) as number;
  }
  log(
    `${path.basename(file)}: ${rows.length} text(s), ${written} written, ${recorded} review(s)` +
      (notInUse ? `; ${notInUse} translate an English text the site does not show now` : ''),
  );
}

/** Every site-texts file of `folder`; the files that failed (reported, the next one loaded). */
export async function importSiteTexts(rpc: Rpc, folder: string, log: (line: string) => void = () => undefined): Promise<string[]> {
  const failed: string[] = [];
  for (const file of siteTextFiles(folder)) {
    try {
      await importFile(rpc, file, log);
    } catch (error) {
      failed.push(file);
      log(`${path.basename(file)}: not loaded: ${(error as Error).message}`);
    }
  }
  return failed;
}
