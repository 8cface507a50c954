// Issue 46: the hosted mail sender's side of private.mail_outbox. Only service_role (the send-outbox-mail edge
// function, with the project's secret key) may claim mails or record their outcome; a claim takes each row once
// (skip locked), counts the attempt, and a failure keeps the row, with its error, for a later try after a pause.
// local-supabase's own delivery to its inbox is off here, so the rows stay for the claim.
import { STARTUP_MS, startWorld, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let editor: Staff;
beforeAll(async () => {
  w = await startWorld({ deliverMail: false });
  editor = await makeStaff(w, 'editor');
}, STARTUP_MS);
afterAll(() => w?.stop());

type Row = { id: number; attempts: number; sent_at: string | null; last_error: string | null; due_in_s: number | null };
const queue = (n: number, tag: string) =>
  w.sql(
    `insert into private.mail_outbox (to_address, subject, body) select 'staff-' || g || '@example.com', $1, 'body' from generate_series(1, $2::int) g`,
    [tag, n],
  );
const rows = (tag: string) =>
  w.sql<Row>(
    `select id::int, attempts, sent_at::text, last_error, extract(epoch from next_try_at - now())::int as due_in_s
     from private.mail_outbox where subject = $1 order by id`,
    [tag],
  );

test('no API role but service_role can claim mail or record its outcome: not a visitor, a learner, nor staff at aal2', async () => {
  await queue(1, 'refused');
  for (const client of [w.anon, w.learner, editor.client]) {
    const claim = await client.rpc('claim_outbox_mail', { p_limit: 10 });
    expect(claim).toMatchObject({ data: null, error: { code: '42501' } });
    const settle = await client.rpc('settle_outbox_mail', { p_id: 1, p_error: null });
    expect(settle.error).toMatchObject({ code: '42501' });
  }
  // Nothing was claimed, and the table itself is out of every API role's reach, service_role's too.
  expect(await rows('refused')).toEqual([expect.objectContaining({ attempts: 0, sent_at: null })]);
  for (const client of [w.anon, w.learner, editor.client, w.service]) {
    expect(
      (
        await client
          .schema('private' as never)
          .from('mail_outbox')
          .select('*')
      ).data ?? [],
    ).toEqual([]);
  }
  await w.sql(`delete from private.mail_outbox`);
});

test('service_role claims a batch once, oldest first; sent rows are done; a failed row waits with its error and is tried again', async () => {
  await queue(3, 'batch');
  const first = await w.service.rpc('claim_outbox_mail', { p_limit: 2 });
  expect(first.error).toBeNull();
  const claimed = first.data as { id: number; to_address: string; attempts: number }[];
  expect(claimed.map((m) => [m.to_address, m.attempts])).toEqual([
    ['staff-1@example.com', 1],
    ['staff-2@example.com', 1],
  ]);
  // A second sender meanwhile gets only the third: claimed rows are held.
  const second = await w.service.rpc('claim_outbox_mail', { p_limit: 10 });
  expect((second.data as { to_address: string }[]).map((m) => m.to_address)).toEqual(['staff-3@example.com']);

  expect((await w.service.rpc('settle_outbox_mail', { p_id: claimed[0].id, p_error: null })).error).toBeNull();
  expect((await w.service.rpc('settle_outbox_mail', { p_id: claimed[1].id, p_error: 'resend 503: try later' })).error).toBeNull();
  const [sent, failed] = await rows('batch');
  expect(sent).toMatchObject({ attempts: 1, last_error: null, due_in_s: null });
  expect(sent.sent_at).not.toBeNull();
  expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: 'resend 503: try later' });
  expect(failed.due_in_s).toBeGreaterThan(60); // 2 minutes after the first failure
  expect(failed.due_in_s).toBeLessThanOrEqual(120);

  // Not before its time; once due it is claimed again (attempt 2); a sent mail never is.
  expect((await w.service.rpc('claim_outbox_mail', { p_limit: 10 })).data).toEqual([]);
  await w.sql(`update private.mail_outbox set next_try_at = now() - interval '1 second' where subject = 'batch'`);
  const again = (await w.service.rpc('claim_outbox_mail', { p_limit: 10 })).data as { id: number; attempts: number }[];
  expect(again.map((m) => [m.id, m.attempts])).toEqual([
    [claimed[1].id, 2],
    [expect.any(Number), 2],
  ]);
  await w.sql(`delete from private.mail_outbox`);
});

test('a mail that failed 8 times is given up (kept with its error); a bad batch size is 22023', async () => {
  await queue(1, 'given-up');
  await w.sql(`update private.mail_outbox set attempts = 8, last_error = 'bounced' where subject = 'given-up'`);
  expect((await w.service.rpc('claim_outbox_mail', { p_limit: 10 })).data).toEqual([]);
  expect(await rows('given-up')).toEqual([expect.objectContaining({ attempts: 8, last_error: 'bounced', sent_at: null })]);
  for (const p_limit of [0, 51]) expect((await w.service.rpc('claim_outbox_mail', { p_limit })).error).toMatchObject({ code: '22023' });
  await w.sql(`delete from private.mail_outbox`);
});
