// Staff roles (supabase/schema/staff.sql), tried from outside with supabase-js as a visitor, a learner, an
// editor and an admin: only an admin (or the service role, for the first admin) grants a role; the role reaches the
// database through the token's app_metadata, which no user can write; every grant is in an append-only audit log, which
// an admin or an editor reads.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PASSWORD, STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let admin: { email: string; client: SupabaseClient };
let editor: { email: string; client: SupabaseClient };

/** Signs the account in again, so its new token carries its app_metadata as it is now. */
async function freshToken(client: SupabaseClient, email: string) {
  await client.auth.signOut();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
}

beforeAll(async () => {
  w = await startWorld();
  const a = await w.newLearner('admin');
  const e = await w.newLearner('editor');
  admin = { email: a.email, client: a.clients[0] };
  editor = { email: e.email, client: e.clients[0] };
}, STARTUP_MS);
afterAll(() => w?.stop());

const STUDIO_CALLS: [string, Record<string, unknown>][] = [
  ['grant_staff_role', { p_email: 'someone@rls.test', p_role: 'editor' }],
  ['list_staff', {}],
  ['get_audit_log', {}],
];

test('a visitor and a learner are refused every studio call (42501)', async () => {
  for (const [fn, args] of STUDIO_CALLS) {
    expect((await w.learner.rpc(fn, args)).error?.code).toBe('42501');
    const visitor = await w.anon.rpc(fn, args);
    expect(visitor.error?.code).toBe('42501');
  }
});

test('a learner cannot give themselves a role: app_metadata is not theirs to write', async () => {
  await w.learner.auth.updateUser({ data: { role: 'admin', app_metadata: { role: 'admin' } } });
  const { data } = await w.learner.auth.refreshSession();
  expect(data.session?.user.app_metadata.role).toBeUndefined();
  expect((await w.learner.rpc('list_staff')).error?.code).toBe('42501');
});

test('the service role makes the first admin; the admin grants an editor, who may not manage staff', async () => {
  const first = await w.service.rpc('grant_staff_role', { p_email: admin.email, p_role: 'admin' });
  expect(first.error).toBeNull();
  expect(first.data).toEqual([{ email: admin.email, role: 'admin' }]);
  await freshToken(admin.client, admin.email);

  const granted = await admin.client.rpc('grant_staff_role', { p_email: editor.email.toUpperCase(), p_role: 'editor' });
  expect(granted.error).toBeNull();
  await freshToken(editor.client, editor.email);
  expect((await editor.client.auth.getSession()).data.session?.user.app_metadata.role).toBe('editor');

  const { data: staff } = await admin.client.rpc('list_staff');
  expect(staff).toEqual(
    expect.arrayContaining([
      { email: admin.email, role: 'admin' },
      { email: editor.email, role: 'editor' },
    ]),
  );
  // Staff are managed by admins only; the audit log is the content team's to read (since the content studio).
  for (const [fn, args] of STUDIO_CALLS.filter(([fn]) => fn !== 'get_audit_log')) {
    expect((await editor.client.rpc(fn, args)).error?.code).toBe('42501');
  }
  expect((await editor.client.rpc('get_audit_log', {})).error).toBeNull();
});

test('an admin cannot change their own role, and a bad role or an unknown email is refused', async () => {
  expect((await admin.client.rpc('grant_staff_role', { p_email: admin.email, p_role: null })).error).toMatchObject({
    code: '42501',
    message: 'Ask another admin to change your own role',
  });
  expect((await admin.client.rpc('grant_staff_role', { p_email: editor.email, p_role: 'owner' })).error?.code).toBe('22023');
  expect((await admin.client.rpc('grant_staff_role', { p_email: 'nobody@rls.test', p_role: 'editor' })).error?.code).toBe('P0002');
});

test('every grant is in the audit log with who, when and the role before and after; the log cannot be changed', async () => {
  await admin.client.rpc('grant_staff_role', { p_email: editor.email, p_role: null });
  const { data: log, error } = await admin.client.rpc('get_audit_log', { p_action: 'grant_staff_role' });
  expect(error).toBeNull();
  expect(log.slice(0, 3)).toEqual([
    expect.objectContaining({ actor_email: admin.email, subject: editor.email, before: { role: 'editor' }, after: { role: null } }),
    expect.objectContaining({ actor_email: admin.email, subject: editor.email, before: { role: null }, after: { role: 'editor' } }),
    expect.objectContaining({ actor_email: null, subject: admin.email, before: { role: null }, after: { role: 'admin' } }),
  ]);
  // Not even the database owner rewrites history.
  await expect(w.sql('update private.audit_log set subject = $1', ['someone else'])).rejects.toThrow('The audit log is append-only');
  await expect(w.sql('delete from private.audit_log')).rejects.toThrow('The audit log is append-only');
  // Nor does any API role reach the table (the schema is not exposed over REST, and no role holds a privilege on it).
  const privileges = await w.sql<{ role: string; any: boolean }>(
    `select r as role, has_table_privilege(r, 'private.audit_log', 'select, insert, update, delete, truncate') as any
     from unnest(array['anon', 'authenticated', 'service_role']) r`,
  );
  expect(privileges.filter((p) => p.any)).toEqual([]);
});
