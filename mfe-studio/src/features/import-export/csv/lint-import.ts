// The content lint (contracts/src/content-lint) over an import file: its rows grouped by exam and paper, each named by
// its row number ("row 7"), and the checks across the file's papers of one exam. It judges the rows in the file; the
// paper page judges the whole paper once it is in the studio.
import { lintPapers, questionFromRow, type Finding, type LintPaper } from '@nism/contracts/src/content-lint';
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
  return lintPapers([...papers.values()]);
}
