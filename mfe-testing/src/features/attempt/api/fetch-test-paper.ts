import { ATTEMPT_READS } from '@nism/contracts';
import { NotFoundError, unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';
import type { TestPaper } from '../../../lib/rows';

// The exam's negative marking comes with the paper (one request): the attempt page states each question's cost.
// The same query the shell's early read sends (contracts' ATTEMPT_READS, issue 47 §3).
const { table, select } = ATTEMPT_READS.paper;

export interface PaperRow extends TestPaper {
  exams: { exam_info: { negative_marking_percent: number } | null } | null;
}

/** The paper from its row, with its exam's negative marking (0 when none); throws NotFoundError for none. */
export function toTestPaper(row: PaperRow | null | undefined): TestPaper {
  if (!row) throw new NotFoundError('Test not found');
  const { exams, ...paper } = row;
  return { ...paper, negative_marking_percent: exams?.exam_info?.negative_marking_percent ?? 0 };
}

/** One paper by id, with its exam's negative marking (0 when none); throws NotFoundError for an unknown id. */
export async function fetchTestPaper(testPaperId: string): Promise<TestPaper> {
  return toTestPaper(unwrap(await readEarly((db) => db.from(table).select(select).eq('id', testPaperId).maybeSingle())) as PaperRow | null);
}
