// Issue 46, part 4: the contact form delivers. Messages are stored with the signed-in account if any; a filled
// honeypot stores nothing; bad input is 22023 and stores nothing; floods are limited per address and per email (429);
// nobody but staff reads them; staff mark them answered or closed (audited, aal2); each new message queues a mail to
// every staff member, which local-supabase delivers to its inbox.
import type { SupabaseClient } from '@supabase/supabase-js';
import { STARTUP_MS, startWorld, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let editor: Staff;
let editorAal1: Staff;
beforeAll(async () => {
  w = await startWorld();
  editor = await makeStaff(w, 'editor');
  editorAal1 = await makeStaff(w, 'editor', { secondFactor: false });
}, STARTUP_MS);
afterAll(() => w?.stop());

const send = (client: SupabaseClient, over: Record<string, unknown> = {}) =>
  client.rpc('send_contact_message', { p_name: 'Asha Menon', p_email: 'asha@example.com', p_message: 'When is the next mock?', ...over });
const stored = (email: string) =>
  w.sql<{ user_id: string | null; status: string }>('select user_id, status from public.contact_messages where email = $1', [email]);
const clear = () => w.sql('delete from public.contact_messages');

test("a visitor's and a learner's messages are stored, the learner's with their account; staff get a mail each", async () => {
  await clear();
  expect(await send(w.anon, { p_email: 'Visitor@Example.com' })).toMatchObject({ error: null, data: { sent: true } });
  expect(await send(w.learner, { p_email: 'learner-writes@example.com' })).toMatchObject({ error: null });
  expect(await stored('visitor@example.com')).toEqual([{ user_id: null, status: 'new' }]);
  expect(await stored('learner-writes@example.com')).toEqual([{ user_id: w.learnerId, status: 'new' }]);
  const outbox = await w.sql<{ to_address: string; reply_to: string }>(
    `select to_address, reply_to from private.mail_outbox where reply_to = 'visitor@example.com'`,
  );
  expect(outbox.map((m) => m.to_address)).toEqual(expect.arrayContaining([editor.email, editorAal1.email]));
});

test('a filled honeypot is answered as sent and stores nothing; bad input is 22023 and stores nothing', async () => {
  await clear();
  expect(await send(w.anon, { p_email: 'bot@example.com', p_website: 'http://spam.example' })).toMatchObject({
    error: null,
    data: { sent: true },
  });
  for (const [over, message] of [
    [{ p_name: '  ' }, 'Please enter your name (at most 200 characters)'],
    [{ p_email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ p_message: '' }, 'Please write a message (at most 5000 characters)'],
    [{ p_message: 'x'.repeat(5001) }, 'Please write a message (at most 5000 characters)'],
  ] as const) {
    expect((await send(w.anon, over)).error).toMatchObject({ code: '22023', message });
  }
  expect(await w.sql('select 1 from public.contact_messages')).toEqual([]);
});

test('floods: at most 3 an hour per email and 5 per address, then 429 PT429', async () => {
  await clear();
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push((await send(w.anon, { p_email: 'same@example.com' })).error?.code ?? 'ok');
  expect(answers).toEqual(['ok', 'ok', 'ok', 'PT429']);
  for (let i = 0; i < 3; i++) answers.push((await send(w.anon, { p_email: `other-${i}@example.com` })).error?.code ?? 'ok');
  // every test client is 127.0.0.1: the 4 stored and 2 more make 5 from this address, then the 6th is refused
  expect(answers.slice(4)).toEqual(['ok', 'ok', 'PT429']);
  const refused = await send(w.anon, { p_email: 'fresh@example.com' });
  expect(refused.status).toBe(429);
});

test('only staff read messages; a status change needs aal2 and is audited', async () => {
  await clear();
  await send(w.anon, { p_email: 'reader@example.com' });
  expect((await w.anon.from('contact_messages').select('*')).error?.code).toBe('42501');
  expect((await w.learner.from('contact_messages').select('*')).error?.code).toBe('42501');
  expect((await w.learner.rpc('list_contact_messages')).error?.code).toBe('42501');
  const list = await editorAal1.client.rpc('list_contact_messages', { p_status: 'new' });
  expect(list.error).toBeNull();
  const [row] = list.data.rows;
  expect(row).toMatchObject({ name: 'Asha Menon', email: 'reader@example.com', message: 'When is the next mock?', status: 'new' });

  expect((await w.learner.rpc('set_contact_message_status', { p_id: row.id, p_status: 'closed' })).error?.code).toBe('42501');
  expect((await editorAal1.client.rpc('set_contact_message_status', { p_id: row.id, p_status: 'answered' })).error?.code).toBe('AAL2');
  expect((await editor.client.rpc('set_contact_message_status', { p_id: row.id, p_status: 'answered' })).error).toBeNull();
  expect(await stored('reader@example.com')).toEqual([{ user_id: null, status: 'answered' }]);
  const { data: log } = await editor.client.rpc('get_audit_log', { p_action: 'set_contact_message_status' });
  expect(log[0]).toMatchObject({ subject: String(row.id), before: { status: 'new' }, after: { status: 'answered' } });
  expect((await editor.client.rpc('list_contact_messages', { p_status: 'answered' })).data.rows.map((r: { id: number }) => r.id)).toEqual([
    row.id,
  ]);
});
