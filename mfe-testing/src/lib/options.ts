import { ANSWER_OPTIONS, type AnswerOption } from 'db-types';

/** The answer letters, from the database's answer_option enum (db-types). */
export const OPTIONS = ANSWER_OPTIONS;
export type Option = AnswerOption;

export function isOption(value: unknown): value is Option {
  return typeof value === 'string' && (OPTIONS as readonly string[]).includes(value);
}
