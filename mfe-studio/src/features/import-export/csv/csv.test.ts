import Papa from 'papaparse';
import { CSV_COLUMNS, type CsvRecord } from './columns';
import { neutraliseCell, restoreCell } from './formula-cells';
import { decodeUtf8, MAX_ROWS, NOT_UTF8, parseCsv, parseJson } from './parse-import';
import { toCsv, toJson } from './write-export';

const record = (fields: Partial<CsvRecord> = {}): CsvRecord => ({
  id: '6f1c0a0e-0000-4000-8000-000000000001',
  exam: 'NISM Series X-A',
  paper: 'Mock Test 1',
  topic: 'Taxation',
  case: '',
  marks: 1,
  question: 'Which tax applies?',
  option_a: 'LTCG',
  option_b: 'STCG',
  option_c: 'GST',
  option_d: 'None',
  answer: 'A',
  explanation: 'Because.',
  ...fields,
});

const asText = (r: CsvRecord) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, r[c] === null ? '' : String(r[c])]));

describe('export', () => {
  it('writes a UTF-8 BOM, the header in order and CRLF line ends', () => {
    const csv = toCsv([record()]);
    expect(csv.startsWith('\uFEFFid,exam,paper,topic,case,marks,question,option_a,option_b,option_c,option_d,answer,explanation\r\n')).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    const csv = toCsv([
      record({ question: '=HYPERLINK("http://evil")', option_a: '+91', option_b: '-5%', option_c: '@SUM(A1)', option_d: 'a = b' }),
    ]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(row.slice(6, 11)).toEqual(['\'=HYPERLINK("http://evil")', "'+91", "'-5%", "'@SUM(A1)", 'a = b']);
  });

  it('neutralises cells that start with a tab or a carriage return too (issue 42, finding 12), and they round-trip', () => {
    const tricky = record({ question: '\t=1+1', option_a: '\r=HYPERLINK("http://evil")', option_b: "'\t=x", option_c: 'a\tb' });
    const [, row] = Papa.parse<string[]>(toCsv([tricky]).slice(1), { skipEmptyLines: true }).data;
    expect(row.slice(6, 10)).toEqual(["'\t=1+1", '\'\r=HYPERLINK("http://evil")', "''\t=x", 'a\tb']);
    const parsed = parseCsv(decodeUtf8(new TextEncoder().encode(toCsv([tricky])))!);
    expect(parsed.ok && parsed.rows.map(({ row: _row, ...cells }) => cells)).toEqual([asText(tricky)]);
  });

  it('round-trips through the import parser unchanged, formulas, quotes, commas, line breaks and Hindi included', () => {
    const records = [
      record(),
      record({ id: '', question: '=1+1', option_a: '-1', option_b: '+2', option_c: '@home', option_d: "'=already quoted" }),
      record({ question: 'A "quoted", multi\r\nline question', explanation: 'कर योग्य आय ₹', case: 'The Mehta family', marks: 2 }),
    ];
    const parsed = parseCsv(decodeUtf8(new TextEncoder().encode(toCsv(records)))!);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows.map(({ row: _row, ...cells }) => cells)).toEqual(records.map(asText));
    // Row numbers are the spreadsheet's: the header is row 1.
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it('JSON has exactly the columns and round-trips too', () => {
    const json = toJson([record({ question: '=1+1' })]);
    expect(Object.keys(JSON.parse(json)[0])).toEqual([...CSV_COLUMNS]);
    const parsed = parseJson(json);
    expect(parsed.ok && parsed.rows[0]).toEqual({ row: 2, ...asText(record({ question: '=1+1' })) });
  });

  it('a cell and its escaped form invert each other', () => {
    for (const value of ['=x', "'=x", "''=x", "'plain", 'plain', '-', '@', '', '\tx', '\rx', "'\tx"])
      expect(restoreCell(neutraliseCell(value))).toBe(value);
  });
});

describe('import parsing', () => {
  const header = CSV_COLUMNS.join(',');

  it('refuses bytes that are not UTF-8', () => {
    expect(decodeUtf8(new Uint8Array([0x69, 0x64, 0x0a, 0xe9, 0x0a]))).toBeNull();
    expect(NOT_UTF8).toMatch(/not UTF-8.*CSV UTF-8/);
  });

  it('refuses a CSV without a header, naming the columns', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {}); // papaparse: its blank "names" repeat
    const parsed = parseCsv(',X-A,Mock Test 1,Taxation,,1,Q?,a,b,c,d,A,e\r\n');
    expect(parsed).toEqual({ ok: false, message: expect.stringContaining('This file has no header row') });
    expect(!parsed.ok && parsed.message).toContain('Missing: id, exam, paper, topic, case, marks, question, option_a');
    jest.mocked(console.warn).mockRestore();
  });

  it('names the columns a header lacks', () => {
    const parsed = parseCsv('id,exam,paper,topic,question,option_a,option_b,option_c,option_d,answer,explanation\r\n,,,,,,,,,,\r\n');
    expect(parsed).toEqual({ ok: false, message: 'The header row is missing these columns: case, marks.' });
  });

  it('skips blank rows but keeps the spreadsheet row numbers; header names are case- and space-insensitive', () => {
    const text = [
      ` ID ,${header.slice(3).toUpperCase()}`,
      ',X,P,T,,1,Q1,a,b,c,d,A,e',
      '',
      ',,,,,,,,,,,,',
      ',X,P,T,,1,Q2,a,b,c,d,B,e',
      '',
    ].join('\n');
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.rows.map((r) => [r.row, r.question])).toEqual([
      [2, 'Q1'],
      [5, 'Q2'],
    ]);
  });

  it(`refuses more than ${MAX_ROWS} rows`, () => {
    const text = [header, ...Array.from({ length: MAX_ROWS + 1 }, (_, i) => `,X,P,T,,1,Q${i},a,b,c,d,A,e`)].join('\n');
    expect(parseCsv(text)).toEqual({ ok: false, message: 'This file has 10,001 rows; the limit is 10,000. Split it into smaller files.' });
  });

  it('refuses JSON that is not an array of question objects', () => {
    expect(parseJson('{"id": 1}')).toMatchObject({ ok: false, message: expect.stringContaining('must be an array of objects') });
    expect(parseJson('not json')).toMatchObject({ ok: false, message: expect.stringContaining('not valid JSON') });
    expect(parseJson('[{"id": ""}]')).toMatchObject({ ok: false, message: expect.stringContaining('missing the keys: exam, paper') });
  });
});
