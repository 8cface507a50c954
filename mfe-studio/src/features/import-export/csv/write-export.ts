import Papa from 'papaparse';
import { CSV_COLUMNS, type CsvRecord } from './columns';
import { neutraliseCell } from './formula-cells';

const cellText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The questions as CSV for a spreadsheet: the columns in their fixed order, CRLF line ends, a UTF-8 byte order mark
 * (so Excel reads ₹ and Hindi text right) and formula-like cells neutralised.
 */
export function toCsv(records: CsvRecord[]): string {
  const data = records.map((record) => CSV_COLUMNS.map((column) => neutraliseCell(cellText(record[column]))));
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}

/** The questions as JSON: an array of objects with exactly the CSV columns (no formula escaping: no spreadsheet reads it). */
export function toJson(records: CsvRecord[]): string {
  const rows = records.map((record) => Object.fromEntries(CSV_COLUMNS.map((column) => [column, record[column] ?? ''])));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
