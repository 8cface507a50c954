import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every long Hindi text (an article, the posts' card texts, a legal page) is reviewed by someone who did not write it,
// as every Hindi message is (docs/i18n.md): a new or renamed *.hi.ts(x) file fails here until its review is recorded.
const root = join(__dirname, '../..');

interface Review {
  file: string;
  written_by: string;
  reviewed_by: string;
  reviewed_at: string;
  verdict: string;
  note: string;
}
const review: { files: Review[] } = JSON.parse(readFileSync(join(__dirname, 'long-texts.review.json'), 'utf8'));

function hindiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return hindiFiles(path);
    return /\.hi\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const files = hindiFiles(join(root, 'src')).sort();
const entries = new Map(review.files.map((entry) => [entry.file, entry]));

test('there are long Hindi texts to hold to their review', () => {
  expect(files).toContain('src/features/blog/data/posts.hi.ts');
  expect(files.filter((file) => file.includes('/articles/'))).toHaveLength(4);
});

test.each(files)('%s is reviewed by someone other than its writer', (file) => {
  const entry = entries.get(file);
  expect(entry).toBeDefined();
  expect(entry?.reviewed_by).toBeTruthy();
  expect(entry?.reviewed_by).not.toBe(entry?.written_by);
  expect(['ok', 'corrected']).toContain(entry?.verdict);
  expect(entry?.reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(entry?.note).toBeTruthy();
  // The file's own first line names its writer; the review records the same person.
  expect(readFileSync(join(root, file), 'utf8').split('\n')[0]).toContain(`written by ${entry?.written_by}`);
});

test('the review names no file that is not there', () => {
  expect(review.files.map((entry) => entry.file).filter((file) => !files.includes(file))).toEqual([]);
});
