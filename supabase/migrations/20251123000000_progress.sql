-- Learner progress: the time a learner spends on each question (saved with the answer, never used to score or to
-- decide access), the progress page's data in one round trip, and practice built from the learner's own history.
-- Practice reveals a key only for a question whose key the learner has already seen: one of a paper they have a
-- submitted attempt of, whose review shows every key. Practice writes nothing, so it never touches best scores or
-- the attempt history.

-- ---------------------------------------------------------------- time per question
-- Visible time on the question, in milliseconds, as the attempt page last reported it (a running total).
alter table public.user_answers
  add column time_spent_ms integer check (time_spent_ms between 0 and 86400000);

-- The save path of 20251121000100 with the time beside the answer and the review mark: a null argument keeps what
-- is stored; a save of only the time (a question looked at, not answered) is allowed. The time is capped at the
-- paper's duration.
drop function public.save_answer(uuid, uuid, text, boolean);
create function public.save_answer(p_attempt_id uuid, p_question_id uuid,
                                   p_selected_option text default null,
                                   p_marked_for_review boolean default null,
                                   p_time_spent_ms integer default null)
returns public.user_answers
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
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
  if (p_selected_option is null and p_marked_for_review is null and p_time_spent_ms is null)
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

  v_time := least(p_time_spent_ms, extract(epoch from v_attempt.deadline - v_attempt.start_time)::integer * 1000);
  -- PL/pgSQL assignment converts the text to the column's type (text or enum).
  v_new.selected_option := upper(btrim(p_selected_option));
  insert into public.user_answers as a
    (attempt_id, question_id, selected_option, marked_for_review, time_spent_ms, created_at, updated_at)
  values (v_attempt.id, p_question_id, v_new.selected_option, coalesce(p_marked_for_review, false), v_time, now(), now())
  on conflict (attempt_id, question_id) do update
    set selected_option = coalesce(excluded.selected_option, a.selected_option),
        marked_for_review = coalesce(p_marked_for_review, a.marked_for_review),
        time_spent_ms = coalesce(v_time, a.time_spent_ms),
        -- A time-only save is bookkeeping: it must not move the answer's own save time.
        updated_at = case when p_selected_option is null and p_marked_for_review is null then a.updated_at
                          else excluded.updated_at end
  returning * into v_row;
  return v_row;
end $$;
revoke all on function public.save_answer(uuid, uuid, text, boolean, integer) from public, anon, authenticated;
grant execute on function public.save_answer(uuid, uuid, text, boolean, integer) to authenticated;

-- ---------------------------------------------------------------- progress in one round trip
-- The caller's progress in one exam: every attempt of every paper (in progress ones with their deadline), and per
-- topic the outcome of every question of their submitted attempts, overall and per attempt (the trend), weakest
-- first. Answers saved after deadline + grace did not count in the score, so they do not count here either.
create function public.get_exam_progress(p_exam_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to see your progress' using errcode = '42501';
  end if;
  if not exists (select 1 from public.exams where id = p_exam_id) then
    raise exception 'Exam not found' using errcode = 'P0001';
  end if;
  return (
    with attempts as (
      select a.*, tp.title as paper_title
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id
      where a.user_id = v_uid and tp.exam_id = p_exam_id
    ),
    outcomes as (
      select a.id as attempt_id, a.end_time, q.topic,
             case when ua.selected_option is null then 'unanswered'
                  when ua.selected_option::text = q.correct_option::text then 'correct'
                  else 'wrong' end as outcome
      from attempts a
      join public.questions q on q.test_paper_id = a.test_paper_id
      left join public.user_answers ua
        on ua.attempt_id = a.id and ua.question_id = q.id
       and ua.updated_at <= a.deadline + private.answer_grace()
      where a.completed and q.topic is not null
    ),
    topic_totals as (
      select o.topic,
             count(*) filter (where o.outcome = 'correct') as correct,
             count(*) filter (where o.outcome = 'wrong') as wrong,
             count(*) filter (where o.outcome = 'unanswered') as unanswered,
             count(*) as total
      from outcomes o group by o.topic
    ),
    topic_trend as (
      select o.topic, jsonb_agg(jsonb_build_object(
               'attempt_id', o.attempt_id, 'at', o.end_time,
               'accuracy', round(100.0 * o.correct / o.total)) order by o.end_time) as trend
      from (
        select attempt_id, end_time, topic, count(*) filter (where outcome = 'correct') as correct, count(*) as total
        from outcomes group by attempt_id, end_time, topic
      ) o group by o.topic
    )
    select jsonb_build_object(
      'exam_id', p_exam_id,
      'passing_score_percent', (select i.passing_score_percent from public.exam_info i where i.exam_id = p_exam_id),
      'server_time', now(),
      'papers', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', tp.id, 'title', tp.title, 'position', tp.position, 'duration_minutes', tp.duration_minutes,
          'question_count', tp.question_count,
          'attempts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'id', a.id, 'start_time', a.start_time, 'end_time', a.end_time, 'deadline', a.deadline,
              'completed', a.completed, 'score', a.score, 'net_marks', a.net_marks, 'total_marks', a.total_marks,
              'net_percent', a.net_percent, 'passed', a.passed, 'passing_score_percent', a.passing_score_percent,
              'time_taken_seconds', case when a.completed then extract(epoch from a.end_time - a.start_time)::integer end)
              order by a.start_time)
            from attempts a where a.test_paper_id = tp.id), '[]'::jsonb))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::jsonb),
      'topics', coalesce((
        select jsonb_agg(jsonb_build_object(
          'topic', t.title, 'chapter', t.chapter,
          'correct', tt.correct, 'wrong', tt.wrong, 'unanswered', tt.unanswered, 'total', tt.total,
          'accuracy', round(100.0 * tt.correct / tt.total), 'trend', tr.trend)
          order by round(100.0 * tt.correct / tt.total), tt.total desc, t.chapter)
        from topic_totals tt
        join public.exam_topics t on t.exam_id = p_exam_id and t.title = tt.topic
        join topic_trend tr on tr.topic = tt.topic), '[]'::jsonb)
    )
  );
end $$;
revoke all on function public.get_exam_progress(uuid) from public, anon, authenticated;
grant execute on function public.get_exam_progress(uuid) to authenticated;

-- ---------------------------------------------------------------- practice
-- Whether the learner has seen this question's key: they submitted an attempt of its paper.
create function private.has_seen_key(p_user_id uuid, p_question_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.questions q
    join public.user_test_attempts a on a.test_paper_id = q.test_paper_id
    where q.id = p_question_id and a.user_id = p_user_id and a.completed
  )
$$;
revoke all on function private.has_seen_key(uuid, uuid) from public;

-- A practice set from the learner's own history of one exam, without keys: 'mistakes' (questions whose latest
-- submitted outcome was wrong or unanswered) or 'topic' (every seen question of that topic). Only questions of
-- papers the learner may open today: an expired plan keeps the history, not the practice.
create function public.start_practice(p_exam_id uuid, p_mode text, p_topic text default null, p_limit integer default 20)
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
      and case when p_mode = 'mistakes' then not l.was_correct else q.topic = p_topic end
    order by q.test_paper_id, q.position
    limit least(greatest(coalesce(p_limit, 20), 1), 100);
end $$;
revoke all on function public.start_practice(uuid, text, text, integer) from public, anon, authenticated;
grant execute on function public.start_practice(uuid, text, text, integer) to authenticated;

-- Checks one practice answer at once: the key and the explanation, only for a question whose key the learner has
-- seen and whose paper they may open today. Refused in the database, whatever the page shows.
create function public.check_practice_answer(p_question_id uuid, p_selected_option text)
returns table (question_id uuid, selected_option text, correct_option text, is_correct boolean, explanation text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_question public.questions;
begin
  if v_uid is null then
    raise exception 'Sign in to practise' using errcode = '42501';
  end if;
  if upper(btrim(p_selected_option)) not in ('A', 'B', 'C', 'D') or p_selected_option is null then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  select * into v_question from public.questions where id = p_question_id;
  -- An unknown question and an unseen one look the same: nothing is revealed.
  if not found or not private.has_seen_key(v_uid, p_question_id) then
    raise exception 'Practice is only for questions from your submitted attempts' using errcode = '42501';
  end if;
  if not private.can_open_paper(v_uid, v_question.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query select v_question.id, upper(btrim(p_selected_option)), v_question.correct_option::text,
                      upper(btrim(p_selected_option)) = v_question.correct_option::text, v_question.explanation;
end $$;
revoke all on function public.check_practice_answer(uuid, text) from public, anon, authenticated;
grant execute on function public.check_practice_answer(uuid, text) to authenticated;
