-- Issue 46, part 4: the contact form delivers. A visitor's message (name, email, message, the signed-in account if
-- any) is stored by send_contact_message, limited per client address and per email against floods, with a honeypot
-- field bots fill and people never see. Staff read them in the studio (list_contact_messages) and mark them answered
-- or closed (set_contact_message_status, audited, so aal2); every new message queues a mail to each staff member in
-- private.mail_outbox, which the mail sender delivers (local-supabase: its inbox; hosted: docs/deploy.md).

create table public.contact_messages (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 255),
  message text not null check (char_length(message) between 1 and 5000),
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  status_changed_at timestamptz,
  status_changed_by uuid references auth.users (id) on delete set null,
  -- A day-salted hash of the sender's address, for the per-address limit; never the address itself.
  source text not null
);
create index contact_messages_status_created_idx on public.contact_messages (status, created_at desc);
create index contact_messages_source_idx on public.contact_messages (source, created_at);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at);
alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from public, anon, authenticated;

-- Mails waiting for the sender: written by the database, read only by the mail sender (the owner).
create table private.mail_outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  to_address text not null,
  subject text not null,
  body text not null,
  reply_to text,
  sent_at timestamptz
);
create index mail_outbox_unsent_idx on private.mail_outbox (id) where sent_at is null;
revoke all on table private.mail_outbox from public, anon, authenticated, service_role;

/** The limits, as functions so tests and docs read one place. */
create or replace function private.contact_per_address_hour() returns integer language sql immutable set search_path = '' as $$ select 5 $$;
create or replace function private.contact_per_email_hour() returns integer language sql immutable set search_path = '' as $$ select 3 $$;
create or replace function private.contact_all_hour() returns integer language sql immutable set search_path = '' as $$ select 300 $$;

create or replace function private.contact_too_many(p_message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', 'PT429', 'message', p_message, 'details', null, 'hint', null)::text,
    detail = jsonb_build_object('status', 429, 'headers', jsonb_build_object('Retry-After', '3600'))::text;
end $$;

create or replace function public.send_contact_message(p_name text, p_email text, p_message text, p_website text default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_message text := btrim(coalesce(p_message, ''));
  v_source text := private.field_source(private.field_caller_address());
begin
  -- The honeypot: a field hidden from people. A bot that fills it is answered as if sent, and nothing is kept.
  if coalesce(btrim(p_website), '') <> '' then
    return jsonb_build_object('sent', true);
  end if;
  if v_name = '' or char_length(v_name) > 200 then
    raise exception 'Please enter your name (at most 200 characters)' using errcode = '22023';
  end if;
  if char_length(v_email) > 255 or v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if v_message = '' or char_length(v_message) > 5000 then
    raise exception 'Please write a message (at most 5000 characters)' using errcode = '22023';
  end if;
  -- Floods: per sender address, per email written, and everyone together, each an hour.
  perform pg_advisory_xact_lock(hashtext('contact_messages'));
  if (select count(*) from public.contact_messages m where m.source = v_source and m.created_at > now() - interval '1 hour')
     >= private.contact_per_address_hour() then
    perform private.contact_too_many('Too many messages from this connection. Please try again in an hour, or write to us by email.');
  end if;
  if (select count(*) from public.contact_messages m where lower(m.email) = v_email and m.created_at > now() - interval '1 hour')
     >= private.contact_per_email_hour() then
    perform private.contact_too_many('We already have your recent messages. Please wait an hour before sending another.');
  end if;
  if (select count(*) from public.contact_messages m where m.created_at > now() - interval '1 hour') >= private.contact_all_hour() then
    perform private.contact_too_many('We are receiving too many messages just now. Please try again later.');
  end if;
  insert into public.contact_messages (name, email, message, user_id, source)
  values (v_name, v_email, v_message, auth.uid(), v_source);
  insert into private.mail_outbox (to_address, subject, body, reply_to)
  select u.email, 'New message from ' || v_name || ' (NISM Practice contact form)',
         'From: ' || v_name || ' <' || v_email || '>' || chr(10) || 'Sent: ' || to_char(now() at time zone 'Asia/Kolkata', 'DD Mon YYYY HH24:MI') || ' IST'
           || chr(10) || chr(10) || v_message || chr(10) || chr(10) || 'Answer it from the studio''s Messages page, or reply to this mail.',
         v_email
  from private.staff_roles s join auth.users u on u.id = s.user_id
  where u.email is not null;
  return jsonb_build_object('sent', true);
end $$;

revoke all on function public.send_contact_message(text, text, text, text) from public;
grant execute on function public.send_contact_message(text, text, text, text) to anon, authenticated;

create or replace function public.list_contact_messages(p_status text default 'new', p_limit integer default 50, p_offset integer default 0)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read messages' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('new', 'answered', 'closed') then
    raise exception 'A status is new, answered or closed' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.contact_messages m where p_status is null or m.status = p_status),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id desc) from (
        select m.id, m.created_at, m.name, m.email, m.message, m.status, m.status_changed_at,
               (select u.email from auth.users u where u.id = m.user_id) as account_email,
               (select u.email from auth.users u where u.id = m.status_changed_by) as status_changed_by_email
        from public.contact_messages m
        where p_status is null or m.status = p_status
        order by m.created_at desc, m.id desc
        limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0)
      ) r), '[]'::jsonb));
end $$;

revoke all on function public.list_contact_messages(text, integer, integer) from public, anon;
grant execute on function public.list_contact_messages(text, integer, integer) to authenticated;

create or replace function public.set_contact_message_status(p_id bigint, p_status text)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_before text;
begin
  if not private.is_editor() then
    raise exception 'Only the content team can change messages' using errcode = '42501';
  end if;
  if p_status not in ('new', 'answered', 'closed') then
    raise exception 'A status is new, answered or closed' using errcode = '22023';
  end if;
  select m.status into v_before from public.contact_messages m where m.id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Message not found');
  end if;
  update public.contact_messages m
  set status = p_status, status_changed_at = now(), status_changed_by = auth.uid()
  where m.id = p_id;
  perform private.audit('set_contact_message_status', p_id::text, jsonb_build_object('status', v_before), jsonb_build_object('status', p_status));
  return jsonb_build_object('id', p_id, 'status', p_status);
end $$;

revoke all on function public.set_contact_message_status(bigint, text) from public, anon;
grant execute on function public.set_contact_message_status(bigint, text) to authenticated;
