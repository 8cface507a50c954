-- The content studio (issue 31), the database side: questions get a status (draft, published, retired) and numbered
-- versions; every save keeps a snapshot in private.question_versions. An attempt records the version of each question
-- it showed, and its questions, review and marking read that version, so an edit never changes an attempt already
-- taken (an admin may move completed attempts to a question's current version and re-mark them). Learners only meet
-- published questions in new attempts, practice, paper counts and progress. Editors and admins list, edit, publish,
-- retire, delete (never attempted), import and export questions through the SECURITY DEFINER functions below; every
-- write is in the audit log, which editors may now read too.

-- ---------------------------------------------------------------- errors with their own HTTP status
-- PostgREST's convention (`raise sqlstate 'PGRST'`): the message is the error body as JSON, the detail the HTTP status.
-- Used for the codes PostgREST would otherwise answer with a 500 (P0002 not found, 40001 edit conflict).
create function private.raise_api(p_code text, p_status integer, p_message text, p_details text default null)
returns void
language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', p_code, 'message', p_message, 'details', p_details, 'hint', null)::text,
    detail = jsonb_build_object('status', p_status, 'headers', '{}'::jsonb)::text;
end $$;

-- 22023 with the field's key in the details ({"field": "option_b"}), for the form to point at.
create function private.raise_invalid(p_field text, p_message text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', p_message using errcode = '22023', detail = jsonb_build_object('field', p_field)::text;
end $$;

-- A text that is a uuid, as a uuid; anything else is null (never a cast error).
create function private.try_uuid(p_text text) returns uuid
language sql immutable set search_path = '' as $$
  select case when btrim(p_text) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then btrim(p_text)::uuid end
$$;

-- A question's text as duplicates are found: lower case, runs of white space as one space, trimmed.
create function private.normalized_text(p_text text) returns text
language sql immutable set search_path = '' as $$
  select btrim(regexp_replace(lower(coalesce(p_text, '')), '\s+', ' ', 'g'))
$$;

-- ---------------------------------------------------------------- status, version, search
alter table public.questions
  add column status text not null default 'published' check (status in ('draft', 'published', 'retired')),
  add column version integer not null default 1 check (version > 0),
  add column updated_at timestamptz not null default now(),
  add column updated_by uuid references auth.users (id) on delete set null,
  -- The studio's text search over the question and its options (prefix words, 'simple': no stemming, any language).
  add column search tsvector generated always as (
    to_tsvector('simple'::regconfig, question_text || ' ' || option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d)
  ) stored;
update public.questions set updated_at = created_at;
create index questions_search_idx on public.questions using gin (search);
create index questions_updated_idx on public.questions (updated_at desc, id);
create index questions_normalized_text_idx on public.questions (private.normalized_text(question_text));

-- Every version of every question's content, the first one included.
create table private.question_versions (
  question_id uuid not null references public.questions (id) on delete cascade,
  version integer not null check (version > 0),
  question_text text not null,
  option_a text not null,
  option_b text not null,
  option_c text not null,
  option_d text not null,
  correct_option public.answer_option not null,
  explanation text not null,
  marks smallint not null,
  topic text,
  case_id uuid references public.question_cases (id) on delete set null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  primary key (question_id, version)
);
revoke all on table private.question_versions from public, anon, authenticated;
insert into private.question_versions (question_id, version, question_text, option_a, option_b, option_c, option_d,
                                       correct_option, explanation, marks, topic, case_id, created_at)
select id, 1, question_text, option_a, option_b, option_c, option_d, correct_option, explanation, marks, topic, case_id,
       created_at
from public.questions;

-- A change of content is a new version, however it is written (the studio's functions, an import, a migration).
create function private.questions_next_version() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.version = old.version
     and (new.question_text, new.option_a, new.option_b, new.option_c, new.option_d, new.correct_option,
          new.explanation, new.marks, new.topic, new.case_id)
         is distinct from
         (old.question_text, old.option_a, old.option_b, old.option_c, old.option_d, old.correct_option,
          old.explanation, old.marks, old.topic, old.case_id) then
    new.version := old.version + 1;
  end if;
  if new.version < old.version then
    raise exception 'A question''s version never goes back' using errcode = '22023';
  end if;
  return new;
end $$;
create trigger questions_next_version before update on public.questions
  for each row execute function private.questions_next_version();

-- Each version's snapshot, written as the version is made.
create function private.questions_keep_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.version <> old.version then
    insert into private.question_versions (question_id, version, question_text, option_a, option_b, option_c, option_d,
                                           correct_option, explanation, marks, topic, case_id, created_by)
    values (new.id, new.version, new.question_text, new.option_a, new.option_b, new.option_c, new.option_d,
            new.correct_option, new.explanation, new.marks, new.topic, new.case_id, new.updated_by);
  end if;
  return null;
end $$;
create trigger questions_keep_version after insert or update on public.questions
  for each row execute function private.questions_keep_version();

-- A paper's question_count counts its published questions only.
create or replace function private.questions_maintain_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('DELETE', 'UPDATE') and old.status = 'published' then
    update public.test_papers set question_count = question_count - 1 where id = old.test_paper_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
    update public.test_papers set question_count = question_count + 1 where id = new.test_paper_id;
  end if;
  return null;
end $$;
drop trigger questions_maintain_count on public.questions;
create trigger questions_maintain_count after insert or delete or update of test_paper_id, status on public.questions
  for each row execute function private.questions_maintain_count();
update public.test_papers tp
set question_count = (select count(*) from public.questions q where q.test_paper_id = tp.id and q.status = 'published');

-- ---------------------------------------------------------------- each attempt keeps its questions and versions
alter table private.attempt_question_order add column version integer not null default 1 check (version > 0);
-- Attempts from before the stored order (or a question added to the paper after they started) showed the paper's
-- questions in paper order after the stored ones, options as written: recorded so, as version 1. Run once here; kept
-- for the tests that rebuild such an attempt.
create function private.attempt_order_backfill(p_attempt_id uuid default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into private.attempt_question_order (attempt_id, question_id, "position", option_keys, version)
  select a.id, q.id,
         coalesce((select max(o.position) from private.attempt_question_order o where o.attempt_id = a.id), 0)
           + row_number() over (partition by a.id order by q.position),
         'ABCD', 1
  from public.user_test_attempts a
  join public.questions q on q.test_paper_id = a.test_paper_id
  where (p_attempt_id is null or a.id = p_attempt_id)
    and not exists (select 1 from private.attempt_question_order o where o.attempt_id = a.id and o.question_id = q.id);
  get diagnostics v_count = row_count;
  return v_count;
end $$;
revoke all on function private.attempt_order_backfill(uuid) from public;
select private.attempt_order_backfill();
alter table private.attempt_question_order
  add constraint attempt_question_order_version_fkey foreign key (question_id, version)
    references private.question_versions (question_id, version);
create index attempt_question_order_question_idx on private.attempt_question_order (question_id, version);

-- A new attempt shows the paper's published questions, each at its current version.
create or replace function private.attempt_fix_order() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- One draw per unit (a case or a stand-alone question), materialised: a draw evaluated again per question (as a
  -- re-scanned subquery would be) would scatter a case's sub-questions.
  with units as materialized (
    select unit, random() as draw
    from (
      select distinct coalesce(case_id, id) as unit from public.questions
      where test_paper_id = new.test_paper_id and status = 'published'
    ) u
  )
  insert into private.attempt_question_order (attempt_id, question_id, "position", option_keys, version)
  select new.id, q.id,
         row_number() over (order by u.draw, q.position),
         private.shuffled_option_keys(),
         q.version
  from public.questions q
  join units u on u.unit = coalesce(q.case_id, q.id)
  where q.test_paper_id = new.test_paper_id and q.status = 'published';
  return new;
end $$;

-- The attempt's own questions, each as the version it showed, in its order.
drop function private.attempt_paper(public.user_test_attempts);
create function private.attempt_paper(p_attempt public.user_test_attempts)
returns table (question private.question_versions, "position" integer, option_keys text)
language sql stable security definer set search_path = '' as $$
  select v, (row_number() over (order by o.position))::integer, o.option_keys
  from private.attempt_question_order o
  join private.question_versions v on v.question_id = o.question_id and v.version = o.version
  where o.attempt_id = p_attempt.id
$$;
revoke all on function private.attempt_paper(public.user_test_attempts) from public;

create function private.option_text(p_question private.question_versions, p_key text) returns text
language sql immutable set search_path = '' as $$
  select case p_key when 'A' then p_question.option_a when 'B' then p_question.option_b
                    when 'C' then p_question.option_c when 'D' then p_question.option_d end
$$;
revoke all on function private.option_text(private.question_versions, text) from public;

create or replace function public.get_attempt_questions(p_attempt_id uuid)
returns table (id uuid, "position" integer, question_text text, option_a text, option_b text, option_c text,
               option_d text, option_keys text, marks smallint, case_id uuid)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query
    select (p.question).question_id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys, (p.question).marks, (p.question).case_id
    from private.attempt_paper(v_attempt) p
    order by p.position;
end $$;

create or replace function public.get_attempt_review(p_attempt_id uuid)
returns table (question_id uuid, "position" integer, question_text text, option_a text, option_b text,
               option_c text, option_d text, option_keys text, selected_option public.answer_option,
               correct_option public.answer_option, explanation text, marks smallint, topic text, case_id uuid,
               marked_for_review boolean, time_spent_ms integer)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not v_attempt.completed then
    raise exception 'Answers are shown once the attempt is submitted' using errcode = '42501';
  end if;
  if (private.running_attempt(v_attempt.user_id, v_attempt.test_paper_id)).id is not null then
    raise exception 'Answers are hidden while an attempt of this paper is in progress' using errcode = 'NSM03';
  end if;
  return query
    select (p.question).question_id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys,
           a.selected_option, (p.question).correct_option, (p.question).explanation, (p.question).marks,
           (p.question).topic, (p.question).case_id, coalesce(a.marked_for_review, false), a.time_spent_ms
    from private.attempt_paper(v_attempt) p
    left join public.user_answers a
      on a.attempt_id = v_attempt.id and a.question_id = (p.question).question_id
     and a.updated_at <= v_attempt.deadline + private.answer_grace()
    order by p.position;
end $$;

-- Practice keys: only of a question the learner was shown in a submitted attempt.
create or replace function private.has_seen_key(p_user_id uuid, p_question_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from private.attempt_question_order o
    join public.user_test_attempts a on a.id = o.attempt_id
    where o.question_id = p_question_id and a.user_id = p_user_id and a.completed
  ) and not exists (
    select 1 from public.questions q
    where q.id = p_question_id and (private.running_attempt(p_user_id, q.test_paper_id)).id is not null
  )
$$;

-- ---------------------------------------------------------------- reports remember the version reported
alter table public.question_reports add column question_version integer not null default 1 check (question_version > 0);
-- ---------------------------------------------------------------- the learner's reads, on the attempt's own versions
-- (as supabase/schema/ had them, with the changes the versions need)
create or replace function private.mark_attempt(p_attempt public.user_test_attempts) RETURNS TABLE(score integer, correct_count integer, wrong_count integer, unanswered_count integer, total_marks integer, marks_earned integer, negative_marks numeric, net_marks numeric, net_percent numeric, negative_marking_percent integer, passing_score_percent integer, passed boolean, section_results jsonb)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with info as (
    select coalesce(i.structure, '[]'::jsonb) as structure,
           coalesce(i.negative_marking_percent, 0) as negative_pct,
           i.passing_score_percent as pass_pct
    from public.test_papers tp
    left join public.exam_info i on i.exam_id = tp.exam_id
    where tp.id = p_attempt.test_paper_id
  ),
  graded as (
    select q.marks::integer as marks,
           private.question_section(info.structure, q.case_id is not null) as section,
           case when a.selected_option is null then 'unanswered'
                when a.selected_option::text = q.correct_option::text then 'correct'
                else 'wrong' end as outcome,
           info.negative_pct
    from private.attempt_question_order o
    join private.question_versions q on q.question_id = o.question_id and q.version = o.version
    cross join info
    left join public.user_answers a
      on a.attempt_id = p_attempt.id and a.question_id = o.question_id
     and a.updated_at <= p_attempt.deadline + private.answer_grace()
    where o.attempt_id = p_attempt.id
  ),
  per_section as (
    select g.section,
           count(*)::integer as questions,
           sum(g.marks)::integer as marks,
           count(*) filter (where g.outcome = 'correct')::integer as correct,
           count(*) filter (where g.outcome = 'wrong')::integer as wrong,
           count(*) filter (where g.outcome = 'unanswered')::integer as unanswered,
           coalesce(sum(g.marks) filter (where g.outcome = 'correct'), 0)::integer as earned,
           coalesce(sum(g.marks * g.negative_pct / 100.0) filter (where g.outcome = 'wrong'), 0)::numeric(8, 2) as deducted
    from graded g
    group by g.section
  ),
  totals as (
    select coalesce(sum(questions), 0)::integer as questions, coalesce(sum(marks), 0)::integer as marks,
           coalesce(sum(correct), 0)::integer as correct, coalesce(sum(wrong), 0)::integer as wrong,
           coalesce(sum(unanswered), 0)::integer as unanswered, coalesce(sum(earned), 0)::integer as earned,
           coalesce(sum(deducted), 0)::numeric(8, 2) as deducted
    from per_section
  )
  select
    case when t.questions = 0 then 0 else round(t.correct * 100.0 / t.questions)::integer end,
    t.correct, t.wrong, t.unanswered, t.marks, t.earned, t.deducted,
    greatest(0, t.earned - t.deducted)::numeric(8, 2),
    case when t.marks = 0 then 0 else round(greatest(0, t.earned - t.deducted) * 100 / t.marks, 2) end,
    info.negative_pct,
    info.pass_pct,
    case when info.pass_pct is null then null
         else greatest(0, t.earned - t.deducted) * 100 >= t.marks * info.pass_pct end,
    (select jsonb_agg(jsonb_build_object(
              'section', info.structure -> (s.section - 1) ->> 'section',
              'questions', s.questions, 'marks', s.marks,
              'correct', s.correct, 'wrong', s.wrong, 'unanswered', s.unanswered,
              'marks_earned', s.earned, 'negative_marks', s.deducted,
              'net_marks', greatest(0, s.earned - s.deducted)) order by s.section)
     from per_section s where s.section is not null)
  from totals t cross join info
$$;

create or replace function public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text DEFAULT NULL::text, p_marked_for_review boolean DEFAULT NULL::boolean, p_time_spent_ms integer DEFAULT NULL::integer, p_option_keys text DEFAULT NULL::text, p_visited boolean DEFAULT NULL::boolean) RETURNS public.user_answers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  v_stored text;
  v_new public.user_answers;
  v_row public.user_answers;
  v_time integer;
begin
  if v_attempt.completed then
    raise exception 'Attempt is already submitted' using errcode = 'NSM01';
  end if;
  if now() > v_attempt.deadline + private.answer_grace() then
    raise exception 'Attempt deadline has passed' using errcode = 'P0001';
  end if;
  if (p_selected_option is null and p_marked_for_review is null and p_time_spent_ms is null and p_visited is null)
     or upper(btrim(p_selected_option)) not in ('A', 'B', 'C', 'D') then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  if p_time_spent_ms < 0 then
    raise exception 'Time spent cannot be negative' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from private.attempt_question_order o
    where o.attempt_id = v_attempt.id and o.question_id = p_question_id
  ) then
    raise exception 'Question is not part of this attempt' using errcode = 'P0001';
  end if;
  select o.option_keys into v_stored
  from private.attempt_question_order o where o.attempt_id = v_attempt.id and o.question_id = p_question_id;
  if p_selected_option is not null
     and (case when v_stored is null or v_stored = 'ABCD' then coalesce(upper(p_option_keys), 'ABCD') <> 'ABCD'
               else upper(p_option_keys) is distinct from v_stored end) then
    raise exception 'The options of this question are shown in another order: reload the test to go on'
      using errcode = 'NSM02';
  end if;

  -- least() ignores NULL: without this guard a save with no time would store the cap.
  if p_time_spent_ms is not null then
    v_time := least(p_time_spent_ms, extract(epoch from v_attempt.deadline - v_attempt.start_time)::integer * 1000);
  end if;
  -- PL/pgSQL assignment converts the text to the column's type (text or enum).
  v_new.selected_option := upper(btrim(p_selected_option));
  insert into public.user_answers as a
    (attempt_id, question_id, selected_option, marked_for_review, time_spent_ms, visited, created_at, updated_at)
  values (v_attempt.id, p_question_id, v_new.selected_option, coalesce(p_marked_for_review, false), v_time, true,
          now(), now())
  on conflict (attempt_id, question_id) do update
    set selected_option = coalesce(excluded.selected_option, a.selected_option),
        marked_for_review = coalesce(p_marked_for_review, a.marked_for_review),
        time_spent_ms = coalesce(v_time, a.time_spent_ms),
        visited = true,
        -- A save of only the time or the visit is bookkeeping: it must not move the answer's own save time.
        updated_at = case when p_selected_option is null and p_marked_for_review is null then a.updated_at
                          else excluded.updated_at end
  returning * into v_row;
  if p_visited then
    update public.user_test_attempts set current_question_id = p_question_id where id = v_attempt.id;
  end if;
  return v_row;
end $$;

create or replace function public.get_exam_progress(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_grace interval := private.answer_grace();
begin
  if v_uid is null then
    raise exception 'Sign in to see your progress' using errcode = '42501';
  end if;
  if not exists (select 1 from public.exams where id = p_exam_id) then
    raise exception 'Exam not found' using errcode = 'P0001';
  end if;
  return (
    with attempts as materialized (
      select a.id, a.test_paper_id, a.start_time, a.end_time, a.deadline, a.completed, a.score, a.net_marks,
             a.total_marks, a.net_percent, a.passed, a.passing_score_percent, a.retake, a.remarked_at
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id
      where a.user_id = v_uid and tp.exam_id = p_exam_id
    ),
    -- The questions (with a topic) of the papers the learner submitted, each once.
    paper_questions as materialized (
      select q.id, q.test_paper_id, q.topic, q.correct_option
      from public.questions q
      where q.test_paper_id in (select a.test_paper_id from attempts a where a.completed) and q.topic is not null
        and q.status = 'published'
    ),
    paper_topics as materialized (
      select q.test_paper_id, q.topic, count(*)::integer as total
      from paper_questions q
      group by q.test_paper_id, q.topic
    ),
    -- Per submitted attempt and topic of its paper: questions, correct and wrong answers. Answers saved after
    -- deadline + grace did not count in the score, so they do not count here either.
    per_attempt as materialized (
      select a.id as attempt_id, a.end_time, x.topic, x.total, x.correct, x.wrong
      from attempts a
      cross join lateral (
        select o.topic, sum(o.total)::integer as total, sum(o.correct)::integer as correct, sum(o.wrong)::integer as wrong
        from (
          select pt.topic, pt.total, 0 as correct, 0 as wrong
          from paper_topics pt
          where pt.test_paper_id = a.test_paper_id
          union all
          select q.topic, 0, (ua.selected_option = q.correct_option)::integer, (ua.selected_option <> q.correct_option)::integer
          from (
            select ua.question_id, ua.selected_option, a.test_paper_id
            from public.user_answers ua
            where ua.attempt_id = a.id and ua.updated_at <= a.deadline + v_grace
            offset 0
          ) ua
          join paper_questions q on q.id = ua.question_id and q.test_paper_id = ua.test_paper_id
        ) o
        group by o.topic
      ) x
      where a.completed
    ),
    topic_totals as (
      select p.topic, sum(p.correct)::integer as correct, sum(p.wrong)::integer as wrong,
             sum(p.total - p.correct - p.wrong)::integer as unanswered, sum(p.total)::integer as total,
             json_agg(json_build_object('attempt_id', p.attempt_id, 'at', p.end_time,
                                        'accuracy', round(100.0 * p.correct / p.total)) order by p.end_time) as trend
      from per_attempt p group by p.topic
    )
    select json_build_object(
      'exam_id', p_exam_id,
      'passing_score_percent', (select i.passing_score_percent from public.exam_info i where i.exam_id = p_exam_id),
      'server_time', now(),
      'papers', coalesce((
        select json_agg(json_build_object(
          'id', tp.id, 'title', tp.title, 'position', tp.position, 'duration_minutes', tp.duration_minutes,
          'question_count', tp.question_count,
          'attempts', coalesce((
            select json_agg(json_build_object(
              'id', a.id, 'start_time', a.start_time, 'end_time', a.end_time, 'deadline', a.deadline,
              'completed', a.completed, 'score', a.score, 'net_marks', a.net_marks, 'total_marks', a.total_marks,
              'net_percent', a.net_percent, 'passed', a.passed, 'passing_score_percent', a.passing_score_percent,
              'retake', a.retake, 'remarked_at', a.remarked_at,
              'time_taken_seconds', case when a.completed then extract(epoch from a.end_time - a.start_time)::integer end)
              order by a.start_time)
            from attempts a where a.test_paper_id = tp.id), '[]'::json))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::json),
      'topics', coalesce((
        select json_agg(json_build_object(
          'topic', t.title, 'chapter', t.chapter,
          'correct', tt.correct, 'wrong', tt.wrong, 'unanswered', tt.unanswered, 'total', tt.total,
          'accuracy', round(100.0 * tt.correct / tt.total), 'trend', tt.trend)
          order by round(100.0 * tt.correct / tt.total), tt.total desc, t.chapter)
        from topic_totals tt
        join public.exam_topics t on t.exam_id = p_exam_id and t.title = tt.topic), '[]'::json)
    )::jsonb
  );
end $$;

create or replace function public.start_practice(p_exam_id uuid, p_mode text, p_topic text DEFAULT NULL::text, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, test_paper_id uuid, question_text text, option_a text, option_b text, option_c text, option_d text, topic text, marks smallint, case_title text, case_passage text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to practise' using errcode = '42501';
  end if;
  if p_mode not in ('mistakes', 'topic') or (p_mode = 'topic' and p_topic is null) then
    raise exception 'Practice mode must be mistakes, or topic with a topic' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.test_papers tp
    where tp.exam_id = p_exam_id and private.can_open_paper(v_uid, tp.id)
  ) then
    raise exception 'No active purchase gives access to this exam''s questions' using errcode = '42501';
  end if;
  return query
    with latest as (
      -- Each question's outcome in the learner's latest submitted attempt of its paper.
      select distinct on (q.id) q.id as question_id,
             ua.selected_option is not null and ua.selected_option::text = q.correct_option::text as was_correct
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id and tp.exam_id = p_exam_id
      join private.attempt_question_order o on o.attempt_id = a.id
      join public.questions q on q.id = o.question_id and q.status = 'published'
      left join public.user_answers ua
        on ua.attempt_id = a.id and ua.question_id = q.id
       and ua.updated_at <= a.deadline + private.answer_grace()
      where a.user_id = v_uid and a.completed
      order by q.id, a.end_time desc
    )
    select q.id, q.test_paper_id, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d,
           q.topic, q.marks, c.title, c.passage
    from latest l
    join public.questions q on q.id = l.question_id
    left join public.question_cases c on c.id = q.case_id
    where private.can_open_paper(v_uid, q.test_paper_id)
      and (private.running_attempt(v_uid, q.test_paper_id)).id is null
      and case when p_mode = 'mistakes' then not l.was_correct else q.topic = p_topic end
    order by q.test_paper_id, q.position
    limit least(greatest(coalesce(p_limit, 20), 1), 100);
end $$;

create or replace function public.report_question(p_question_id uuid, p_reason text, p_note text DEFAULT NULL::text) RETURNS public.question_reports
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_new public.question_reports;
  v_row public.question_reports;
  v_version integer;
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

  -- The version the learner saw: in their latest attempt that showed the question, else the current one.
  v_version := coalesce(
    (select o.version from private.attempt_question_order o
     join public.user_test_attempts a on a.id = o.attempt_id
     where a.user_id = v_uid and o.question_id = p_question_id
     order by a.start_time desc limit 1),
    (select q.version from public.questions q where q.id = p_question_id));
  v_new.reason := p_reason;
  insert into public.question_reports as r (user_id, question_id, reason, note, question_version)
  values (v_uid, p_question_id, v_new.reason, v_note, v_version)
  on conflict (user_id, question_id) do update
    set reason = excluded.reason, note = excluded.note, question_version = excluded.question_version, updated_at = now()
  returning * into v_row;
  return v_row;
end $$;

create or replace function private.remark_attempt(p_attempt_id uuid, p_reason text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts;
  m record;
begin
  select * into v_attempt from public.user_test_attempts where id = p_attempt_id and completed for update;
  if not found then
    return false;
  end if;
  select * into m from private.mark_attempt(v_attempt);
  if (m.score, m.correct_count, m.wrong_count, m.unanswered_count, m.total_marks, m.marks_earned,
      m.net_marks, m.negative_marking_percent, m.passed, m.section_results)
     is not distinct from (v_attempt.score, v_attempt.correct_count, v_attempt.wrong_count, v_attempt.unanswered_count,
                           v_attempt.total_marks, v_attempt.marks_earned,
                           v_attempt.net_marks, v_attempt.negative_marking_percent, v_attempt.passed, v_attempt.section_results) then
    return false;
  end if;
  update public.user_test_attempts
  set score = m.score,
      correct_count = m.correct_count,
      wrong_count = m.wrong_count,
      unanswered_count = m.unanswered_count,
      total_marks = m.total_marks,
      marks_earned = m.marks_earned,
      negative_marks = m.negative_marks,
      net_marks = m.net_marks,
      net_percent = m.net_percent,
      negative_marking_percent = m.negative_marking_percent,
      passing_score_percent = m.passing_score_percent,
      passed = m.passed,
      section_results = m.section_results,
      remarked_at = now(),
      remark_reason = p_reason
  where id = p_attempt_id;
  return true;
end $$;

-- ---------------------------------------------------------------- the report queue shows what the learner saw
drop function public.list_report_queue(text, integer, integer);
-- Questions with reports of that status, the most reported first. The question is shown as the latest report's
-- reporter saw it (question_version; current_version is the question's version now); each report carries its own.
create function public.list_report_queue(p_status text default 'open', p_limit integer default 50, p_offset integer default 0)
returns table (question_id uuid, exam_name text, paper_title text, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text, correct_option text, explanation text,
               topic text, report_count integer, reports jsonb, question_version integer, current_version integer)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read the report queue' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('open', 'fixed', 'dismissed') then
    raise exception 'A report''s status is open, fixed or dismissed' using errcode = '22023';
  end if;
  return query
    with grouped as (
      select r.question_id, count(*)::integer as n,
             jsonb_agg(jsonb_build_object('id', r.id, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at,
                                          'updated_at', r.updated_at, 'resolved_at', r.resolved_at,
                                          'resolution_note', r.resolution_note,
                                          'question_version', r.question_version) order by r.updated_at desc) as reports,
             (array_agg(r.question_version order by r.updated_at desc))[1] as seen_version,
             max(r.updated_at) as latest
      from public.question_reports r
      where r.status = p_status
      group by r.question_id
    )
    select q.id, e.name, tp.title, q.position, v.question_text, v.option_a, v.option_b, v.option_c, v.option_d,
           v.correct_option::text, v.explanation, v.topic, g.n, g.reports, v.version, q.version
    from grouped g
    join public.questions q on q.id = g.question_id
    join private.question_versions v on v.question_id = q.id and v.version = least(g.seen_version, q.version)
    join public.test_papers tp on tp.id = q.test_paper_id
    join public.exams e on e.id = tp.exam_id
    order by g.n desc, g.latest desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
end $$;
revoke all on function public.list_report_queue(text, integer, integer) from public, anon, authenticated;
grant execute on function public.list_report_queue(text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- editors read the audit log
drop function public.get_audit_log(text, text, bigint, integer);
-- The newest entries first, 50 by default (at most 200), older pages by p_before (an id); filtered by action, the
-- actor's email (a part of it) and the subject (exactly: a question's id, an email).
create function public.get_audit_log(p_action text default null, p_actor text default null, p_before bigint default null,
                                     p_limit integer default 50, p_subject text default null)
returns table (id bigint, at timestamptz, actor_email text, action text, subject text, before jsonb, after jsonb)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read the audit log' using errcode = '42501';
  end if;
  return query
    select l.id, l.at, l.actor_email, l.action, l.subject, l.before, l.after
    from private.audit_log l
    where (p_action is null or l.action = p_action)
      and (p_actor is null or strpos(lower(l.actor_email), lower(p_actor)) > 0)
      and (p_subject is null or l.subject = p_subject)
      and (p_before is null or l.id < p_before)
    order by l.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;
create index audit_log_subject_idx on private.audit_log (subject, id desc);
revoke all on function public.get_audit_log(text, text, bigint, integer, text) from public, anon, authenticated;
grant execute on function public.get_audit_log(text, text, bigint, integer, text) to authenticated, service_role;

-- ---------------------------------------------------------------- the studio's reads
create function private.require_editor() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_editor() then
    raise exception 'Only the content team can use the question studio' using errcode = '42501';
  end if;
end $$;

-- A search box's words as a prefix query ('mutual fu' finds "mutual funds"); null when it holds no word.
create function private.studio_tsquery(p_search text) returns tsquery
language sql immutable set search_path = '' as $$
  select case when count(*) > 0 then to_tsquery('simple'::regconfig, string_agg(w || ':*', ' & ')) end
  from regexp_split_to_table(lower(coalesce(p_search, '')), '[^[:alnum:]]+') w
  where w <> ''
$$;

-- The questions matching the studio's filters (each null: no filter).
create function private.studio_matches(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text,
                                       p_has_reports boolean)
returns setof public.questions
language plpgsql stable set search_path = '' as $$
declare
  v_query tsquery := private.studio_tsquery(p_search);
begin
  if p_status is not null and p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'The status filter is draft, published or retired');
  end if;
  return query
    select q.*
    from public.questions q
    join public.test_papers tp on tp.id = q.test_paper_id
    where (v_query is null or q.search @@ v_query)
      and (p_exam_id is null or tp.exam_id = p_exam_id)
      and (p_paper_id is null or q.test_paper_id = p_paper_id)
      and (p_topic is null or q.topic = p_topic)
      and (p_status is null or q.status = p_status)
      and (p_has_reports is null
           or p_has_reports = exists (select 1 from public.question_reports r
                                      where r.question_id = q.id and r.status = 'open'));
end $$;

create function public.studio_questions(p_search text default null, p_exam_id uuid default null, p_topic text default null,
                                        p_paper_id uuid default null, p_status text default null,
                                        p_has_reports boolean default null, p_sort text default 'updated',
                                        p_limit integer default 25, p_offset integer default 0)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_sort text := coalesce(p_sort, 'updated');
  v_result jsonb;
begin
  perform private.require_editor();
  if v_sort not in ('updated', 'oldest', 'position', 'text') then
    perform private.raise_invalid('sort', 'Sort by updated, oldest, position or text');
  end if;
  with m as materialized (
    select * from private.studio_matches(p_search, p_exam_id, p_topic, p_paper_id, p_status, p_has_reports)
  ),
  page as (
    select q.id, q.question_text, q.topic, q.marks, q.case_id, q.status, q.version, q.updated_at, q.updated_by,
           q.position, q.test_paper_id,
           row_number() over (
             order by case when v_sort = 'updated' then q.updated_at end desc,
                      case when v_sort = 'oldest' then q.updated_at end,
                      case when v_sort = 'position' then e.name end,
                      case when v_sort = 'position' then tp.position end,
                      case when v_sort = 'position' then tp.title end,
                      case when v_sort = 'position' then q.position end,
                      case when v_sort = 'text' then lower(q.question_text) end,
                      q.id) as rn
    from m q
    join public.test_papers tp on tp.id = q.test_paper_id
    join public.exams e on e.id = tp.exam_id
    order by rn
    limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from m),
    'rows', coalesce(jsonb_agg(jsonb_build_object(
      'id', p.id, 'exam_id', e.id, 'exam_name', e.name, 'paper_id', tp.id, 'paper_title', tp.title,
      'position', p.position, 'question_text', p.question_text, 'topic', p.topic, 'marks', p.marks,
      'case_id', p.case_id, 'case_title', c.title, 'status', p.status, 'version', p.version,
      'open_reports', (select count(*) from public.question_reports r where r.question_id = p.id and r.status = 'open'),
      'updated_at', p.updated_at, 'updated_by_email', u.email) order by p.rn), '[]'::jsonb))
  into v_result
  from page p
  join public.test_papers tp on tp.id = p.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = p.case_id
  left join auth.users u on u.id = p.updated_by;
  return v_result;
end $$;

-- Whether any attempt (running or submitted) has shown the question.
create function private.question_attempted(p_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from private.attempt_question_order o where o.question_id = p_id)
$$;

-- Everything the editor form needs about one question; null when there is none.
create function private.studio_question_json(p_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', q.id, 'exam_id', e.id, 'exam_name', e.name, 'paper_id', tp.id, 'paper_title', tp.title,
    'position', q.position, 'question_text', q.question_text, 'option_a', q.option_a, 'option_b', q.option_b,
    'option_c', q.option_c, 'option_d', q.option_d, 'correct_option', q.correct_option, 'explanation', q.explanation,
    'topic', q.topic, 'marks', q.marks, 'case_id', q.case_id, 'case_title', c.title, 'case_passage', c.passage,
    'status', q.status, 'version', q.version, 'updated_at', q.updated_at, 'updated_by_email', u.email,
    'attempted', private.question_attempted(q.id),
    'open_reports', (select count(*) from public.question_reports r where r.question_id = q.id and r.status = 'open'),
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object('version', v.version, 'created_at', v.created_at,
                                          'created_by_email', vu.email) order by v.version desc)
      from private.question_versions v
      left join auth.users vu on vu.id = v.created_by
      where v.question_id = q.id), '[]'::jsonb))
  from public.questions q
  join public.test_papers tp on tp.id = q.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = q.case_id
  left join auth.users u on u.id = q.updated_by
  where q.id = p_id
$$;

create function public.studio_question(p_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  perform private.require_editor();
  v_result := private.studio_question_json(p_id);
  if v_result is null then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  return v_result;
end $$;

create function public.studio_options() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  return jsonb_build_object('exams', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'name', e.name,
      'topics', coalesce((select jsonb_agg(t.title order by t.chapter) from public.exam_topics t where t.exam_id = e.id),
                         '[]'::jsonb),
      'papers', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', tp.id, 'title', tp.title,
          'cases', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) order by c.position)
                             from public.question_cases c where c.test_paper_id = tp.id), '[]'::jsonb))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = e.id), '[]'::jsonb))
      order by e.name)
    from public.exams e), '[]'::jsonb));
end $$;

-- ---------------------------------------------------------------- validation
-- The first problem with a question's content, as (field, message); no row when it may be published. Fields are the
-- editor form's keys.
create function private.question_problem(p_paper_id uuid, p_text text, p_a text, p_b text, p_c text, p_d text,
                                         p_key text, p_explanation text, p_topic text, p_marks integer, p_case_id uuid)
returns table (field text, message text)
language sql stable set search_path = '' as $$
  select f, msg from (
    select 1 as n, 'paper_id' as f,
           case when p_paper_id is null then 'Choose the paper (paper_id) the question belongs to'
                when not exists (select 1 from public.test_papers tp where tp.id = p_paper_id)
                  then 'The paper (paper_id) does not exist' end as msg
    union all select 2, 'question_text',
           case when coalesce(btrim(p_text), '') = '' then 'The question text (question_text) is empty'
                when length(p_text) > 4000 then 'The question text (question_text) is longer than 4000 characters' end
    union all select 3 + k.i, 'option_' || lower(k.letter),
           case when coalesce(btrim(k.opt), '') = '' then format('Option %s (option_%s) is empty', k.letter, lower(k.letter))
                when length(k.opt) > 1000 then format('Option %s (option_%s) is longer than 1000 characters', k.letter, lower(k.letter))
                when k.same is not null then format('Option %s (option_%s) is the same as option %s', k.letter, lower(k.letter), k.same) end
      from (
        select o.i, o.letter, o.opt,
               (select min(p.letter) from (values (1, 'A', p_a), (2, 'B', p_b), (3, 'C', p_c), (4, 'D', p_d)) p(i, letter, opt)
                where p.i < o.i and lower(btrim(p.opt)) = lower(btrim(o.opt))) as same
        from (values (1, 'A', p_a), (2, 'B', p_b), (3, 'C', p_c), (4, 'D', p_d)) o(i, letter, opt)
      ) k
    union all select 8, 'correct_option',
           case when p_key is null or p_key not in ('A', 'B', 'C', 'D') then 'The answer key (correct_option) is A, B, C or D' end
    union all select 9, 'explanation',
           case when coalesce(btrim(p_explanation), '') = '' then 'The explanation (explanation) is empty'
                when length(p_explanation) > 4000 then 'The explanation (explanation) is longer than 4000 characters' end
    union all select 10, 'topic',
           case when p_topic is null and exists (
                  select 1 from public.test_papers tp join public.exam_topics t on t.exam_id = tp.exam_id where tp.id = p_paper_id)
                  then 'Choose one of the exam''s topics (topic)'
                when p_topic is not null and not exists (
                  select 1 from public.test_papers tp join public.exam_topics t on t.exam_id = tp.exam_id and t.title = p_topic
                  where tp.id = p_paper_id)
                  then format('"%s" is not a topic (topic) of this exam', p_topic) end
    union all select 11, 'marks',
           case when p_marks is null or p_marks not in (1, 2) then 'A question carries 1 or 2 marks (marks)' end
    union all select 12, 'case_id',
           case when p_case_id is not null and not exists (
                  select 1 from public.question_cases c where c.id = p_case_id and c.test_paper_id = p_paper_id)
                  then 'The case (case_id) is not a case of this paper' end
  ) checks
  where msg is not null
  order by n
  limit 1
$$;

create function private.check_question(p_q public.questions) returns void
language plpgsql stable set search_path = '' as $$
declare
  v_problem record;
begin
  select * into v_problem
  from private.question_problem(p_q.test_paper_id, p_q.question_text, p_q.option_a, p_q.option_b, p_q.option_c,
                                p_q.option_d, p_q.correct_option::text, p_q.explanation, p_q.topic, p_q.marks, p_q.case_id);
  if found then
    perform private.raise_invalid(v_problem.field, v_problem.message);
  end if;
end $$;

-- 40001 unless the caller edited the version the question is at now.
create function private.check_question_version(p_q public.questions, p_expected integer) returns void
language plpgsql stable set search_path = '' as $$
declare
  v_by text;
begin
  if p_expected is null then
    perform private.raise_invalid('expected_version', 'Say which version of the question you edited (p_expected_version)');
  end if;
  if p_expected <> p_q.version then
    select u.email into v_by from auth.users u where u.id = p_q.updated_by;
    perform private.raise_api('40001', 409,
      format('Changed by %s at %s UTC', coalesce(v_by, 'someone else'),
             to_char(p_q.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')),
      jsonb_build_object('by', v_by, 'at', to_char(p_q.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                         'version', p_q.version)::text);
  end if;
end $$;

-- A question's content and status, as the audit log keeps it.
create function private.question_fields(p_q public.questions) returns jsonb
language sql immutable set search_path = '' as $$
  select case when p_q.id is not null then jsonb_build_object(
    'paper_id', p_q.test_paper_id, 'question_text', p_q.question_text, 'option_a', p_q.option_a,
    'option_b', p_q.option_b, 'option_c', p_q.option_c, 'option_d', p_q.option_d,
    'correct_option', p_q.correct_option, 'explanation', p_q.explanation, 'topic', p_q.topic, 'marks', p_q.marks,
    'case_id', p_q.case_id, 'status', p_q.status, 'version', p_q.version) end
$$;

-- ---------------------------------------------------------------- save_question
create function public.save_question(p_id uuid, p_expected_version integer, p_question jsonb,
                                     p_resolve_reports boolean default false)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_old public.questions;
  v_new public.questions;
  v_text text;
  v_count integer;
begin
  perform private.require_editor();
  if p_question is null or jsonb_typeof(p_question) <> 'object' then
    perform private.raise_invalid('question', 'The question (p_question) is an object of its fields');
  end if;
  if p_id is not null then
    select * into v_old from public.questions where id = p_id for update;
    if not found then
      perform private.raise_api('P0002', 404, 'Question not found');
    end if;
    perform private.check_question_version(v_old, p_expected_version);
    v_new := v_old;
  else
    v_new.marks := 1;
  end if;

  -- The keys given replace the question's values; the others stay.
  if p_question ? 'paper_id' then
    v_text := p_question ->> 'paper_id';
    v_new.test_paper_id := private.try_uuid(v_text);
    if v_text is not null and v_new.test_paper_id is null then
      perform private.raise_invalid('paper_id', 'The paper (paper_id) is not an id');
    end if;
  end if;
  if p_question ? 'question_text' then v_new.question_text := btrim(p_question ->> 'question_text'); end if;
  if p_question ? 'option_a' then v_new.option_a := btrim(p_question ->> 'option_a'); end if;
  if p_question ? 'option_b' then v_new.option_b := btrim(p_question ->> 'option_b'); end if;
  if p_question ? 'option_c' then v_new.option_c := btrim(p_question ->> 'option_c'); end if;
  if p_question ? 'option_d' then v_new.option_d := btrim(p_question ->> 'option_d'); end if;
  if p_question ? 'correct_option' then
    v_text := upper(btrim(p_question ->> 'correct_option'));
    if v_text is null or v_text not in ('A', 'B', 'C', 'D') then
      perform private.raise_invalid('correct_option', 'The answer key (correct_option) is A, B, C or D');
    end if;
    v_new.correct_option := v_text;
  end if;
  if p_question ? 'explanation' then v_new.explanation := btrim(p_question ->> 'explanation'); end if;
  if p_question ? 'topic' then v_new.topic := nullif(btrim(p_question ->> 'topic'), ''); end if;
  if p_question ? 'marks' then
    v_text := btrim(p_question ->> 'marks');
    if v_text is null or v_text not in ('1', '2') then
      perform private.raise_invalid('marks', 'A question carries 1 or 2 marks (marks)');
    end if;
    v_new.marks := v_text::smallint;
  end if;
  if p_question ? 'case_id' then
    v_text := nullif(btrim(p_question ->> 'case_id'), '');
    v_new.case_id := private.try_uuid(v_text);
    if v_text is not null and v_new.case_id is null then
      perform private.raise_invalid('case_id', 'The case (case_id) is not an id');
    end if;
  end if;
  perform private.check_question(v_new);
  if p_id is null and private.question_problem_duplicate(v_new.question_text, null) is not null then
    perform private.raise_invalid('question_text', 'The question bank already has a question with this text');
  end if;

  if p_id is null then
    insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option,
                                  explanation, topic, marks, case_id, status, updated_at, updated_by)
    values (v_new.test_paper_id, v_new.question_text, v_new.option_a, v_new.option_b, v_new.option_c, v_new.option_d,
            v_new.correct_option, v_new.explanation, v_new.topic, v_new.marks, v_new.case_id, 'draft', now(), v_uid)
    returning * into v_new;
  else
    if v_new.test_paper_id <> v_old.test_paper_id then
      if private.question_attempted(v_old.id) then
        perform private.raise_invalid('paper_id', 'This question has been attempted: it stays in its paper');
      end if;
      v_new.position := (select coalesce(max(q.position), 0) + 1 from public.questions q where q.test_paper_id = v_new.test_paper_id);
    end if;
    -- Each save is a new version.
    update public.questions
    set test_paper_id = v_new.test_paper_id, position = v_new.position, question_text = v_new.question_text,
        option_a = v_new.option_a, option_b = v_new.option_b, option_c = v_new.option_c, option_d = v_new.option_d,
        correct_option = v_new.correct_option, explanation = v_new.explanation, topic = v_new.topic,
        marks = v_new.marks, case_id = v_new.case_id, version = v_old.version + 1, updated_at = now(), updated_by = v_uid
    where id = v_old.id
    returning * into v_new;
  end if;
  perform private.audit('save_question', v_new.id::text, private.question_fields(v_old), private.question_fields(v_new));

  if coalesce(p_resolve_reports, false) then
    update public.question_reports
    set status = 'fixed', resolved_at = now(), resolution_note = null
    where question_id = v_new.id and status = 'open';
    get diagnostics v_count = row_count;
    if v_count > 0 then
      perform private.audit('resolve_question_reports', v_new.id::text, jsonb_build_object('open', v_count),
                            jsonb_build_object('status', 'fixed', 'reason', null));
    end if;
  end if;
  return private.studio_question_json(v_new.id);
end $$;

-- The id of another question whose text is the same once lower-cased and with white space collapsed; null if none.
create function private.question_problem_duplicate(p_text text, p_except uuid) returns uuid
language sql stable set search_path = '' as $$
  select q.id from public.questions q
  where private.normalized_text(q.question_text) = private.normalized_text(p_text)
    and q.id is distinct from p_except
  limit 1
$$;

-- ---------------------------------------------------------------- status and deletion
create function public.set_question_status(p_id uuid, p_expected_version integer, p_status text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_q public.questions;
begin
  perform private.require_editor();
  if p_status is null or p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'A question''s status is draft, published or retired');
  end if;
  select * into v_q from public.questions where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  perform private.check_question_version(v_q, p_expected_version);
  if p_status = v_q.status then
    return private.studio_question_json(p_id);
  end if;
  if p_status = 'published' then
    perform private.check_question(v_q);
  end if;
  if p_status = 'draft' and private.question_attempted(p_id) then
    perform private.raise_invalid('status', 'This question has been attempted: retire it instead of making it a draft');
  end if;
  update public.questions set status = p_status, updated_at = now(), updated_by = auth.uid() where id = p_id;
  perform private.audit('set_question_status', p_id::text, jsonb_build_object('status', v_q.status, 'version', v_q.version),
                        jsonb_build_object('status', p_status, 'version', v_q.version));
  return private.studio_question_json(p_id);
end $$;

create function public.delete_question(p_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_q public.questions;
begin
  perform private.require_editor();
  select * into v_q from public.questions where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  if private.question_attempted(p_id) then
    raise exception 'This question has been attempted; retire it instead' using errcode = '23503';
  end if;
  delete from public.questions where id = p_id;
  perform private.audit('delete_question', p_id::text, private.question_fields(v_q), null);
end $$;

-- ---------------------------------------------------------------- re-marking on a question's current version
create function public.remark_question_attempts(p_question_id uuid, p_reason text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_q public.questions;
  v_attempt uuid;
  v_moved integer := 0;
  v_changed integer := 0;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can re-mark attempts' using errcode = '42501';
  end if;
  if coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    perform private.raise_invalid('reason', 'Say why the attempts are re-marked (reason, up to 500 characters): learners read it');
  end if;
  select * into v_q from public.questions where id = p_question_id for share;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  for v_attempt in
    select o.attempt_id
    from private.attempt_question_order o
    join public.user_test_attempts a on a.id = o.attempt_id and a.completed
    where o.question_id = p_question_id and o.version < v_q.version
    order by o.attempt_id
  loop
    update private.attempt_question_order set version = v_q.version
    where attempt_id = v_attempt and question_id = p_question_id;
    v_moved := v_moved + 1;
    if private.remark_attempt(v_attempt, btrim(p_reason)) then
      v_changed := v_changed + 1;
    end if;
  end loop;
  perform private.audit('remark_question_attempts', p_question_id::text, null,
                        jsonb_build_object('version', v_q.version, 'moved', v_moved, 'remarked', v_changed,
                                           'reason', btrim(p_reason)));
  return v_changed;
end $$;

-- ---------------------------------------------------------------- import: staged rows, then a dry run or the commit
-- A file's rows, staged in calls of at most 1000 (a request stays under the 2 MB limit) by the editor who owns the
-- batch; the run's outcome per row is kept beside it. Batches older than a day are purged.
create table private.question_import_rows (
  batch_id uuid not null,
  "row" integer not null check ("row" > 0),
  owner_id uuid not null references auth.users (id) on delete cascade,
  data jsonb not null,
  staged_at timestamptz not null default now(),
  -- Filled in by run_question_import:
  outcome text check (outcome in ('new', 'changed', 'unchanged', 'error')),
  errors jsonb,
  question_id uuid,
  paper_id uuid,
  question_text text,
  option_a text,
  option_b text,
  option_c text,
  option_d text,
  correct_option text,
  explanation text,
  topic text,
  marks smallint,
  case_id uuid,
  primary key (batch_id, "row")
);
create index question_import_rows_staged_idx on private.question_import_rows (staged_at);
revoke all on table private.question_import_rows from public, anon, authenticated;

create function private.import_batch_limit() returns integer
language sql immutable set search_path = '' as $$ select 20000 $$;

create function public.stage_question_import(p_batch_id uuid, p_rows jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  perform private.require_editor();
  if p_batch_id is null then
    perform private.raise_invalid('batch_id', 'An import needs a batch id (p_batch_id)');
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    perform private.raise_invalid('rows', 'The rows (p_rows) are an array of objects');
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    perform private.raise_invalid('rows', 'Stage at most 1000 rows (p_rows) per call');
  end if;
  if exists (select 1 from jsonb_array_elements(p_rows) e
             where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'row', '') !~ '^[0-9]{1,9}$' or (e ->> 'row')::integer < 1) then
    perform private.raise_invalid('row', 'Each row is an object with its row number in the file (row, from 1)');
  end if;
  if (select count(distinct e ->> 'row') from jsonb_array_elements(p_rows) e) <> jsonb_array_length(p_rows) then
    perform private.raise_invalid('row', 'A row number (row) appears twice in this call');
  end if;
  delete from private.question_import_rows where staged_at < now() - interval '1 day';
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('question_import:' || p_batch_id::text, 0));
  if exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id and r.owner_id <> v_uid) then
    raise exception 'This import batch belongs to someone else' using errcode = '42501';
  end if;
  insert into private.question_import_rows as r (batch_id, "row", owner_id, data)
  select p_batch_id, (e ->> 'row')::integer, v_uid, e from jsonb_array_elements(p_rows) e
  on conflict (batch_id, "row") do update
    set data = excluded.data, staged_at = now(), outcome = null, errors = null;
  select count(*) into v_count from private.question_import_rows r where r.batch_id = p_batch_id;
  if v_count > private.import_batch_limit() then
    perform private.raise_invalid('rows', format('An import holds at most %s rows', private.import_batch_limit()));
  end if;
  return v_count;
end $$;

-- Checks every staged row of the batch and records its outcome and errors (column names as in the file).
create function private.check_import_batch(p_batch_id uuid) returns void
language sql set search_path = '' as $$
  with src as (
    select r."row",
           nullif(btrim(r.data ->> 'id'), '') as id_text,
           btrim(coalesce(r.data ->> 'exam', '')) as exam,
           btrim(coalesce(r.data ->> 'paper', '')) as paper,
           nullif(btrim(r.data ->> 'topic'), '') as topic,
           nullif(btrim(r.data ->> 'case'), '') as case_title,
           btrim(coalesce(r.data ->> 'marks', '')) as marks,
           btrim(coalesce(r.data ->> 'question', '')) as question,
           btrim(coalesce(r.data ->> 'option_a', '')) as a,
           btrim(coalesce(r.data ->> 'option_b', '')) as b,
           btrim(coalesce(r.data ->> 'option_c', '')) as c,
           btrim(coalesce(r.data ->> 'option_d', '')) as d,
           upper(btrim(coalesce(r.data ->> 'answer', ''))) as answer,
           btrim(coalesce(r.data ->> 'explanation', '')) as explanation
    from private.question_import_rows r
    where r.batch_id = p_batch_id
  ),
  exams as (select distinct on (lower(e.name)) lower(e.name) as key, e.id from public.exams e order by lower(e.name), e.created_at),
  resolved as (
    select s.*, q.id as qid, q.test_paper_id as q_paper, q.question_text as q_text, ex.id as exam_id, tp.id as tp_id,
           t.title as topic_title, cs.id as cs_id,
           exists (select 1 from public.exam_topics t2 where t2.exam_id = ex.id) as exam_has_topics,
           private.normalized_text(s.question) as norm
    from src s
    left join public.questions q on q.id = private.try_uuid(s.id_text)
    left join exams ex on ex.key = lower(s.exam)
    left join lateral (select tp.id from public.test_papers tp where tp.exam_id = ex.id and lower(tp.title) = lower(s.paper)
                       order by tp.position, tp.created_at limit 1) tp on true
    left join lateral (select t.title from public.exam_topics t where t.exam_id = ex.id and lower(t.title) = lower(s.topic)
                       limit 1) t on true
    left join lateral (select c.id from public.question_cases c where c.test_paper_id = tp.id and lower(c.title) = lower(s.case_title)
                       order by c.position limit 1) cs on true
  ),
  -- Duplicates are looked for among new texts: a row keeping its question's text is not a duplicate of itself.
  dups as (
    select r.*,
           case when r.norm <> '' and (r.qid is null or r.norm <> private.normalized_text(r.q_text))
                then (select q.id from public.questions q
                      where private.normalized_text(q.question_text) = r.norm and q.id is distinct from r.qid limit 1) end as dup_bank,
           case when r.norm <> '' and (r.qid is null or r.norm <> private.normalized_text(r.q_text))
                then min(r."row") over (partition by r.norm) end as first_row,
           case when r.qid is not null then min(r."row") over (partition by r.qid) end as first_id_row
    from resolved r
  ),
  checked as (
    select d.*,
           (select coalesce(jsonb_agg(jsonb_build_object('row', d."row", 'column', v.col, 'reason', v.reason) order by v.n), '[]'::jsonb)
            from (values
              (1, 'id', case when d.id_text is not null and d.qid is null then 'Unknown id: no question has this id'
                             when d.first_id_row < d."row" then format('The same id is in row %s', d.first_id_row) end),
              (2, 'exam', case when d.exam = '' then 'The exam is missing'
                               when d.exam_id is null then format('Unknown exam "%s"', d.exam) end),
              (3, 'paper', case when d.exam_id is null then null
                                when d.paper = '' then 'The paper is missing'
                                when d.tp_id is null then format('Unknown paper "%s" in this exam', d.paper)
                                when d.qid is not null and d.q_paper <> d.tp_id
                                  then 'This question is in another paper: move it in the studio' end),
              (4, 'topic', case when d.exam_id is null then null
                                when d.topic is null and d.exam_has_topics then 'The topic is missing'
                                when d.topic is not null and d.topic_title is null then format('Unknown topic "%s" for this exam', d.topic) end),
              (5, 'case', case when d.tp_id is null or d.case_title is null then null
                               when d.cs_id is null then format('Unknown case "%s" in this paper', d.case_title) end),
              (6, 'marks', case when d.marks not in ('1', '2') then 'Marks are 1 or 2' end),
              (7, 'question', case when d.question = '' then 'The question is missing'
                                   when length(d.question) > 4000 then 'The question is longer than 4000 characters'
                                   when d.dup_bank is not null then format('Duplicate of a question already in the bank (%s)', d.dup_bank)
                                   when d.first_row < d."row" then format('Duplicate of row %s in this file', d.first_row) end),
              (8, 'option_a', case when d.a = '' then 'Option A is missing'
                                   when length(d.a) > 1000 then 'Option A is longer than 1000 characters' end),
              (9, 'option_b', case when d.b = '' then 'Option B is missing'
                                   when length(d.b) > 1000 then 'Option B is longer than 1000 characters'
                                   when lower(d.b) = lower(d.a) then 'Option B is the same as option A' end),
              (10, 'option_c', case when d.c = '' then 'Option C is missing'
                                    when length(d.c) > 1000 then 'Option C is longer than 1000 characters'
                                    when lower(d.c) = lower(d.a) then 'Option C is the same as option A'
                                    when lower(d.c) = lower(d.b) then 'Option C is the same as option B' end),
              (11, 'option_d', case when d.d = '' then 'Option D is missing'
                                    when length(d.d) > 1000 then 'Option D is longer than 1000 characters'
                                    when lower(d.d) = lower(d.a) then 'Option D is the same as option A'
                                    when lower(d.d) = lower(d.b) then 'Option D is the same as option B'
                                    when lower(d.d) = lower(d.c) then 'Option D is the same as option C' end),
              (12, 'answer', case when d.answer = '' then 'The answer is missing'
                                  when d.answer not in ('A', 'B', 'C', 'D') then format('The answer "%s" is not A, B, C or D', d.answer) end),
              (13, 'explanation', case when d.explanation = '' then 'The explanation is missing'
                                       when length(d.explanation) > 4000 then 'The explanation is longer than 4000 characters' end)
            ) v(n, col, reason)
            where v.reason is not null) as errs
    from dups d
  )
  update private.question_import_rows r
  set errors = c.errs,
      question_id = c.qid,
      paper_id = c.tp_id,
      question_text = c.question, option_a = c.a, option_b = c.b, option_c = c.c, option_d = c.d,
      correct_option = c.answer, explanation = c.explanation, topic = c.topic_title,
      marks = case when c.marks in ('1', '2') then c.marks::smallint end,
      case_id = c.cs_id,
      outcome = case
        when jsonb_array_length(c.errs) > 0 then 'error'
        when c.qid is null then 'new'
        when exists (
          select 1 from public.questions q
          where q.id = c.qid
            and btrim(q.question_text) = c.question and btrim(q.option_a) = c.a and btrim(q.option_b) = c.b
            and btrim(q.option_c) = c.c and btrim(q.option_d) = c.d and q.correct_option::text = c.answer
            and btrim(q.explanation) = c.explanation and q.topic is not distinct from c.topic_title
            and q.marks::text = c.marks and q.case_id is not distinct from c.cs_id) then 'unchanged'
        else 'changed' end
  from checked c
  where r.batch_id = p_batch_id and r."row" = c."row"
$$;

create function public.run_question_import(p_batch_id uuid, p_dry_run boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_errors jsonb;
  v_new integer;
  v_changed integer;
  v_unchanged integer;
  v_created jsonb;
begin
  perform private.require_editor();
  if p_dry_run is null then
    perform private.raise_invalid('dry_run', 'Say whether this is a dry run (p_dry_run)');
  end if;
  delete from private.question_import_rows where staged_at < now() - interval '1 day';
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('question_import:' || p_batch_id::text, 0));
  if exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id and r.owner_id <> v_uid) then
    raise exception 'This import batch belongs to someone else' using errcode = '42501';
  end if;
  if not exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id) then
    perform private.raise_api('P0002', 404, 'No rows are staged in this import batch (stage_question_import)');
  end if;

  perform private.check_import_batch(p_batch_id);
  select coalesce(jsonb_agg(x.value order by r."row", x.n), '[]'::jsonb)
  into v_errors
  from private.question_import_rows r
  cross join lateral jsonb_array_elements(r.errors) with ordinality x(value, n)
  where r.batch_id = p_batch_id;
  select count(*) filter (where r.outcome = 'new'), count(*) filter (where r.outcome = 'changed'),
         count(*) filter (where r.outcome = 'unchanged')
  into v_new, v_changed, v_unchanged
  from private.question_import_rows r
  where r.batch_id = p_batch_id;

  if p_dry_run then
    return jsonb_build_object('errors', v_errors, 'new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                              'committed', false);
  end if;

  -- One transaction: the good rows go in, the rows with an error are left out.
  with created as (
    insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option,
                                  explanation, topic, marks, case_id, status, updated_at, updated_by)
    select r.paper_id, r.question_text, r.option_a, r.option_b, r.option_c, r.option_d, r.correct_option::public.answer_option,
           r.explanation, r.topic, r.marks, r.case_id, 'draft', now(), v_uid
    from private.question_import_rows r
    where r.batch_id = p_batch_id and r.outcome = 'new'
    order by r."row"
    returning id
  )
  select coalesce(jsonb_agg(id), '[]'::jsonb) into v_created from created;

  perform private.audit('import_question', q.id::text, private.question_fields(q),
                        private.question_fields(q) || jsonb_build_object(
                          'question_text', r.question_text, 'option_a', r.option_a, 'option_b', r.option_b,
                          'option_c', r.option_c, 'option_d', r.option_d, 'correct_option', r.correct_option,
                          'explanation', r.explanation, 'topic', r.topic, 'marks', r.marks, 'case_id', r.case_id,
                          'version', q.version + 1))
  from private.question_import_rows r
  join public.questions q on q.id = r.question_id
  where r.batch_id = p_batch_id and r.outcome = 'changed';
  update public.questions q
  set question_text = r.question_text, option_a = r.option_a, option_b = r.option_b, option_c = r.option_c,
      option_d = r.option_d, correct_option = r.correct_option::public.answer_option, explanation = r.explanation,
      topic = r.topic, marks = r.marks, case_id = r.case_id, version = q.version + 1, updated_at = now(), updated_by = v_uid
  from private.question_import_rows r
  where r.batch_id = p_batch_id and r.outcome = 'changed' and q.id = r.question_id;

  perform private.audit('import_questions', p_batch_id::text, null,
                        jsonb_build_object('new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                                           'errors', jsonb_array_length(v_errors), 'created', v_created));
  delete from private.question_import_rows r where r.batch_id = p_batch_id;
  return jsonb_build_object('errors', v_errors, 'new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                            'committed', true);
end $$;

-- ---------------------------------------------------------------- export: the import's columns, in paper order
create function private.export_limit() returns integer
language sql immutable set search_path = '' as $$ select 20000 $$;

create function public.export_questions(p_search text default null, p_exam_id uuid default null, p_topic text default null,
                                        p_paper_id uuid default null, p_status text default null,
                                        p_has_reports boolean default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result jsonb;
  v_count integer;
begin
  perform private.require_editor();
  with m as materialized (
    select * from private.studio_matches(p_search, p_exam_id, p_topic, p_paper_id, p_status, p_has_reports)
  )
  select count(*),
         coalesce(jsonb_agg(jsonb_build_object(
           'id', q.id, 'exam', e.name, 'paper', tp.title, 'topic', coalesce(q.topic, ''), 'case', coalesce(c.title, ''),
           'marks', q.marks, 'question', q.question_text, 'option_a', q.option_a, 'option_b', q.option_b,
           'option_c', q.option_c, 'option_d', q.option_d, 'answer', q.correct_option, 'explanation', q.explanation)
           order by e.name, tp.position, tp.title, q.position), '[]'::jsonb)
  into v_count, v_result
  from m q
  join public.test_papers tp on tp.id = q.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = q.case_id;
  if v_count > private.export_limit() then
    perform private.raise_invalid('filters', format('%s questions match: narrow the filters to export at most %s at once',
                                                    v_count, private.export_limit()));
  end if;
  return v_result;
end $$;

-- ---------------------------------------------------------------- privileges
revoke all on function private.raise_api(text, integer, text, text) from public;
revoke all on function private.raise_invalid(text, text) from public;
revoke all on function private.try_uuid(text) from public;
revoke all on function private.normalized_text(text) from public;
-- The bank's duplicate index evaluates it on every write of a question: the service role writes questions directly
-- (seeding scripts, the bench); the studio's functions run as their owner.
grant execute on function private.normalized_text(text) to service_role;
revoke all on function private.questions_next_version() from public;
revoke all on function private.questions_keep_version() from public;
revoke all on function private.require_editor() from public;
revoke all on function private.studio_tsquery(text) from public;
revoke all on function private.studio_matches(text, uuid, text, uuid, text, boolean) from public;
revoke all on function private.question_attempted(uuid) from public;
revoke all on function private.studio_question_json(uuid) from public;
revoke all on function private.question_problem(uuid, text, text, text, text, text, text, text, text, integer, uuid) from public;
revoke all on function private.question_problem_duplicate(text, uuid) from public;
revoke all on function private.check_question(public.questions) from public;
revoke all on function private.check_question_version(public.questions, integer) from public;
revoke all on function private.question_fields(public.questions) from public;
revoke all on function private.import_batch_limit() from public;
revoke all on function private.check_import_batch(uuid) from public;
revoke all on function private.export_limit() from public;

revoke all on function public.studio_questions(text, uuid, text, uuid, text, boolean, text, integer, integer) from public, anon, authenticated;
revoke all on function public.studio_question(uuid) from public, anon, authenticated;
revoke all on function public.studio_options() from public, anon, authenticated;
revoke all on function public.save_question(uuid, integer, jsonb, boolean) from public, anon, authenticated;
revoke all on function public.set_question_status(uuid, integer, text) from public, anon, authenticated;
revoke all on function public.delete_question(uuid) from public, anon, authenticated;
revoke all on function public.remark_question_attempts(uuid, text) from public, anon, authenticated;
revoke all on function public.stage_question_import(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.run_question_import(uuid, boolean) from public, anon, authenticated;
revoke all on function public.export_questions(text, uuid, text, uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.studio_questions(text, uuid, text, uuid, text, boolean, text, integer, integer) to authenticated, service_role;
grant execute on function public.studio_question(uuid) to authenticated, service_role;
grant execute on function public.studio_options() to authenticated, service_role;
grant execute on function public.save_question(uuid, integer, jsonb, boolean) to authenticated, service_role;
grant execute on function public.set_question_status(uuid, integer, text) to authenticated, service_role;
grant execute on function public.delete_question(uuid) to authenticated, service_role;
grant execute on function public.remark_question_attempts(uuid, text) to authenticated, service_role;
grant execute on function public.stage_question_import(uuid, jsonb) to authenticated, service_role;
grant execute on function public.run_question_import(uuid, boolean) to authenticated, service_role;
grant execute on function public.export_questions(text, uuid, text, uuid, text, boolean) to authenticated, service_role;
