// Staff roles (supabase/schema/staff.sql), tried from outside with supabase-js as a visitor, a learner, an
// editor and an admin: only an admin (or the service role, for the first admin) grants a role; the role reaches the
// database through the token's app_metadata, which no user can write; every grant is in an append-only audit log, which
// an admin or an editor reads.
import { passSecondFactor } from '../helpers';
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
  await passSecondFactor(client); // staff writes need aal2 (issue 46)
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
  // Issue 42, finding 8: a clear 404, not a 500.
  const unknown = await admin.client.rpc('grant_staff_role', { p_email: 'nobody@rls.test', p_role: 'editor' });
  expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([404, 'P0002', 'No account has that email']);
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

// Issue 42, finding 1: staff power is read from the database on every call, not from the token's claims.
describe('a removed admin loses the studio at once', () => {
  test('with a token still valid, a removed admin can neither grant a second account admin nor remove the admin who removed them; their sessions end', async () => {
    const first = await w.newLearner('first-admin');
    const rogue = await w.newLearner('rogue-admin');
    const spare = await w.newLearner('rogue-spare');
    expect((await w.service.rpc('grant_staff_role', { p_email: first.email, p_role: 'admin' })).error).toBeNull();
    expect((await w.service.rpc('grant_staff_role', { p_email: rogue.email, p_role: 'admin' })).error).toBeNull();
    await freshToken(first.clients[0], first.email);
    await freshToken(rogue.clients[0], rogue.email);
    const rogueClient = rogue.clients[0];
    expect((await rogueClient.rpc('list_staff')).error).toBeNull();
    const { data: before } = await rogueClient.auth.getSession();
    expect(before.session?.user.app_metadata.role).toBe('admin');

    expect((await first.clients[0].rpc('grant_staff_role', { p_email: rogue.email, p_role: null })).error).toBeNull();

    // The access token still says admin, and it has not expired: the database says otherwise.
    for (const [fn, args] of [
      ['grant_staff_role', { p_email: spare.email, p_role: 'admin' }],
      ['grant_staff_role', { p_email: first.email, p_role: null }],
      ['list_staff', {}],
      ['get_audit_log', {}],
    ] as const) {
      expect((await rogueClient.rpc(fn, args)).error?.code).toBe('42501');
    }
    const staff = await w.service.rpc('list_staff');
    expect(staff.error?.code).toBe('42501'); // list_staff is an admin's page; the table decides for the roles below
    const rows = await w.sql<{ email: string; role: string }>(
      `select u.email, s.role from private.staff_roles s join auth.users u on u.id = s.user_id where u.id = any($1::uuid[])`,
      [[first.id, rogue.id, spare.id]],
    );
    expect(rows).toEqual([{ email: first.email, role: 'admin' }]);
    // Every session of the removed admin ended: the refresh token gets no new access token.
    const refreshed = await rogueClient.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
  });

  test('an admin cannot act on their own role, and nobody removes or demotes the last admin', async () => {
    const only = await w.newLearner('only-admin');
    const other = await w.newLearner('other-admin');
    expect((await w.service.rpc('grant_staff_role', { p_email: only.email, p_role: 'admin' })).error).toBeNull();
    expect((await w.service.rpc('grant_staff_role', { p_email: other.email, p_role: 'admin' })).error).toBeNull();
    await freshToken(only.clients[0], only.email);
    // Every other admin (the demo admin, the earlier tests') is removed, the last through `only`.
    const admins = await w.sql<{ email: string }>(
      `select u.email from private.staff_roles s join auth.users u on u.id = s.user_id where s.role = 'admin' and u.id <> $1`,
      [only.id],
    );
    for (const { email } of admins) {
      expect((await only.clients[0].rpc('grant_staff_role', { p_email: email, p_role: null })).error).toBeNull();
    }
    expect((await only.clients[0].rpc('grant_staff_role', { p_email: only.email, p_role: 'editor' })).error).toMatchObject({
      code: '42501',
      message: 'Ask another admin to change your own role',
    });
    for (const role of [null, 'editor']) {
      expect((await w.service.rpc('grant_staff_role', { p_email: only.email, p_role: role })).error).toMatchObject({
        code: '42501',
        message: 'The last admin cannot be removed: make another admin first',
      });
    }
    expect((await only.clients[0].rpc('list_staff')).data).toEqual(expect.arrayContaining([{ email: only.email, role: 'admin' }]));
  });
});
