import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Link, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import { runQuestionImport, type ImportProgress, type ImportReport } from '../../features/import-export/api/run-question-import';
import { STAGE_CHUNK, stageQuestionImport } from '../../features/import-export/api/stage-question-import';
import { COLUMN_HELP, CSV_COLUMNS, type ImportRow } from '../../features/import-export/csv/columns';
import { lintImportRows } from '../../features/import-export/csv/lint-import';
import { MAX_ROWS, readImportFile } from '../../features/import-export/csv/parse-import';
import { blockingCount, LintFindings, type Finding } from '../../lib/content-lint';
import { describeError } from '../../lib/errors';
import { formatCount, plural } from '../../lib/format';
import { Muted, Section, Toolbar } from '../../lib/layout';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';

type Step =
  | { name: 'choose' }
  | { name: 'reading' }
  | { name: 'refused'; message: string }
  | { name: 'staging'; done: number; total: number }
  | { name: 'checking'; progress: ImportProgress }
  | { name: 'checked'; batchId: string; rows: number; report: ImportReport }
  | { name: 'committing'; batchId: string; rows: number; report: ImportReport; progress?: ImportProgress }
  // A commit that stopped part-way: the rows written so far are drafts, and trying again goes on from there.
  | { name: 'stopped'; batchId: string; rows: number; report: ImportReport; message: string }
  | { name: 'done'; committed: number }
  | { name: 'failed'; message: string };

const FileLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const FileInput = styled.input`
  font: inherit;
  max-width: 100%;
  min-height: 44px;
`;

const Problem = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0 0 1rem;
  div {
    min-width: 6rem;
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

// On a phone each problem is a card titled by its row number: "Row 7" (the column header says it on a wide screen).
const ProblemTable = styled(Table)`
  @media (width < ${theme.breakpoints.sm}) {
    td:first-child::before {
      content: 'Row ';
    }
  }
`;

const ColumnList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-family: ui-monospace, monospace;
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Import: a CSV or JSON file is checked here, staged in chunks, dry-run on the server, then written as drafts. */
export default function ImportPage() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [fileName, setFileName] = useState('');
  // The content lint's findings for the file's rows (issue 44): shown with the dry run; a blocking one stops the commit.
  const [findings, setFindings] = useState<Finding[]>([]);

  const stageAndCheck = async (rows: ImportRow[]) => {
    const batchId = crypto.randomUUID();
    try {
      for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
        setStep({ name: 'staging', done: start, total: rows.length });
        await stageQuestionImport(batchId, rows.slice(start, start + STAGE_CHUNK));
      }
      setStep({ name: 'staging', done: rows.length, total: rows.length });
      const report = await runQuestionImport(batchId, true, (progress) => setStep({ name: 'checking', progress }));
      setStep({ name: 'checked', batchId, rows: rows.length, report });
    } catch (error) {
      setStep({ name: 'failed', message: `The file was not checked: ${describeError(error)}` });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setStep({ name: 'reading' });
    const parsed = await readImportFile(file);
    if (!parsed.ok) {
      setStep({ name: 'refused', message: parsed.message });
      return;
    }
    setFindings(lintImportRows(parsed.rows));
    await stageAndCheck(parsed.rows);
  };

  const commit = async (batchId: string, rows: number, report: ImportReport) => {
    setStep({ name: 'committing', batchId, rows, report });
    try {
      const result = await runQuestionImport(batchId, false, (progress) =>
        setStep({ name: 'committing', batchId, rows, report, progress }),
      );
      // The commit writes every new and changed row; its counts are those of the rows it wrote.
      setStep({ name: 'done', committed: result.committed ? result.new + result.changed : 0 });
    } catch (error) {
      setStep({
        name: 'stopped',
        batchId,
        rows,
        report,
        message: `The import stopped: ${describeError(error)} The rows written before it stopped are drafts; try again to import the rest.`,
      });
    }
  };

  const reset = () => {
    setStep({ name: 'choose' });
    setFileName('');
    setFindings([]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const busy = step.name === 'reading' || step.name === 'staging' || step.name === 'checking' || step.name === 'committing';
  const blocked = blockingCount(findings) > 0;

  return (
    <StudioPage title="Import questions">
      <Section as="section" aria-labelledby={`${inputId}-heading`}>
        <h2 id={`${inputId}-heading`}>Choose a file</h2>
        <Muted>
          A CSV (UTF-8, with a header row) or a JSON file, at most 5 MB and {formatCount(MAX_ROWS)} rows. Nothing changes until you confirm:
          the file is checked first; new questions are written as drafts, and a changed one becomes its new version.
        </Muted>
        <FileLabel htmlFor={inputId}>CSV or JSON file</FileLabel>
        <FileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        <div role="status" aria-live="polite">
          {step.name === 'reading' && <p>Reading {fileName}…</p>}
          {step.name === 'staging' && (
            <p>
              {step.done < step.total
                ? `Sending rows ${formatCount(step.done + 1)}–${formatCount(Math.min(step.done + STAGE_CHUNK, step.total))} of ${formatCount(step.total)}…`
                : `Checking ${plural(step.total, 'row')}…`}
            </p>
          )}
          {step.name === 'checking' && (
            <p>{`Checking rows: ${formatCount(step.progress.processed)} of ${formatCount(step.progress.total)} done…`}</p>
          )}
          {step.name === 'committing' && (
            <p>
              {step.progress
                ? `Importing: ${formatCount(step.progress.processed)} of ${formatCount(step.progress.total)} rows done…`
                : 'Importing…'}
            </p>
          )}
        </div>
        {(step.name === 'refused' || step.name === 'failed') && (
          <div role="alert">
            <Problem>{step.message}</Problem>
            <Button type="button" $variant="secondary" onClick={reset}>
              Choose another file
            </Button>
          </div>
        )}
      </Section>

      {(step.name === 'checked' || step.name === 'committing' || step.name === 'stopped') && (
        <Section as="section" aria-labelledby="check-heading">
          <h2 id="check-heading">Check of {fileName}</h2>
          <Counts>
            <div>
              <dt>New</dt>
              <dd>{formatCount(step.report.new)}</dd>
            </div>
            <div>
              <dt>Changed</dt>
              <dd>{formatCount(step.report.changed)}</dd>
            </div>
            <div>
              <dt>Unchanged</dt>
              <dd>{formatCount(step.report.unchanged)}</dd>
            </div>
            <div>
              <dt>Problems</dt>
              <dd>{formatCount(step.report.errors.length)}</dd>
            </div>
          </Counts>
          {step.report.errors.length > 0 && (
            <>
              <p>These rows have problems and will be skipped. Fix them in the file and import it again later.</p>
              <TableWrap>
                <ProblemTable $stacked aria-label="Rows with problems">
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Column</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {step.report.errors.map((error, i) => (
                      <tr key={`${error.row}-${error.column}-${i}`}>
                        <td>{error.row}</td>
                        <td data-label="Column">{error.column || '—'}</td>
                        <td data-label="Problem" data-wide>
                          {error.reason}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ProblemTable>
              </TableWrap>
            </>
          )}
          {step.name === 'stopped' && (
            <div role="alert">
              <Problem>{step.message}</Problem>
            </div>
          )}
          <Toolbar style={{ marginTop: '1rem' }}>
            {blocked ? (
              <p>Nothing can be imported while the content lint has a blocking finding.</p>
            ) : step.report.new + step.report.changed > 0 ? (
              <Button type="button" disabled={step.name === 'committing'} onClick={() => void commit(step.batchId, step.rows, step.report)}>
                {step.name === 'committing'
                  ? 'Importing…'
                  : step.name === 'stopped'
                    ? 'Try again'
                    : `Import ${plural(step.report.new + step.report.changed, 'row')}`}
              </Button>
            ) : (
              <p>Nothing to import: no row is new or changed.</p>
            )}
            <Button type="button" $variant="secondary" disabled={step.name === 'committing'} onClick={reset}>
              Choose another file
            </Button>
          </Toolbar>
        </Section>
      )}

      {(step.name === 'checked' || step.name === 'committing' || step.name === 'stopped') && (
        <LintFindings findings={findings} consequence="Nothing can be imported until the file is fixed and checked again." />
      )}

      {step.name === 'done' && (
        <Section as="section" aria-labelledby="done-heading" role="status">
          <h2 id="done-heading">Imported</h2>
          <p>
            {plural(step.committed, 'question')} written: new ones as drafts to check and publish from the list, changed ones as their new
            version.
          </p>
          <Toolbar>
            <Button as={Link} to={studioPaths.questions('status=draft')}>
              See the drafts
            </Button>
            <Button type="button" $variant="secondary" onClick={reset}>
              Import another file
            </Button>
          </Toolbar>
        </Section>
      )}

      <Section as="section" aria-labelledby="columns-heading">
        <h2 id="columns-heading">The file&apos;s columns</h2>
        <Muted>
          The header row (row 1) names these columns, in any order; an export has them all. Row numbers in the check are the
          spreadsheet&apos;s (the header is row 1). A cell the export began with an apostrophe (&apos;=, &apos;+, &apos;-, &apos;@) is read
          without it.
        </Muted>
        <ColumnList>
          {CSV_COLUMNS.map((column) => (
            <div key={column} style={{ display: 'contents' }}>
              <dt>{column}</dt>
              <dd>{COLUMN_HELP[column]}</dd>
            </div>
          ))}
        </ColumnList>
      </Section>
    </StudioPage>
  );
}
