import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/db/migrate';
import { clientFor, startTestServer, type TestServer } from './helpers';

// The demo learners (known password, free premium purchase) are local-only: supabase/seed is what
// `supabase db push --include-seed` sends to a real project, so it must hold only the catalog.
const seedDir = path.join(repoRoot, 'supabase', 'seed');

test('supabase/seed creates no account, purchase or order', () => {
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(path.join(seedDir, file), 'utf8').toLowerCase();
    for (const table of ['auth.users', 'auth.identities', 'public.exam_purchases', 'public.payment_orders']) {
      expect({ file, writes: sql.includes(`insert into ${table}`) }).toEqual({ file, writes: false });
    }
  }
});

describe('a local database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  test('has the demo learners: learner@ with the X-A premium purchase, newcomer@ with none', async () => {
    const learner = await clientFor(server, 'learner@example.com', 'practice123');
    const { data: purchases } = await learner.from('exam_purchases').select('payment_status').order('payment_status');
    expect(purchases).toEqual([{ payment_status: 'completed' }, { payment_status: 'demo' }]);
    const newcomer = await clientFor(server, 'newcomer@example.com', 'practice123');
    expect((await newcomer.from('exam_purchases').select('id')).data).toEqual([]);
  });

  test("has the studio's demo staff: editor@ an editor, admin@ an admin who may manage staff", async () => {
    const editor = await clientFor(server, 'editor@example.com', 'practice123');
    expect((await editor.auth.getSession()).data.session?.user.app_metadata.role).toBe('editor');
    const admin = await clientFor(server, 'admin@example.com', 'practice123');
    const { data: staff, error } = await admin.rpc('list_staff');
    expect(error).toBeNull();
    expect(staff).toEqual([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'editor@example.com', role: 'editor' },
    ]);
  });
});
