// The question bank's file format: the columns of an export, and of an import (CSV header or JSON keys), as the
// contract states them.
import { QUESTION_FILE_COLUMNS } from '@nism/contracts';

export const CSV_COLUMNS = QUESTION_FILE_COLUMNS;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One question in the file's terms (export_questions returns these; numbers may come as numbers). */
export type CsvRecord = Record<CsvColumn, string | number | null>;

/** One row staged for import: the file's cells as text, and its row number (the header is row 1). */
export type ImportRow = Record<CsvColumn, string> & { row: number };

/** What each column holds, for the import page and docs/studio.md. */
export const COLUMN_HELP: Record<CsvColumn, string> = {
  id: 'Blank for a new question; the id from an export to change that question.',
  exam: "The exam's name, exactly as in the studio.",
  paper: "The paper's title within that exam.",
  topic: "One of the exam's topics, by title.",
  case: 'The case (passage) title within that paper; blank for a stand-alone question.',
  marks: '1 or 2.',
  question: 'The question text.',
  option_a: 'Option A.',
  option_b: 'Option B.',
  option_c: 'Option C.',
  option_d: 'Option D (all four different and non-empty).',
  answer: 'The correct option: A, B, C or D.',
  explanation: 'Why that answer is right (required).',
};
