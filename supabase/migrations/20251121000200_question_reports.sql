-- Learners report a question they were shown (wrong key, unclear wording, outdated fact,
-- typo). One report per learner and question: reporting again updates it. Learners read
-- only their own; the service role reads all. Written only through report_question.

create type public.question_report_reason as enum ('wrong_key', 'unclear_wording', 'outdated_fact', 'typo');

create table public.question_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  reason public.question_report_reason not null,
  note text check (note is null or length(note) <= 1000),
  created_at timestamptz not null default now(),
  -- Server clock of the latest report; the rate limit counts these.
  updated_at timestamptz not null default now(),
  constraint question_reports_user_question_key unique (user_id, question_id)
);
alter table public.question_reports enable row level security;
create index question_reports_user_updated_idx on public.question_reports (user_id, updated_at desc);
create index question_reports_question_idx on public.question_reports (question_id);

create policy "question reports: owner reads" on public.question_reports
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on table public.question_reports from anon, authenticated;
grant select on table public.question_reports to authenticated;
grant all on table public.question_reports to service_role;

-- At most this many questions reported (or re-reported) by one learner in an hour.
create function private.question_report_limit() returns integer
language sql immutable set search_path = '' as $$ select 20 $$;
revoke all on function private.question_report_limit() from public;

-- ---------------------------------------------------------------- report_question
-- Only a question of a paper the caller has an attempt of (so it was shown to them).
-- A new report beyond the hourly limit answers PT429 (HTTP 429); updating a report made
-- within the hour does not count again.
create function public.report_question(p_question_id uuid, p_reason text, p_note text default null)
returns public.question_reports
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_new public.question_reports;
  v_row public.question_reports;
begin
  if v_uid is null then
    raise exception 'Sign in to report a question' using errcode = '42501';
  end if;
  if p_reason is null or p_reason not in (select unnest(enum_range(null::public.question_report_reason))::text) then
    raise exception 'Reason must be wrong_key, unclear_wording, outdated_fact or typo' using errcode = 'P0001';
  end if;
  if length(v_note) > 1000 then
    raise exception 'The note is limited to 1000 characters' using errcode = 'P0001';
  end if;
  -- A question never shown to the caller and a missing one look the same.
  if not exists (
    select 1 from public.questions q
    join public.user_test_attempts a on a.test_paper_id = q.test_paper_id and a.user_id = v_uid
    where q.id = p_question_id
  ) then
    raise exception 'Question not found' using errcode = '42501';
  end if;

  -- Serialise one learner's reports so the limit holds under concurrent calls.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('report_question:' || v_uid::text));
  if not exists (
    select 1 from public.question_reports r
    where r.user_id = v_uid and r.question_id = p_question_id and r.updated_at > now() - interval '1 hour'
  ) and (
    select count(*) from public.question_reports r
    where r.user_id = v_uid and r.updated_at > now() - interval '1 hour'
  ) >= private.question_report_limit() then
    raise exception 'You have reported many questions in the last hour. Please try again later.'
      using errcode = 'PT429';
  end if;

  v_new.reason := p_reason;
  insert into public.question_reports as r (user_id, question_id, reason, note)
  values (v_uid, p_question_id, v_new.reason, v_note)
  on conflict (user_id, question_id) do update
    set reason = excluded.reason, note = excluded.note, updated_at = now()
  returning * into v_row;
  return v_row;
end $$;

revoke all on function public.report_question(uuid, text, text) from public, anon, authenticated;
grant execute on function public.report_question(uuid, text, text) to authenticated;
