import { callRpc } from '../../../lib/rpc';

export type TranslationStatus = 'missing' | 'draft' | 'reviewed' | 'outdated';

export interface TranslationTexts {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  explanation: string;
}

export interface PaperTranslationRow {
  id: string;
  position: number;
  version: number;
  status: 'draft' | 'published';
  question_text: string;
  translation_status: TranslationStatus;
  translation: (TranslationTexts & { version: number; translated_by: string; reviewed_by: string | null }) | null;
}

export interface PaperTranslations {
  /** The languages the paper offers ('en', and 'hi' once it is bilingual). */
  languages: string[];
  /** Why the paper cannot offer the language yet (the questions without a reviewed translation), or null. */
  problem: string | null;
  questions: PaperTranslationRow[];
}

/** A paper's questions with their Hindi translation's state and texts (studio_paper_translations, staff). */
export const fetchPaperTranslations = (paperId: string, language = 'hi') =>
  callRpc<PaperTranslations>('studio_paper_translations', { p_paper_id: paperId, p_language: language });

/** Saves the translation of the question's current version, as a draft written by the caller. */
export const saveTranslation = (questionId: string, texts: TranslationTexts, language = 'hi') =>
  callRpc('save_question_translation', { p_question_id: questionId, p_language: language, p_translation: { ...texts } });

/** Marks the translation of the question's current version reviewed by the caller (never its writer). */
export const reviewTranslation = (questionId: string, version: number, language = 'hi') =>
  callRpc('review_question_translation', { p_question_id: questionId, p_language: language, p_version: version });

export interface TranslationImportResult {
  rows: number;
  written: number;
  problems: { row: number; message: string }[];
}

/** Imports translations (at most 1000 rows): a dry run checks them, a commit writes every row as a draft or none. */
export const importTranslations = (rows: ({ id: string } & TranslationTexts)[], dryRun: boolean, language = 'hi') =>
  callRpc<TranslationImportResult>('import_question_translations', { p_language: language, p_rows: rows, p_dry_run: dryRun });

/** Which languages the paper offers (an admin's; offering Hindi needs every question reviewed when published). */
export const setPaperLanguages = (paperId: string, languages: string[]) =>
  callRpc('set_test_paper_languages', { p_id: paperId, p_languages: languages });
