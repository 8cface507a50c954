import { NotFoundError, unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';
import type { TestPaper } from '../../../lib/rows';

// The exam's negative marking comes with the paper (one request): the attempt page states each question's cost.
const COLUMNS = 'id,exam_id,title,description,duration_minutes,question_count,exams(exam_info(negative_marking_percent))';

interface Row extends TestPaper {
  exams: { exam_info: { negative_marking_percent: number } | null } | null;
}

/** One paper by id, with its exam's negative marking (0 when none); throws NotFoundError for an unknown id. */
export async function fetchTestPaper(testPaperId: string): Promise<TestPaper> {
  const row = unwrap(await readEarly((db) => db.from('test_papers').select(COLUMNS).eq('id', testPaperId).maybeSingle())) as Row | null;
  if (!row) throw new NotFoundError('Test not found');
  const { exams, ...paper } = row;
  return { ...paper, negative_marking_percent: exams?.exam_info?.negative_marking_percent ?? 0 };
}
