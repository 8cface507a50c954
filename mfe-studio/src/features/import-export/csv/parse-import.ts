import Papa from 'papaparse';
import { CSV_COLUMNS, type CsvColumn, type ImportRow } from './columns';
import { restoreCell } from './formula-cells';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;

export const NOT_UTF8 = "This file is not UTF-8. Save it from your spreadsheet as 'CSV UTF-8' and try again.";

export type ParsedImport = { ok: true; rows: ImportRow[]; format: 'csv' | 'json' } | { ok: false; message: string };

const count = (n: number) => n.toLocaleString('en-IN');
const refuse = (message: string): ParsedImport => ({ ok: false, message });

export function fileFormat(name: string, type = ''): 'csv' | 'json' {
  return /\.json$/i.test(name) || type === 'application/json' ? 'json' : 'csv';
}

/** The file's text, or null when it is not valid UTF-8 (a byte order mark is dropped). */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function missingColumnsMessage(fields: string[]): string | null {
  const missing = CSV_COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length === 0) return null;
  const names = missing.join(', ');
  if (missing.length === CSV_COLUMNS.length || fields.length === 0) {
    return `This file has no header row. Its first row must name the columns: ${CSV_COLUMNS.join(', ')}. Missing: ${names}.`;
  }
  return `The header row is missing ${missing.length === 1 ? 'the column' : 'these columns'}: ${names}.`;
}

function checkCount(rows: ImportRow[], format: 'csv' | 'json'): ParsedImport {
  if (rows.length === 0) return refuse('This file has no questions in it.');
  if (rows.length > MAX_ROWS) {
    return refuse(`This file has ${count(rows.length)} rows; the limit is ${count(MAX_ROWS)}. Split it into smaller files.`);
  }
  return { ok: true, rows, format };
}

/**
 * A CSV's rows, each with its row number as a spreadsheet shows it (the header is row 1). Blank rows are skipped,
 * like papaparse's skipEmptyLines, but done here so the numbers of the rows after a blank one stay right.
 */
export function parseCsv(text: string): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    // Not a tab: a tab inside cells (an exported cell may start with one) made papaparse guess it as the delimiter.
    delimitersToGuess: [',', ';'],
    skipEmptyLines: false,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const missing = missingColumnsMessage(parsed.meta.fields ?? []);
  if (missing) return refuse(missing);
  const rows: ImportRow[] = [];
  parsed.data.forEach((record, index) => {
    const cells = CSV_COLUMNS.map((column) => restoreCell(record[column] ?? ''));
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push({ row: index + 2, ...(Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, cells[i]])) as Record<CsvColumn, string>) });
  });
  return checkCount(rows, 'csv');
}

const jsonCell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A JSON file: an array of objects with the CSV columns as keys (an export's JSON). Object n is row n + 1, as in the CSV. */
export function parseJson(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('This file is not valid JSON. It must be an array of objects with the CSV columns as keys.');
  }
  if (!Array.isArray(data) || data.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
    return refuse('This JSON file must be an array of objects, one per question, with the CSV columns as keys.');
  }
  const records = data as Record<string, unknown>[];
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  if (records.length > 0) {
    const missing = CSV_COLUMNS.filter((column) => !keys.includes(column));
    if (missing.length) return refuse(`The objects in this file are missing the keys: ${missing.join(', ')}.`);
  }
  const rows = records.map((record, index) => ({
    row: index + 2,
    ...(Object.fromEntries(CSV_COLUMNS.map((column) => [column, jsonCell(record[column])])) as Record<CsvColumn, string>),
  }));
  return checkCount(rows, 'json');
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file and checks it before anything is sent: size, UTF-8, header, row count. */
export async function readImportFile(file: File): Promise<ParsedImport> {
  if (file.size > MAX_FILE_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return refuse(`This file is ${mb} MB; the limit is 5 MB. Split it into smaller files.`);
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file);
  } catch {
    return refuse('The file could not be read. Choose it again.');
  }
  const text = decodeUtf8(new Uint8Array(bytes));
  if (text === null) return refuse(NOT_UTF8);
  return fileFormat(file.name, file.type) === 'json' ? parseJson(text) : parseCsv(text);
}
