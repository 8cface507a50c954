-- Learners' question reports reach the content team, and their outcome reaches the learner. An editor (staff roles,
-- 20251126000500) reads every report, grouped by question with the question as it stands and its key, and either
-- marks the question's open reports fixed (after correcting it) or dismisses them with a reason. The learner who
-- reported sees "Fixed on {date}" or "Reviewed: no change, {reason}" where they reported it. Reporting again reopens
-- a report. Every triage is in the audit log.

alter table public.question_reports
  add column status text not null default 'open' check (status in ('open', 'fixed', 'dismissed')),
  add column resolved_at timestamptz,
  -- Shown to the learner as "Reviewed: no change, {reason}".
  add column resolution_note text check (resolution_note is null or length(btrim(resolution_note)) between 1 and 500),
  add constraint question_reports_resolution check ((status = 'open') = (resolved_at is null));
create index question_reports_open_idx on public.question_reports (question_id) where status = 'open';

-- A learner who reports again (another reason or note) has a new concern: the report is open again.
create function private.question_reports_reopen() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.reason, new.note) is distinct from (old.reason, old.note) then
    new.status := 'open';
    new.resolved_at := null;
    new.resolution_note := null;
  end if;
  return new;
end $$;
create trigger question_reports_reopen before update of reason, note on public.question_reports
  for each row execute function private.question_reports_reopen();

-- The policy runs as the caller, who may execute is_editor and the staff_role it reads (about their own token,
-- nothing more). The API exposes only `public`, so these grants make no private function reachable over REST.
grant execute on function private.staff_role() to authenticated;
grant execute on function private.is_editor() to authenticated;
-- One policy (two permissive ones would each run on every read): the owner reads theirs, the content team all.
drop policy "question reports: owner reads" on public.question_reports;
create policy "question reports: owner or staff reads" on public.question_reports
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_editor()));

-- ---------------------------------------------------------------- list_report_queue
-- Questions with reports of that status (default open), the most reported first: the question as it stands, with
-- its key and explanation, its paper and exam, and each report (reason, note as the learner typed it, dates).
create function public.list_report_queue(p_status text default 'open', p_limit integer default 50, p_offset integer default 0)
returns table (question_id uuid, exam_name text, paper_title text, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text, correct_option text, explanation text,
               topic text, report_count integer, reports jsonb)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read the report queue' using errcode = '42501';
  end if;
  if p_status not in ('open', 'fixed', 'dismissed') then
    raise exception 'A report''s status is open, fixed or dismissed' using errcode = '22023';
  end if;
  return query
    with grouped as (
      select r.question_id, count(*)::integer as n,
             jsonb_agg(jsonb_build_object('id', r.id, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at,
                                          'updated_at', r.updated_at, 'resolved_at', r.resolved_at,
                                          'resolution_note', r.resolution_note) order by r.updated_at desc) as reports,
             max(r.updated_at) as latest
      from public.question_reports r
      where r.status = p_status
      group by r.question_id
    )
    select q.id, e.name, tp.title, q.position, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d,
           q.correct_option::text, q.explanation, q.topic, g.n, g.reports
    from grouped g
    join public.questions q on q.id = g.question_id
    join public.test_papers tp on tp.id = q.test_paper_id
    join public.exams e on e.id = tp.exam_id
    order by g.n desc, g.latest desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
end $$;

-- ---------------------------------------------------------------- resolve_question_reports
-- Closes the question's open reports: 'fixed' (the question was corrected) or 'dismissed' with a reason the
-- learners will read. Returns how many reports it closed.
create function public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if not private.is_editor() then
    raise exception 'Only the content team can resolve reports' using errcode = '42501';
  end if;
  if p_outcome not in ('fixed', 'dismissed') then
    raise exception 'A report is resolved as fixed or dismissed' using errcode = '22023';
  end if;
  if p_outcome = 'dismissed' and coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    raise exception 'Say why the question stays as it is (up to 500 characters)' using errcode = '22023';
  end if;
  update public.question_reports
  set status = p_outcome, resolved_at = now(),
      resolution_note = case when p_outcome = 'dismissed' then btrim(p_reason) end
  where question_id = p_question_id and status = 'open';
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'This question has no open report' using errcode = 'P0002';
  end if;
  perform private.audit('resolve_question_reports', p_question_id::text, jsonb_build_object('open', v_count),
                        jsonb_build_object('status', p_outcome, 'reason', p_reason));
  return v_count;
end $$;

revoke all on function private.question_reports_reopen() from public;
revoke all on function public.list_report_queue(text, integer, integer) from public, anon, authenticated;
revoke all on function public.resolve_question_reports(uuid, text, text) from public, anon, authenticated;
grant execute on function public.list_report_queue(text, integer, integer) to authenticated;
grant execute on function public.resolve_question_reports(uuid, text, text) to authenticated;
