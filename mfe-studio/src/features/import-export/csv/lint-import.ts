// The content lint (contracts/src/content-lint) over an import file: its rows grouped by exam and paper, each named by
// its row number ("Row 7"), and the checks across the file's papers of one exam. It judges the rows in the file; the
// paper page judges the whole paper once it is in the studio. So a letter pattern in a file of fewer rows than a
// paper-level check needs (MIN_QUESTIONS_FOR_SHARES) is shown as a warning: a few rows added to a paper do not show
// the paper's order.
import { lintPapers, MIN_QUESTIONS_FOR_SHARES, questionFromRow, type Finding, type LintPaper } from '@nism/contracts/content-lint';
import type { ImportRow } from './columns';

export function lintImportRows(rows: readonly ImportRow[]): Finding[] {
  const papers = new Map<string, LintPaper & { questions: ReturnType<typeof questionFromRow>[] }>();
  for (const row of rows) {
    const exam = row.exam.trim();
    const paper = row.paper.trim();
    const key = `${exam.toLowerCase()}\u0000${paper.toLowerCase()}`;
    if (!papers.has(key)) papers.set(key, { exam, paper, questions: [] });
    papers.get(key)!.questions.push(questionFromRow(row, `Row ${row.row}`));
  }
  const sizes = new Map([...papers.values()].map((p) => [p.paper, p.questions.length]));
  return lintPapers([...papers.values()]).map((f) =>
    f.check === 'key-pattern' && f.severity === 'blocking' && (sizes.get(f.paper) ?? 0) < MIN_QUESTIONS_FOR_SHARES
      ? { ...f, severity: 'warning', message: `${f.message} (in this file's rows; the paper page judges the whole paper)` }
      : f,
  );
}
