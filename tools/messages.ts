// The apps' messages. Each app that shows text keeps them in <dir>/messages/<locale>.json as ICU MessageFormat
// (English is the source and holds the product spec's exact texts; Hindi is its translation), and this compiles each
// file to <locale>.generated.ts: plain functions over @messageformat/runtime (well under a kilobyte), so no
// message parser ships to a browser and a page carries only the messages of its language.
//
//   npx tsx tools/messages.ts                      write the generated files   (npm run messages)
//   npx tsx tools/messages.ts --writer NAME        record NAME as the writer of every new or changed translation
//   npx tsx tools/messages.ts --reviewer NAME      record NAME's review (ok) of every translation not yet reviewed and
//                                                  not written by NAME: run it after reading them (a correction is
//                                                  edited in the JSON, with verdict "corrected" and a note)
//   npx tsx tools/messages.ts --check              exit 1 when a file is out of date or a translation breaks a rule
import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@nism/contracts';
import { GLOSSARY, glossaryProblems } from './messages-glossary';

const ROOT = path.join(__dirname, '..');

/** Where the catalogs are: one folder per app that has text. */
export const MESSAGE_DIRS = [
  'shared-ui/src/messages',
  'shell/src/lib/messages',
  'shell/src/lib/page-messages',
  'mfe-catalog/src/lib/messages',
  'mfe-checkout/src/lib/messages',
  'mfe-content/src/lib/messages',
  'mfe-testing/src/lib/messages',
].filter((dir) => fs.existsSync(path.join(ROOT, dir, `${DEFAULT_LOCALE}.json`)));

type Catalog = Record<string, string>;

export function readCatalog(dir: string, locale: Locale): Catalog | null {
  const file = path.join(ROOT, dir, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog) : null;
}

/** The TypeScript module for one catalog. */
export function compileCatalog(catalog: Catalog, locale: Locale): string {
  const mf = new MessageFormat(LOCALE_TAGS[locale], { strict: false });
  const body = compileModule(mf, catalog).trimEnd();
  if (!body.includes('export default {')) throw new Error('@messageformat/core compiled a module of another shape');
  return [
    `// Generated from ${locale}.json by tools/messages.ts (npm run messages): edit the JSON, not this file.`,
    '/* eslint-disable */',
    '// @ts-nocheck',
    body.replace('export default {', 'const messages = {'),
    // Every message is a string; its arguments, when it has any, an object of values.
    'export default messages as { [K in keyof typeof messages]: (values?: Record<string, unknown>) => string };',
    '',
  ].join('\n');
}

/** The argument names a message uses ('{count, plural, …}' → count), to hold a translation to its source's. */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return names;
}

/** What is wrong with a translation: unknown keys, broken ICU, other arguments than the English, glossary terms. */
export function catalogProblems(en: Catalog, catalog: Catalog, locale: Locale, where: string): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(catalog)) {
    const at = `${where} "${key}"`;
    if (!(key in en)) {
      problems.push(`${at}: no such English message`);
      continue;
    }
    let args: Set<string>;
    try {
      args = argumentsOf(message);
    } catch (error) {
      problems.push(`${at}: not a valid ICU message (${(error as Error).message})`);
      continue;
    }
    const source = argumentsOf(en[key]);
    const differ = [...source].filter((a) => !args.has(a)).concat([...args].filter((a) => !source.has(a)));
    if (differ.length) problems.push(`${at}: arguments differ from the English (${differ.join(', ')})`);
    problems.push(...glossaryProblems(en[key], message, locale).map((p) => `${at}: ${p}`));
  }
  return problems;
}

/** What is wrong with a folder's translations, and with their review. */
export function translationProblems(dir: string): string[] {
  const en = readCatalog(dir, DEFAULT_LOCALE) ?? {};
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => {
    const catalog = readCatalog(dir, locale);
    return catalog ? [...catalogProblems(en, catalog, locale, `${dir}/${locale}.json`), ...reviewProblems(dir, locale, catalog)] : [];
  });
}

/**
 * Each translated message's writer and its second reader (`<locale>.review.json`: key → { written_by, reviewed_by,
 * reviewed_at, verdict, note? }), as the question bank's translations have theirs: every message is reviewed, by
 * someone other than its writer, of the text it has now (a message changed since is reviewed again).
 */
export interface MessageReview {
  written_by: string;
  reviewed_by?: string;
  reviewed_at?: string;
  verdict?: 'ok' | 'corrected';
  /** The message as reviewed: a later change to it needs a new review. */
  text?: string;
  note?: string;
}

export function readReviews(dir: string, locale: Locale): Record<string, MessageReview> {
  const file = path.join(ROOT, dir, `${locale}.review.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, MessageReview>) : {};
}

function reviewProblems(dir: string, locale: Locale, catalog: Catalog): string[] {
  const reviews = readReviews(dir, locale);
  return Object.entries(catalog).flatMap(([key, message]) => {
    const review = reviews[key];
    const where = `${dir}/${locale}.review.json "${key}"`;
    if (!review?.written_by?.trim()) return [`${where}: its writer is not recorded`];
    if (!review.reviewed_by?.trim() || review.verdict === undefined) return [`${where}: not reviewed yet`];
    if (review.reviewed_by.trim().toLowerCase() === review.written_by.trim().toLowerCase()) return [`${where}: reviewed by its writer`];
    if (review.text !== message) return [`${where}: changed since its review`];
    return [];
  });
}

/** Every generated file and its up-to-date text. */
export function generatedFiles(): { file: string; text: string }[] {
  return MESSAGE_DIRS.flatMap((dir) =>
    LOCALES.flatMap((locale) => {
      const catalog = readCatalog(dir, locale);
      return catalog ? [{ file: path.join(dir, `${locale}.generated.ts`), text: compileCatalog(catalog, locale) }] : [];
    }),
  );
}

/** Records `writer` for new or changed translations, or `reviewer`'s review of those not yet reviewed. */
function recordPeople(writer: string | undefined, reviewer: string | undefined): void {
  const today = new Date().toISOString().slice(0, 10);
  for (const dir of MESSAGE_DIRS) {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const catalog = readCatalog(dir, locale);
      if (!catalog) continue;
      const reviews = readReviews(dir, locale);
      for (const [key, message] of Object.entries(catalog)) {
        const review = reviews[key];
        if (writer && (!review || (review.text !== undefined && review.text !== message) || !review.written_by))
          reviews[key] = { written_by: writer };
        else if (reviewer && review?.written_by && review.written_by !== reviewer && review.text !== message)
          reviews[key] = { ...review, reviewed_by: reviewer, reviewed_at: today, verdict: 'ok', text: message };
      }
      const sorted = Object.fromEntries(Object.keys(catalog).flatMap((k) => (reviews[k] ? [[k, reviews[k]]] : [])));
      fs.writeFileSync(path.join(ROOT, dir, `${locale}.review.json`), `${JSON.stringify(sorted, null, 2)}\n`);
    }
  }
}

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (require.main === module) {
  const check = process.argv.includes('--check');
  if (option('--writer') || option('--reviewer')) recordPeople(option('--writer'), option('--reviewer'));
  let failed = false;
  for (const { file, text } of generatedFiles()) {
    const full = path.join(ROOT, file);
    const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    if (current === text) continue;
    if (check) {
      console.error(`${file} is out of date: run npm run messages`);
      failed = true;
    } else {
      fs.writeFileSync(full, text);
      console.log(`wrote ${file}`);
    }
  }
  for (const dir of MESSAGE_DIRS) {
    const problems = translationProblems(dir);
    for (const p of problems) console.error(p);
    failed ||= problems.length > 0;
    const en = Object.keys(readCatalog(dir, DEFAULT_LOCALE) ?? {}).length;
    const hi = Object.keys(readCatalog(dir, 'hi') ?? {}).length;
    console.log(`${dir}: ${en} English messages, ${hi} in Hindi`);
  }
  console.log(`glossary: ${GLOSSARY.length} terms`);
  process.exit(failed ? 1 : 0);
}
