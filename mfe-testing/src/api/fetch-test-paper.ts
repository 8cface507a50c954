import { db } from './client';
import { readEarly } from './early';
import { NotFoundError, unwrap } from './errors';
import type { TestPaper } from './fetch-test-papers';

const COLUMNS = 'id,exam_id,title,description,duration_minutes,question_count';

/** One paper by id; throws NotFoundError for an unknown id. */
export async function fetchTestPaper(testPaperId: string): Promise<TestPaper> {
  const paper = await readEarly(
    { path: 'test_papers', query: { select: COLUMNS, id: `eq.${testPaperId}` } },
    async () => [unwrap(await (await db()).from('test_papers').select(COLUMNS).eq('id', testPaperId).maybeSingle())],
  ).then((rows: (TestPaper | null)[]) => rows[0] ?? null);
  if (!paper) throw new NotFoundError('Test not found');
  return paper;
}
