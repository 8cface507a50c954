import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { runQuestionImport } from '../../features/import-export/api/run-question-import';
import { stageQuestionImport } from '../../features/import-export/api/stage-question-import';
import { CSV_COLUMNS } from '../../features/import-export/csv/columns';
import { EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/import-export/api/stage-question-import');
jest.mock('../../features/import-export/api/run-question-import');

const BATCH = '11111111-2222-4333-8444-555555555555';
const HEADER = CSV_COLUMNS.join(',');
// Keys in an order the content lint passes (no long runs, few blocks of four using A-D once each).
const KEYS = 'AACBDDBCCABBDDCA';
const line = (n: number) => `,NISM Series X-A,Mock Test 1,Taxation,,1,Question ${n}?,a,b,c,d,${KEYS[n % 16]},Because.`;
const csv = (rows: number) => [HEADER, ...Array.from({ length: rows }, (_, i) => line(i + 1))].join('\r\n');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(crypto, 'randomUUID').mockReturnValue(BATCH);
  jest.mocked(stageQuestionImport).mockResolvedValue();
});

async function upload(file: File) {
  renderPage(<StudioApp />, { path: '/studio/import', user: EDITOR });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('CSV or JSON file'), { target: { files: [file] } });
  });
}

const csvFile = (text: string | Uint8Array, name = 'questions.csv') => new File([text as BlobPart], name, { type: 'text/csv' });

test('the page documents the columns', () => {
  renderPage(<StudioApp />, { path: '/studio/import', user: EDITOR });
  expect(screen.getByRole('heading', { level: 1, name: 'Import questions' })).toBeInTheDocument();
  for (const column of CSV_COLUMNS) expect(screen.getByText(column, { selector: 'dt' })).toBeInTheDocument();
});

test('a file that is not UTF-8 is refused with how to save it, and nothing is sent', async () => {
  await upload(csvFile(new Uint8Array([...new TextEncoder().encode(`${HEADER}\r\n,X,P,T,,1,Caf`), 0xe9, 0x0d, 0x0a])));
  expect(
    await screen.findByText("This file is not UTF-8. Save it from your spreadsheet as 'CSV UTF-8' and try again."),
  ).toBeInTheDocument();
  expect(stageQuestionImport).not.toHaveBeenCalled();
});

test('a CSV without a header is refused, naming the missing columns', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await upload(csvFile(`${line(1)}\r\n${line(2)}\r\n`));
  expect(await screen.findByText(/This file has no header row\. .*Missing: id, exam, paper/)).toBeInTheDocument();
  expect(stageQuestionImport).not.toHaveBeenCalled();
  jest.mocked(console.warn).mockRestore();
});

test('a file over 5 MB is refused before it is read', async () => {
  const file = csvFile(csv(1));
  Object.defineProperty(file, 'size', { value: 6 * 1024 * 1024 });
  await upload(file);
  expect(await screen.findByText('This file is 6.0 MB; the limit is 5 MB. Split it into smaller files.')).toBeInTheDocument();
  expect(stageQuestionImport).not.toHaveBeenCalled();
});

test('a file over 10,000 rows is refused', async () => {
  await upload(csvFile(csv(10_001)));
  expect(await screen.findByText(/This file has 10,001 rows; the limit is 10,000/)).toBeInTheDocument();
  expect(stageQuestionImport).not.toHaveBeenCalled();
});

test('rows are staged in chunks of 1000 with their row numbers, dry-run, and the bad rows and counts shown; then committed', async () => {
  jest
    .mocked(runQuestionImport)
    .mockResolvedValueOnce({
      errors: [
        { row: 7, column: 'answer', reason: 'The answer is A, B, C or D' },
        { row: 1204, column: 'topic', reason: 'No topic "Taxes" in NISM Series X-A' },
      ],
      new: 2000,
      changed: 3,
      unchanged: 495,
      committed: false,
    })
    .mockResolvedValueOnce({ errors: [], new: 2000, changed: 3, unchanged: 495, committed: true });
  await upload(csvFile(csv(2500)));

  expect(await screen.findByRole('heading', { name: 'Check of questions.csv' })).toBeInTheDocument();
  expect(jest.mocked(stageQuestionImport).mock.calls.map(([batch, rows]) => [batch, rows.length, rows[0].row])).toEqual([
    [BATCH, 1000, 2],
    [BATCH, 1000, 1002],
    [BATCH, 500, 2002],
  ]);
  expect(jest.mocked(stageQuestionImport).mock.calls[0][1][0]).toEqual({
    row: 2,
    id: '',
    exam: 'NISM Series X-A',
    paper: 'Mock Test 1',
    topic: 'Taxation',
    case: '',
    marks: '1',
    question: 'Question 1?',
    option_a: 'a',
    option_b: 'b',
    option_c: 'c',
    option_d: 'd',
    answer: 'A',
    explanation: 'Because.',
  });
  expect(runQuestionImport).toHaveBeenCalledWith(BATCH, true, expect.any(Function));

  const table = screen.getByRole('table', { name: 'Rows with problems' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['7', 'answer', 'The answer is A, B, C or D']);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1204', 'topic', 'No topic "Taxes" in NISM Series X-A']);
  const counts = screen.getByText('New').closest('dl')!;
  expect(
    within(counts)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['2,000', '3', '495', '2']);

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Import 2,003 rows' }));
  });
  expect(runQuestionImport).toHaveBeenLastCalledWith(BATCH, false, expect.any(Function));
  expect(
    await screen.findByText(
      '2,003 questions written: new ones as drafts to check and publish from the list, changed ones as their new version.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the drafts' })).toHaveAttribute('href', '/studio?status=draft');
});

test('a JSON file is read too, and leading apostrophes are only stripped from CSV formula cells', async () => {
  jest.mocked(runQuestionImport).mockResolvedValue({ errors: [], new: 0, changed: 0, unchanged: 1, committed: false });
  const json = JSON.stringify([Object.fromEntries(CSV_COLUMNS.map((c) => [c, c === 'question' ? "'=kept" : c === 'marks' ? 2 : c]))]);
  await upload(new File([json], 'questions.json', { type: 'application/json' }));
  expect(await screen.findByText('Nothing to import: no row is new or changed.')).toBeInTheDocument();
  expect(jest.mocked(stageQuestionImport).mock.calls[0][1][0]).toMatchObject({ row: 2, question: "'=kept", marks: '2' });
});

test('a failed staging says nothing was checked, and another file can be chosen', async () => {
  jest.mocked(stageQuestionImport).mockRejectedValue(new ApiError('Only the content team can import', '42501'));
  await upload(csvFile(csv(3)));
  expect(await screen.findByText(/The file was not checked: Your account may not do this/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the content lint's findings are shown per row with the dry run, and a blocking one stops the commit", async () => {
  jest.mocked(runQuestionImport).mockResolvedValue({ errors: [], new: 3, changed: 0, unchanged: 0, committed: false });
  const stale = `,NISM Series V-A,Mock Test 1,Concept,,1,What lock-in applies to a solution-oriented retirement fund?,One year,Three years,Five years,Ten years,C,Because.`;
  await upload(csvFile([HEADER, line(1), stale, line(3)].join('\r\n')));
  expect(await screen.findByRole('heading', { name: 'Check of questions.csv' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Content lint findings' });
  const [, first] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Row 3',
    'Stale fact',
    'Blocking',
    expect.stringMatching(/^mentions solution-oriented .*discontinued the solution-oriented category.*\(26 Feb 2026\)$/),
  ]);
  expect(screen.getByText('1 blocking finding. Nothing can be imported until the file is fixed and checked again.')).toBeInTheDocument();
  expect(screen.getByText('Nothing can be imported while the content lint has a blocking finding.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  expect(runQuestionImport).toHaveBeenCalledTimes(1);
  expect(runQuestionImport).toHaveBeenCalledWith(BATCH, true, expect.any(Function));
});

test('a file the content lint passes says so and can be imported', async () => {
  jest.mocked(runQuestionImport).mockResolvedValue({ errors: [], new: 3, changed: 0, unchanged: 0, committed: false });
  await upload(csvFile(csv(3)));
  expect(await screen.findByText('No findings.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
});

test("a few rows with the same key letter are a warning, since a file's rows need not be the paper's order", async () => {
  jest.mocked(runQuestionImport).mockResolvedValue({ errors: [], new: 5, changed: 0, unchanged: 0, committed: false });
  const same = (n: number) => `,NISM Series V-A,Mock Test 2,Taxation,,1,Question ${n}?,a,b,c,d,A,Because.`;
  await upload(csvFile([HEADER, ...[1, 2, 3, 4, 5].map(same)].join('\r\n')));
  expect(await screen.findByText('1 warning: nothing blocks, but each is worth a look.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Content lint findings' });
  expect(
    within(table).getByText(/^5 keys in a row are A \(Row 2 to Row 6\).*the paper page judges the whole paper\)$/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import 5 rows' })).toBeEnabled();
});

test('a commit shows how far it has got, and one that stops part-way says the rows written are drafts and goes on when tried again', async () => {
  const report = { errors: [], new: 3000, changed: 0, unchanged: 0 };
  let finish: (value: typeof report & { committed: boolean }) => void = () => {};
  jest
    .mocked(runQuestionImport)
    .mockResolvedValueOnce({ ...report, committed: false })
    .mockImplementationOnce(async (_batch, _dryRun, onProgress) => {
      onProgress?.({ processed: 1000, total: 3000 });
      throw new ApiError('The database is busy', '57014', 503);
    })
    .mockImplementationOnce(
      (_batch, _dryRun, onProgress) =>
        new Promise((resolve) => {
          onProgress?.({ processed: 2000, total: 3000 });
          finish = resolve;
        }),
    );
  await upload(csvFile(csv(3)));
  const importButton = await screen.findByRole('button', { name: 'Import 3,000 rows' });
  await act(async () => {
    fireEvent.click(importButton);
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    /^The import stopped: .* The rows written before it stopped are drafts; try again to import the rest\.$/,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(screen.getByText('Importing: 2,000 of 3,000 rows done…')).toBeInTheDocument();
  expect(jest.mocked(runQuestionImport).mock.calls.map(([batch, dryRun]) => [batch, dryRun])).toEqual([
    [BATCH, true],
    [BATCH, false],
    [BATCH, false],
  ]);
  await act(async () => finish({ ...report, committed: true }));
  expect(screen.getByText(/^3,000 questions written/)).toBeInTheDocument();
});
