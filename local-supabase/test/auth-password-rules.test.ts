// Issue 46, part 5: new passwords are at least 8 characters (supabase/config.toml) and not one of the passwords most
// often seen in breaches; an account whose password fails today's rules still signs in, and is told so (GoTrue's
// weak_password, supabase-js's data.weakPassword), so the site asks for a new one.
import bcryptjs from 'bcryptjs';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient, createUser, serviceClient, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
}, 60_000);
afterAll(() => server?.stop());

test('sign-up refuses a password shorter than 8 characters, and a breached one, with GoTrue reasons', async () => {
  const client = anonClient(server);
  const short = await client.auth.signUp({ email: 'short@example.com', password: 'Nism-X7' });
  expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
  expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  expect(short.error?.message).toBe('Password should be at least 8 characters.');

  const breached = await client.auth.signUp({ email: 'breached@example.com', password: 'Password123' });
  expect(breached.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
  expect(breached.error?.message).toBe('Password is known to be weak and easy to guess, please choose a different one.');

  const fine = await client.auth.signUp({ email: 'fine@example.com', password: 'nism-mock-tests-9' });
  expect(fine.error).toBeNull();
});

test('a new password on PUT /user and on the admin API meets the same rules', async () => {
  await createUser(server, 'changer@example.com', 'first-choice-7');
  const client = anonClient(server);
  expect((await client.auth.signInWithPassword({ email: 'changer@example.com', password: 'first-choice-7' })).error).toBeNull();
  const bad = await client.auth.updateUser({ password: 'iloveyou' });
  expect(bad.error).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
  const admin = await serviceClient(server).auth.admin.createUser({ email: 'adm@example.com', password: 'qwerty', email_confirm: true });
  expect(admin.error).toMatchObject({ code: 'weak_password', reasons: ['length', 'pwned'] });
});

test('an account whose old password fails the rules signs in and is told why (weakPassword); a good one is not', async () => {
  await createUser(server, 'old-rule@example.com', 'long-enough-9');
  await server.db.query('update auth.users set encrypted_password = $2 where email = $1', [
    'old-rule@example.com',
    bcryptjs.hashSync('abc123', 10),
  ]);
  const client = anonClient(server);
  const old = await client.auth.signInWithPassword({ email: 'old-rule@example.com', password: 'abc123' });
  expect(old.error).toBeNull();
  expect(old.data.session).toBeTruthy();
  expect(old.data.weakPassword).toEqual({ reasons: ['length', 'pwned'], message: expect.stringContaining('at least 8 characters') });
  const good = await anonClient(server).auth.signInWithPassword({ email: 'learner@example.com', password: 'practice123' });
  expect(good.error).toBeNull();
  expect(good.data.weakPassword).toBeUndefined();
});
