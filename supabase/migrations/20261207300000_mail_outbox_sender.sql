-- Issue 46: staff mail on the hosted project. The send-outbox-mail edge function (called by pg_cron through pg_net
-- with the project's secret key, docs/deploy.md) takes a batch of unsent rows of private.mail_outbox, mails each
-- through the mail provider and records the outcome. A row is claimed for a while (two senders never take the same
-- row), counts its attempts and keeps its last error; a failed row waits longer after each try and is given up after
-- 8, so a provider's outage never turns into a retry storm. Locally local-supabase still delivers to its inbox.

alter table private.mail_outbox
  add column attempts integer not null default 0,
  add column last_error text,
  -- Not before this time: a claimed row while its sender works, a failed row until its next try.
  add column next_try_at timestamptz;

/** How many tries a mail gets before it is left for staff to see (its last_error says why). */
create or replace function private.mail_max_attempts() returns integer language sql immutable set search_path = '' as $$ select 8 $$;

-- Up to p_limit mails due now, oldest first, each held for 5 minutes while the caller sends it. Rows another sender
-- holds are skipped, not waited for.
create or replace function public.claim_outbox_mail(p_limit integer default 10)
returns table (id bigint, to_address text, subject text, body text, reply_to text, attempts integer)
language plpgsql security definer set search_path = '' as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'p_limit is 1 to 50' using errcode = '22023';
  end if;
  return query
  with due as (
    select o.id from private.mail_outbox o
    where o.sent_at is null and o.attempts < private.mail_max_attempts() and coalesce(o.next_try_at, '-infinity') <= now()
    order by o.id
    limit p_limit
    for update skip locked
  )
  update private.mail_outbox o
  set attempts = o.attempts + 1, next_try_at = now() + interval '5 minutes'
  from due where o.id = due.id
  returning o.id, o.to_address, o.subject, o.body, o.reply_to, o.attempts;
end $$;
revoke all on function public.claim_outbox_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_mail(integer) to service_role;

-- The outcome of one claimed mail: sent (p_error null), or failed with the provider's reason, to be tried again after
-- 2, 4, 8 ... minutes (at most 4 hours).
create or replace function public.settle_outbox_mail(p_id bigint, p_error text default null)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_error is null then
    update private.mail_outbox set sent_at = now(), last_error = null, next_try_at = null where id = p_id and sent_at is null;
  else
    update private.mail_outbox
    set last_error = left(p_error, 500),
        next_try_at = now() + least(interval '4 hours', interval '1 minute' * power(2, attempts))
    where id = p_id and sent_at is null;
  end if;
end $$;
revoke all on function public.settle_outbox_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.settle_outbox_mail(bigint, text) to service_role;
