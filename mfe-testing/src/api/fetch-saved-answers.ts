import { db } from './client';
import { readEarly } from './early';
import { unwrap } from './errors';
import type { Option } from './options';

const COLUMNS = 'question_id,selected_option';

/** The answers already on the server for an attempt: question id → option. */
export async function fetchSavedAnswers(attemptId: string): Promise<Record<string, Option>> {
  const rows = await readEarly<{ question_id: string; selected_option: Option }[]>(
    { path: 'user_answers', query: { select: COLUMNS, attempt_id: `eq.${attemptId}` } },
    async () => unwrap(await (await db()).from('user_answers').select(COLUMNS).eq('attempt_id', attemptId)),
  );
  return Object.fromEntries(rows.map((row) => [row.question_id, row.selected_option]));
}
