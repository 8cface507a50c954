-- Results that never contradict themselves, and one running attempt per paper.
-- 1. save_answer wrote the paper's whole duration as the time on a question whenever a save carried no time:
--    PostgreSQL's least() ignores NULL, so least(NULL, cap) is the cap. A save without a time now keeps the stored
--    time, and rows already written with the cap that their attempt's own duration cannot explain lose that time.
-- 2. Where the learner was (the questions visited and the question on screen) is kept on the server with the
--    answers, so a second device opens where the first left off.
-- 3. Series V-A has no negative marking (NISM: "There shall be no negative marking."). Its exam facts are corrected
--    and its attempts already marked with a deduction are marked again; each carries a notice for its learner.
-- 4. A learner has one attempt in progress per paper: starting again resumes it, or, when asked to, ends it as
--    submitted with what it holds. While an attempt of a paper is in progress, that paper's keys (review and
--    practice) are withheld, so one attempt's review cannot answer another. An attempt started after the learner
--    has seen the paper's keys is a retake.

-- ---------------------------------------------------------------- new columns
alter table public.user_answers
  -- The question was shown to the learner (answered or not).
  add column visited boolean not null default false;

alter table public.user_test_attempts
  -- The question the learner was last shown; null before the first save of a visit.
  add column current_question_id uuid references public.questions (id) on delete set null,
  -- Started after a submitted attempt of the same paper had shown its keys.
  add column retake boolean not null default false,
  -- Set when the attempt was marked again after submission, with the reason shown to the learner.
  add column remarked_at timestamptz,
  add column remark_reason text;

-- Every row with an answer, a mark or a time was shown to the learner.
update public.user_answers
set visited = true
where selected_option is not null or marked_for_review or time_spent_ms is not null;

-- Rows whose time is the paper's whole duration (the cap) although their attempt lasted less: the cap came from a
-- save without a time, not from the learner. The true time is unknown, so it is cleared. Returns the rows cleared.
create function private.clear_capped_times() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.user_answers ua
  set time_spent_ms = null
  from public.user_test_attempts a
  where a.id = ua.attempt_id
    and ua.time_spent_ms = extract(epoch from a.deadline - a.start_time)::integer * 1000
    and coalesce(a.end_time, least(now(), a.deadline)) - a.start_time < a.deadline - a.start_time;
  get diagnostics v_count = row_count;
  return v_count;
end $$;
revoke all on function private.clear_capped_times() from public;
select private.clear_capped_times();

-- Earlier attempts: those started after a submitted attempt of the same paper are retakes.
update public.user_test_attempts a
set retake = true
where exists (
  select 1 from public.user_test_attempts b
  where b.user_id = a.user_id and b.test_paper_id = a.test_paper_id and b.completed and b.end_time <= a.start_time
);

-- ---------------------------------------------------------------- running attempts
-- The learner's attempt of a paper that still takes answers (not submitted, deadline + grace not passed).
create function private.running_attempt(p_user_id uuid, p_test_paper_id uuid) returns public.user_test_attempts
language sql stable set search_path = '' as $$
  select a.* from public.user_test_attempts a
  where a.user_id = p_user_id and a.test_paper_id = p_test_paper_id and not a.completed
    and now() <= a.deadline + private.answer_grace()
  order by a.start_time desc
  limit 1
$$;
revoke all on function private.running_attempt(uuid, uuid) from public;

-- Whether the learner has seen this question's key: they submitted an attempt of its paper, and no attempt of that
-- paper is running now (its keys would answer it).
create or replace function private.has_seen_key(p_user_id uuid, p_question_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.questions q
    join public.user_test_attempts a on a.test_paper_id = q.test_paper_id
    where q.id = p_question_id and a.user_id = p_user_id and a.completed
  ) and not exists (
    select 1 from public.questions q
    where q.id = p_question_id and (private.running_attempt(p_user_id, q.test_paper_id)).id is not null
  )
$$;

-- Marks and closes an attempt as submitted (the body of submit_attempt, shared with start_attempt).
create function private.close_attempt(p_attempt public.user_test_attempts) returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  m record;
  v_row public.user_test_attempts;
begin
  select * into m from private.mark_attempt(p_attempt);
  update public.user_test_attempts
  set completed = true,
      end_time = least(now(), p_attempt.deadline),
      score = m.score,
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
      section_results = m.section_results
  where id = p_attempt.id
  returning * into v_row;
  return v_row;
end $$;
revoke all on function private.close_attempt(public.user_test_attempts) from public;

-- Idempotent: a completed attempt is returned unchanged. See 20251121000100_exam_marking.sql for the rules.
create or replace function public.submit_attempt(p_attempt_id uuid) returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
begin
  if v_attempt.completed then
    return v_attempt;
  end if;
  return private.close_attempt(v_attempt);
end $$;

-- Attempts a learner may start in an hour, across papers: far above any real study session, and a bound on a
-- script that starts and ends attempts in a loop.
create function private.attempt_start_limit() returns integer
language sql immutable set search_path = '' as $$ select 30 $$;
revoke all on function private.attempt_start_limit() from public;

-- ---------------------------------------------------------------- start_attempt
-- With an attempt of the paper still running: returns it (resume), or, with p_end_running, submits it with what it
-- holds and starts a new one. An unsubmitted attempt whose time has run out is submitted first. The new attempt is
-- a retake when a submitted attempt of the paper has already shown its keys.
drop function public.start_attempt(uuid);
create function public.start_attempt(p_test_paper_id uuid, p_end_running boolean default false)
returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_paper public.test_papers;
  v_running public.user_test_attempts;
  v_stale public.user_test_attempts;
  v_row public.user_test_attempts;
begin
  if v_uid is null then
    raise exception 'Sign in to take a test' using errcode = '42501';
  end if;
  select * into v_paper from public.test_papers where id = p_test_paper_id;
  if not found then
    raise exception 'Test paper not found' using errcode = 'P0001';
  end if;
  if not private.can_open_paper(v_uid, v_paper.id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  if v_paper.question_count = 0 then
    raise exception 'This test paper has no questions yet' using errcode = 'P0001';
  end if;
  -- One start at a time per learner and paper: two tabs starting together get the same attempt.
  perform pg_advisory_xact_lock(hashtextextended(v_uid::text || ':' || v_paper.id::text, 0));

  v_running := private.running_attempt(v_uid, v_paper.id);
  if v_running.id is not null and not coalesce(p_end_running, false) then
    return v_running;
  end if;
  if v_running.id is not null then
    perform private.close_attempt(v_running);
  end if;
  -- Attempts whose time ran out unsubmitted are marked now, so their keys and score are known.
  for v_stale in
    select * from public.user_test_attempts
    where user_id = v_uid and test_paper_id = v_paper.id and not completed
    for update
  loop
    perform private.close_attempt(v_stale);
  end loop;

  if (select count(*) from public.user_test_attempts
      where user_id = v_uid and start_time > now() - interval '1 hour') >= private.attempt_start_limit() then
    raise exception 'Too many tests started in the last hour. Please try again later.' using errcode = 'P0001';
  end if;

  insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, retake)
  values (v_uid, v_paper.id, now(), now() + make_interval(mins => v_paper.duration_minutes),
          exists (select 1 from public.user_test_attempts
                  where user_id = v_uid and test_paper_id = v_paper.id and completed))
  returning * into v_row;
  return v_row;
end $$;

-- ---------------------------------------------------------------- save_answer
-- p_selected_option stays canonical and is checked against the order shown (p_option_keys, NSM02). A null argument
-- keeps what is stored; a time is capped at the paper's duration only when one is sent. p_visited records that the
-- question was shown and makes it the attempt's current question.
drop function public.save_answer(uuid, uuid, text, boolean, integer, text);
create function public.save_answer(p_attempt_id uuid, p_question_id uuid,
                                   p_selected_option text default null,
                                   p_marked_for_review boolean default null,
                                   p_time_spent_ms integer default null,
                                   p_option_keys text default null,
                                   p_visited boolean default null)
returns public.user_answers
language plpgsql security definer set search_path = '' as $$
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
    select 1 from public.questions q
    where q.id = p_question_id and q.test_paper_id = v_attempt.test_paper_id
  ) then
    raise exception 'Question is not part of this attempt' using errcode = 'P0001';
  end if;
  select o.option_keys into v_stored
  from private.attempt_question_order o where o.attempt_id = v_attempt.id and o.question_id = p_question_id;
  if p_selected_option is not null
     and (case when v_stored is null then coalesce(upper(p_option_keys), 'ABCD') <> 'ABCD'
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

-- ---------------------------------------------------------------- start_practice
-- As 20251123000000_progress.sql, leaving out the questions of a paper with a running attempt (their keys are
-- withheld until it is submitted).
create or replace function public.start_practice(p_exam_id uuid, p_mode text, p_topic text default null, p_limit integer default 20)
returns table (id uuid, test_paper_id uuid, question_text text,
               option_a text, option_b text, option_c text, option_d text,
               topic text, marks smallint, case_title text, case_passage text)
language plpgsql stable security definer set search_path = '' as $$
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
      join public.questions q on q.test_paper_id = a.test_paper_id
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
-- ---------------------------------------------------------------- get_attempt_review
-- As 20251124000000_attempt_order.sql, and withheld (NSM03) while another attempt of the same paper is running:
-- its keys would answer that attempt.
create or replace function public.get_attempt_review(p_attempt_id uuid)
returns table (question_id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text, option_keys text,
               selected_option public.user_answers.selected_option%type,
               correct_option public.questions.correct_option%type,
               explanation text, marks smallint, topic text, case_id uuid, marked_for_review boolean,
               time_spent_ms integer)
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
    select (p.question).id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys,
           a.selected_option, (p.question).correct_option, (p.question).explanation, (p.question).marks,
           (p.question).topic, (p.question).case_id, coalesce(a.marked_for_review, false), a.time_spent_ms
    from private.attempt_paper(v_attempt) p
    left join public.user_answers a
      on a.attempt_id = v_attempt.id and a.question_id = (p.question).id
     and a.updated_at <= v_attempt.deadline + private.answer_grace()
    order by p.position;
end $$;

-- ---------------------------------------------------------------- Series V-A: no negative marking
update public.exam_info set negative_marking_percent = 0
where exam_id = '00000000-0000-4000-a000-000000000003' and negative_marking_percent <> 0;

-- Marks a submitted attempt again under its exam's current rules, and tells its learner why (the results page and
-- the progress page show the notice). The score (correct answers ÷ questions) cannot change; net marks, their
-- percentage and the verdict follow the rules. Returns whether anything changed.
create function private.remark_attempt(p_attempt_id uuid, p_reason text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts;
  m record;
begin
  select * into v_attempt from public.user_test_attempts where id = p_attempt_id and completed for update;
  if not found then
    return false;
  end if;
  select * into m from private.mark_attempt(v_attempt);
  if (m.net_marks, m.negative_marking_percent, m.passed, m.section_results)
     is not distinct from (v_attempt.net_marks, v_attempt.negative_marking_percent, v_attempt.passed, v_attempt.section_results) then
    return false;
  end if;
  update public.user_test_attempts
  set negative_marks = m.negative_marks,
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
revoke all on function private.remark_attempt(uuid, text) from public;

-- Shown to each learner whose V-A attempt this corrects.
create function private.va_remark_reason() returns text
language sql immutable set search_path = '' as $$
  select 'Series V-A has no negative marking. This attempt was first marked with a deduction for wrong answers, '
         'which was our error; its marks and result have been corrected.'
$$;
revoke all on function private.va_remark_reason() from public;

select private.remark_attempt(a.id, private.va_remark_reason())
from public.user_test_attempts a
join public.test_papers tp on tp.id = a.test_paper_id
where tp.exam_id = '00000000-0000-4000-a000-000000000003' and a.completed and a.negative_marks > 0;

revoke all on function public.start_attempt(uuid, boolean) from public, anon, authenticated;
revoke all on function public.save_answer(uuid, uuid, text, boolean, integer, text, boolean) from public, anon, authenticated;
revoke all on function public.get_attempt_review(uuid) from public, anon, authenticated;
grant execute on function public.start_attempt(uuid, boolean) to authenticated;
grant execute on function public.save_answer(uuid, uuid, text, boolean, integer, text, boolean) to authenticated;
grant execute on function public.get_attempt_review(uuid) to authenticated;

-- ---------------------------------------------------------------- get_exam_progress
-- As 20251125000000_progress_query_plan.sql, with each attempt's retake flag and its re-marking notice.
create or replace function public.get_exam_progress(p_exam_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
