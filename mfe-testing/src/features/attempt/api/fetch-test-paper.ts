import { NotFoundError, unwrap } from 'platform';
import { readEarly } from './read-early';
import type { TestPaper } from '../../../lib/rows';

const COLUMNS = 'id,exam_id,title,description,duration_minutes,question_count';

/** One paper by id; throws NotFoundError for an unknown id. */
export async function fetchTestPaper(testPaperId: string): Promise<TestPaper> {
  const paper = unwrap(await readEarly((db) => db.from('test_papers').select(COLUMNS).eq('id', testPaperId).maybeSingle()));
  if (!paper) throw new NotFoundError('Test not found');
  return paper;
}
