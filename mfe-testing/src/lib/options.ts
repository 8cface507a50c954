import { ANSWER_OPTIONS, type AnswerOption } from '@nism/db-types';

/** The answer letters, from the database's answer_option enum (db-types). */
export const OPTIONS = ANSWER_OPTIONS;
export type Option = AnswerOption;

export function isOption(value: unknown): value is Option {
  return typeof value === 'string' && (OPTIONS as readonly string[]).includes(value);
}

/**
 * Each attempt shows a question's options in its own order: `optionKeys` names the canonical option shown under
 * each letter ('CADB': option C is shown first, as A). Answers are stored canonical; the learner sees the letters.
 */
export function canonicalOption(optionKeys: string, shown: Option): Option {
  return optionKeys[OPTIONS.indexOf(shown)] as Option;
}

/** The letter a canonical option was shown under. */
export function shownOption(optionKeys: string, canonical: Option): Option {
  return OPTIONS[optionKeys.indexOf(canonical)];
}
