-- Report updates count against the hourly limit too (issue 27 item 7). The limit counted questions whose report
-- was written in the last hour, so one question could be re-reported 100 times in a row, each time with a
-- 1,000-character note. Now every write by report_question, a new report or an update, is logged here and counted:
-- at most private.question_report_limit() (20) writes per learner in any hour, the rest PT429 (HTTP 429).
-- report_question keeps its signature, so the generated types do not change.

create table private.question_report_writes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  written_at timestamptz not null default now()
);
create index question_report_writes_user_idx on private.question_report_writes (user_id, written_at desc);
revoke all on table private.question_report_writes from public, anon, authenticated;

-- Writes of the last hour before this migration still count.
insert into private.question_report_writes (user_id, written_at)
select r.user_id, r.updated_at from public.question_reports r where r.updated_at > now() - interval '1 hour';

-- ---------------------------------------------------------------- report_question
-- Only a question of a paper the caller has an attempt of (so it was shown to them).
-- Every write beyond the hourly limit answers PT429 (HTTP 429), a repeat of the same question too.
create or replace function public.report_question(p_question_id uuid, p_reason text, p_note text default null)
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
  -- The log keeps only the window it is counted over.
  delete from private.question_report_writes w where w.user_id = v_uid and w.written_at <= now() - interval '1 hour';
  if (select count(*) from private.question_report_writes w where w.user_id = v_uid) >= private.question_report_limit() then
    raise exception 'You have reported many questions in the last hour. Please try again later.'
      using errcode = 'PT429';
  end if;
  insert into private.question_report_writes (user_id) values (v_uid);

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
