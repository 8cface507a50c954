// The glossary's rule (shared-ui/src/messages/glossary.json): wherever an English message names a term of the field,
// its translation writes the term the glossary's way.
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@nism/contracts';

export interface GlossaryTerm {
  en: string;
  hi: string;
}

const GLOSSARY_FILE = path.join(__dirname, '..', 'shared-ui', 'src', 'messages', 'glossary.json');

export const GLOSSARY: readonly GlossaryTerm[] = (JSON.parse(fs.readFileSync(GLOSSARY_FILE, 'utf8')) as { terms: GlossaryTerm[] }).terms;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary terms `english` uses whose rendering `translated` lacks. */
export function glossaryProblems(english: string, translated: string, locale: Locale): string[] {
  if (locale !== 'hi') return [];
  const words = english.replace(/\{\s*\w+\s*\}/g, ''); // '{exam}' is an argument, not the word
  return GLOSSARY.filter((term) => new RegExp(`\\b${escape(term.en)}\\b`, 'i').test(words) && !translated.includes(term.hi)).map(
    (term) => `the glossary writes "${term.en}" as "${term.hi}"`,
  );
}
