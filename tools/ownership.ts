// The ownership map (ownership.json at the root): which team's slice each file of the repository is, and the
// .github/CODEOWNERS generated from it. `npx tsx tools/ownership.ts` lists the files of each slice (or of one:
// `-- checkout`); `--write` regenerates CODEOWNERS. tools/ownership.test.ts holds every file to exactly one slice.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const CODEOWNERS = path.join(ROOT, '.github', 'CODEOWNERS');

export interface Slice {
  team: string;
  what: string;
  paths: string[];
}

export function readOwnership(file = path.join(ROOT, 'ownership.json')): Record<string, Slice> {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { slices: Record<string, Slice> }).slices;
}

/** How specific a pattern is: the length of its part before the first wildcard. */
const specificity = (pattern: string) => pattern.split(/[*?[{]/)[0].length;

export interface Claim {
  slice: string;
  pattern: string;
}

/**
 * The slice a file belongs to: its most specific matching pattern's. `claims` lists every pattern of that greatest
 * specificity, so two slices there mean the map is ambiguous about the file.
 */
export function claimsOf(file: string, slices: Record<string, Slice>): Claim[] {
  const matching = Object.entries(slices).flatMap(([slice, { paths }]) =>
    paths.filter((pattern) => path.matchesGlob(file, pattern)).map((pattern) => ({ slice, pattern })),
  );
  const best = Math.max(...matching.map((c) => specificity(c.pattern)));
  return matching.filter((c) => specificity(c.pattern) === best);
}

export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/**
 * CODEOWNERS, where the last matching line wins: every pattern, least specific first, so GitHub picks the same owner
 * as claimsOf. A pattern without a slash matches at any depth in CODEOWNERS, so each is anchored at the root.
 */
export function codeowners(slices: Record<string, Slice>): string {
  const lines = Object.values(slices)
    .flatMap(({ team, paths }) => paths.map((pattern) => ({ team, pattern })))
    .sort((a, b) => specificity(a.pattern) - specificity(b.pattern))
    .map(({ team, pattern }) => `/${pattern} ${team}`);
  return `# Generated from ownership.json by tools/ownership.ts --write: do not edit.\n${lines.join('\n')}\n`;
}

if (require.main === module) {
  const slices = readOwnership();
  if (process.argv.includes('--write')) {
    fs.writeFileSync(CODEOWNERS, codeowners(slices));
    console.log(`wrote ${path.relative(ROOT, CODEOWNERS)}`);
  } else {
    const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
    const bySlice = new Map<string, string[]>();
    for (const file of trackedFiles()) {
      const [claim] = claimsOf(file, slices);
      const name = claim?.slice ?? '(nobody)';
      bySlice.set(name, [...(bySlice.get(name) ?? []), file]);
    }
    for (const [name, files] of bySlice)
      if (!only || name === only)
        console.log(`${name} (${slices[name]?.team ?? 'no team'}): ${files.length} files\n  ${files.join('\n  ')}`);
  }
}
