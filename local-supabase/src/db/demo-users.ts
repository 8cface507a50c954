import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from './engine';

/** The demo learners' SQL (learner@ and newcomer@example.com, password practice123): local databases only. */
export const demoUsersSql = path.resolve(__dirname, '../../demo/demo-users.sql');

/**
 * Adds the demo learners and the learner's purchases to a freshly seeded local database. They live outside
 * supabase/seed, which `supabase db push --include-seed` sends to real projects; the catalog they buy from must
 * be seeded first.
 */
export async function addDemoUsers(engine: Engine): Promise<void> {
  await engine.transaction((tx) => tx.exec(readFileSync(demoUsersSql, 'utf8')));
}
