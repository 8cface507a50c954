// The content files (content/<exam>/) as every `npm test` holds them: each folder's own checks (structure, key
// balance, syllabus weights, every calculation recomputed by code) and the second reviewer's (an independent
// recomputation, nothing changed since review) pass, and every question of every paper, and of every translation,
// has been reviewed by someone who did not write it, with nothing the review asked for left open.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { paperFiles, readCsv } from '@nism/local-supabase/content/import-folder';
import { translationFiles } from '@nism/local-supabase/content/import-translations';
import { SITE_TEXTS_DIR } from '@nism/local-supabase/content/import-site-texts';

const CONTENT = path.resolve(__dirname, '..', 'content');
const TSX = path.resolve(__dirname, '..', 'node_modules', '.bin', 'tsx');
const folders = readdirSync(CONTENT, { withFileTypes: true })
  // content/site-texts/ holds the database's site texts in Hindi, not an exam's papers (import-site-texts.ts).
  .filter((d) => d.isDirectory() && d.name !== SITE_TEXTS_DIR)
  .map((d) => path.join(CONTENT, d.name));

describe.each(folders.map((f) => [path.basename(f), f]))('content/%s', (_, folder) => {
  // The writer's checks, then the second reviewer's: their own recomputation of every calculation, and that no
  // question changed after it was reviewed.
  const reviewScripts = existsSync(path.join(folder, 'review'))
    ? readdirSync(path.join(folder, 'review'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `review/${f}`)
    : [];
  test.each(['check.ts', 'calculations.ts', ...reviewScripts])('%s passes', (script) => {
    const file = path.join(folder, script);
    expect(existsSync(file)).toBe(true);
    // Throws with the script's own output when it exits non-zero.
    execFileSync(TSX, [file], { cwd: path.resolve(CONTENT, '..'), stdio: 'pipe', timeout: 60_000 });
  });

  test.each(paperFiles(folder).map((f) => path.basename(f)))(
    'every question of %s is reviewed by another person, nothing left open',
    (name) => {
      const questions = readCsv(path.join(folder, name));
      const reviewsFile = path.join(folder, name.replace(/\.csv$/, '.reviews.csv'));
      expect(existsSync(reviewsFile)).toBe(true);
      const reviews = new Map(readCsv(reviewsFile).map((r) => [r.ref, r]));
      const problems = questions.flatMap((q) => {
        const review = reviews.get(q.ref);
        if (!review) return [`${q.ref}: not reviewed`];
        if (!review.reviewed_by?.trim() || review.reviewed_by.trim() === q.written_by?.trim())
          return [`${q.ref}: reviewed by its writer or by nobody`];
        if (!/^\d{4}-\d{2}-\d{2}$/.test(review.reviewed_at?.trim() ?? '')) return [`${q.ref}: no review date`];
        if (!['ok', 'corrected'].includes(review.verdict?.trim())) return [`${q.ref}: the review's "${review.verdict}" is still open`];
        return [];
      });
      expect(problems).toEqual([]);
    },
  );

  const translations = translationFiles(folder).map((f) => path.basename(f));
  if (translations.length)
    test.each(translations)(
      'every question of the translation %s is reviewed by another person than its translator, nothing left open',
      (name) => {
        const rows = readCsv(path.join(folder, name));
        const reviewsFile = path.join(folder, name.replace(/\.csv$/, '.reviews.csv'));
        expect(existsSync(reviewsFile)).toBe(true);
        const reviews = new Map(readCsv(reviewsFile).map((r) => [r.position?.trim(), r]));
        const problems = rows.flatMap((row) => {
          const review = reviews.get(row.position?.trim());
          const at = `position ${row.position}`;
          if (!review) return [`${at}: not reviewed`];
          if (!review.reviewed_by?.trim() || review.reviewed_by.trim().toLowerCase() === row.translated_by?.trim().toLowerCase())
            return [`${at}: reviewed by its translator or by nobody`];
          if (!/^\d{4}-\d{2}-\d{2}$/.test(review.reviewed_at?.trim() ?? '')) return [`${at}: no review date`];
          if (!['ok', 'corrected'].includes(review.verdict?.trim())) return [`${at}: the review's "${review.verdict}" is still open`];
          return [];
        });
        expect(problems).toEqual([]);
      },
    );
});
