// Translations as a file (issue 51 §4): the question's id, its language, then the translated texts; the studio's
// import reads the same columns back. The key, topic and marks are the English question's and are not in the file.
import Papa from 'papaparse';
import { neutraliseCell, restoreCell } from './formula-cells';

export const TRANSLATION_COLUMNS = ['id', 'language', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation'] as const;
export type TranslationColumn = (typeof TRANSLATION_COLUMNS)[number];
export type TranslationRecord = Record<TranslationColumn, string>;

/** CSV for a spreadsheet, as the question export writes it (BOM for Hindi in Excel, CRLF, formula cells neutralised). */
export function translationsToCsv(records: TranslationRecord[]): string {
  const data = records.map((record) => TRANSLATION_COLUMNS.map((column) => neutraliseCell(record[column] ?? '')));
  return `\uFEFF${Papa.unparse({ fields: [...TRANSLATION_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}

export type ParsedTranslations = { ok: true; rows: (TranslationRecord & { row: number })[] } | { ok: false; message: string };

/** A translation file's rows, each with its spreadsheet row number; refused whole when a column is missing. */
export function parseTranslationCsv(text: string, language: string): ParsedTranslations {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    delimitersToGuess: [',', ';'],
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const missing = TRANSLATION_COLUMNS.filter((column) => !(parsed.meta.fields ?? []).includes(column));
  if (missing.length)
    return { ok: false, message: `This file has no ${missing.join(', ')} column. Export a paper's translations for the columns.` };
  const rows: (TranslationRecord & { row: number })[] = [];
  parsed.data.forEach((record, index) => {
    const cells = Object.fromEntries(
      TRANSLATION_COLUMNS.map((column) => [column, restoreCell(record[column] ?? '').trim()]),
    ) as TranslationRecord;
    if (TRANSLATION_COLUMNS.every((column) => !cells[column])) return;
    rows.push({ row: index + 2, ...cells });
  });
  const other = rows.find((r) => r.language.toLowerCase() !== language);
  if (other) return { ok: false, message: `Row ${other.row} is in "${other.language}"; this import takes ${language} rows only.` };
  if (!rows.length) return { ok: false, message: 'This file has no translations.' };
  if (rows.length > 1000)
    return { ok: false, message: `This file has ${rows.length} rows; the limit is 1000. Split it into smaller files.` };
  return { ok: true, rows };
}

/** Reads a chosen translation file (UTF-8) and parses it; a file that cannot be read is refused. */
export function readTranslationFile(file: Blob, language: string): Promise<ParsedTranslations> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(parseTranslationCsv(String(reader.result ?? ''), language));
    reader.onerror = () => resolve({ ok: false, message: 'The file could not be read. Choose it again.' });
    reader.readAsText(file, 'utf-8');
  });
}
