-- Issue 43: "Practise this topic" also draws the topic's questions the learner has not met yet, from the exam's
-- published bank in papers they may open now (can_open_paper: never a key of a paper they are not entitled to, nor of
-- a paper whose attempt is running), after the ones they met in submitted attempts; check_practice_answer accepts
-- those questions too. Mistakes practice is unchanged.

CREATE OR REPLACE FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text DEFAULT NULL::text, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, test_paper_id uuid, question_text text, option_a text, option_b text, option_c text, option_d text, topic text, marks smallint, case_title text, case_passage text)
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
    , chosen as (
      -- Mistakes: what went wrong last time. A topic: the questions of it already met, then (issue 43) questions of
      -- it not met yet, from the exam's published bank in papers the learner may open now (never a key of a paper
      -- they are not entitled to), so practice of a weak topic does not stop at the last attempt's few.
      select q.id, 0 as pass, q.test_paper_id, q.position
      from latest l join public.questions q on q.id = l.question_id
      where case when p_mode = 'mistakes' then not l.was_correct else q.topic = p_topic end
      union all
      select q.id, 1, q.test_paper_id, q.position
      from public.questions q
      join public.test_papers tp on tp.id = q.test_paper_id and tp.exam_id = p_exam_id
      where p_mode = 'topic' and q.topic = p_topic and q.status = 'published'
        and not exists (select 1 from latest l where l.question_id = q.id)
    )
    select q.id, q.test_paper_id, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d,
           q.topic, q.marks, c.title, c.passage
    from chosen ch
    join public.questions q on q.id = ch.id
    left join public.question_cases c on c.id = q.case_id
    where private.can_open_paper(v_uid, q.test_paper_id)
      and (private.running_attempt(v_uid, q.test_paper_id)).id is null
    order by ch.pass, ch.test_paper_id, ch.position
    limit least(greatest(coalesce(p_limit, 20), 1), 100);
end $$;

CREATE OR REPLACE FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) RETURNS TABLE(question_id uuid, selected_option text, correct_option text, is_correct boolean, explanation text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  -- An unknown question and one the learner may not practise look the same: nothing is revealed. A question is
  -- practised when met in a submitted attempt, or (issue 43: a topic's questions not met yet) when it is published
  -- in a paper the learner may open and no attempt of that paper is running.
  if not found
     or not (private.has_seen_key(v_uid, p_question_id)
             or (v_question.status = 'published'
                 and private.can_open_paper(v_uid, v_question.test_paper_id)
                 and (private.running_attempt(v_uid, v_question.test_paper_id)).id is null)) then
    raise exception 'Practice is only for questions from your submitted attempts' using errcode = '42501';
  end if;
  if not private.can_open_paper(v_uid, v_question.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query select v_question.id, upper(btrim(p_selected_option)), v_question.correct_option::text,
                      upper(btrim(p_selected_option)) = v_question.correct_option::text, v_question.explanation;
end $$;
