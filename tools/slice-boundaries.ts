// Each slice reaches another slice's data only through what its owner publishes (ownership.json, `publishes`):
// tables it may read (reference data, never written by another slice) and functions it may call. This reads every
// function and policy in supabase/schema/ and every app's calls to the API, and lists what crosses a slice otherwise.
// tools/slice-boundaries.test.ts fails on any; `npx tsx tools/slice-boundaries.ts` prints each slice's published API.
import fs from 'node:fs';
import path from 'node:path';
import { claimsOf, readOwnership, trackedFiles, type Slice } from './ownership';

const ROOT = path.resolve(__dirname, '..');
const SCHEMA = 'supabase/schema';

export interface Published {
  tables: string[];
  functions: string[];
}
export type Slices = Record<string, Slice & { publishes: Published }>;

const sliceOf = (file: string, slices: Slices) => claimsOf(file, slices)[0]?.slice;
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const schemaFiles = () =>
  fs
    .readdirSync(path.join(ROOT, SCHEMA))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => `${SCHEMA}/${f}`);

/** Each table and function of the schema, by qualified name, with the slice of the schema file that defines it. */
export function owners(slices: Slices): { tables: Map<string, string>; functions: Map<string, string> } {
  const tables = new Map<string, string>();
  const functions = new Map<string, string>();
  for (const file of schemaFiles()) {
    const slice = sliceOf(file, slices);
    for (const m of read(file).matchAll(/^CREATE TABLE (\w+\.\w+)/gm)) tables.set(m[1], slice);
    for (const m of read(file).matchAll(/^CREATE FUNCTION (\w+\.\w+)\(/gm)) functions.set(m[1], slice);
  }
  return { tables, functions };
}

const WRITE = /^(insert into|update|delete from)$/i;

/** What a function or policy of one slice uses of another's that the other does not publish. */
export function sqlViolations(slices: Slices): string[] {
  const { tables, functions } = owners(slices);
  const problems: string[] = [];
  for (const file of schemaFiles()) {
    const slice = sliceOf(file, slices);
    // pg_dump's entries, each headed "-- function public.x(...)", "-- policy ...", "-- trigger ...".
    for (const block of read(file)
      .split(/\n(?=-- (?:function|policy|trigger) )/)
      .slice(1)) {
      const where = `${path.basename(file)}: ${block.slice(3, block.indexOf('\n'))}`;
      for (const m of block.matchAll(/\b(insert into|update|delete from|from|join)\s+(\w+\.\w+)\b/gi)) {
        const owner = tables.get(m[2]);
        if (!owner || owner === slice) continue;
        if (WRITE.test(m[1])) problems.push(`${where} writes ${m[2]}, ${owner}'s table`);
        else if (!slices[owner].publishes.tables.includes(m[2])) problems.push(`${where} reads ${m[2]}, which ${owner} does not publish`);
      }
      for (const m of block.matchAll(/\b(public|private)\.(\w+)\(/g)) {
        const name = `${m[1]}.${m[2]}`;
        const owner = functions.get(name);
        if (owner && owner !== slice && !slices[owner].publishes.functions.includes(name)) {
          problems.push(`${where} calls ${name}, which ${owner} does not publish`);
        }
      }
    }
  }
  return [...new Set(problems)];
}

/** What an app's code reads or calls of another slice's that it does not publish (`.from('t')`, `.rpc('f')`). */
export function appViolations(slices: Slices): string[] {
  const { tables, functions } = owners(slices);
  const problems: string[] = [];
  const code = trackedFiles().filter(
    (f) => /^(shell|platform|shared-\w+|mfe-\w+)\/src\/.*\.tsx?$/.test(f) && !/\.test\.tsx?$|\/testing\//.test(f),
  );
  for (const file of code) {
    const slice = sliceOf(file, slices);
    const text = read(file);
    for (const m of text.matchAll(/\.from\('(\w+)'\)/g)) {
      const table = `public.${m[1]}`;
      const owner = tables.get(table);
      if (owner && owner !== slice && !slices[owner].publishes.tables.includes(table)) {
        problems.push(`${file} reads ${table}, which ${owner} does not publish`);
      }
    }
    for (const m of text.matchAll(/\.rpc(?:<[^>]*>)?\('(\w+)'/g)) {
      const fn = `public.${m[1]}`;
      const owner = functions.get(fn);
      if (owner && owner !== slice && !slices[owner].publishes.functions.includes(fn)) {
        problems.push(`${file} calls ${fn}, which ${owner} does not publish`);
      }
    }
  }
  return problems;
}

if (require.main === module) {
  const slices = readOwnership() as Slices;
  for (const [name, { publishes }] of Object.entries(slices)) {
    if (!publishes.tables.length && !publishes.functions.length) continue;
    console.log(`${name}\n  tables: ${publishes.tables.join(', ') || '-'}\n  functions: ${publishes.functions.join(', ') || '-'}`);
  }
}
