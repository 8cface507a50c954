-- Issue 43.
-- 1. Clear my answer: under negative marking a learner may take back a chosen option, as the real exam allows.
--    save_answer gains p_clear (true: the question is unanswered again); everything else it does is unchanged.
-- 2. Re-marking keeps the rules an attempt was taken under (docs/exam-facts.md): mark_attempt reads the pass mark and
--    negative marking stored with an attempt's first marking, and the exam's current ones only for a first marking.
--    A correction of the rules themselves (the exam never had them, as V-A's 25 % deduction) is the one case that
--    marks again under the exam's current rules: private.remark_attempt_under_current_rules, said so by its reason.

DROP FUNCTION public.save_answer(uuid, uuid, text, boolean, integer, text, boolean);

CREATE FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text DEFAULT NULL::text, p_marked_for_review boolean DEFAULT NULL::boolean, p_time_spent_ms integer DEFAULT NULL::integer, p_option_keys text DEFAULT NULL::text, p_visited boolean DEFAULT NULL::boolean, p_clear boolean DEFAULT NULL::boolean) RETURNS public.user_answers
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
  if (p_selected_option is null and p_marked_for_review is null and p_time_spent_ms is null and p_visited is null
      and p_clear is not true)
     or upper(btrim(p_selected_option)) not in ('A', 'B', 'C', 'D') then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  -- Clearing the answer (as the real exam allows, under negative marking) chooses no option at the same time.
  if p_clear and p_selected_option is not null then
    raise exception 'An answer is either chosen or cleared, not both' using errcode = 'P0001';
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
    set selected_option = case when p_clear then null else coalesce(excluded.selected_option, a.selected_option) end,
        marked_for_review = coalesce(p_marked_for_review, a.marked_for_review),
        time_spent_ms = coalesce(v_time, a.time_spent_ms),
        visited = true,
        -- A save of only the time or the visit is bookkeeping: it must not move the answer's own save time.
        updated_at = case when p_selected_option is null and p_marked_for_review is null and p_clear is not true
                          then a.updated_at else excluded.updated_at end
  returning * into v_row;
  if p_visited then
    update public.user_test_attempts set current_question_id = p_question_id where id = v_attempt.id;
  end if;
  return v_row;
end $$;

REVOKE ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean, p_clear boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean, p_clear boolean) TO service_role;
GRANT ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean, p_clear boolean) TO authenticated;

CREATE OR REPLACE FUNCTION private.mark_attempt(p_attempt public.user_test_attempts) RETURNS TABLE(score integer, correct_count integer, wrong_count integer, unanswered_count integer, total_marks integer, marks_earned integer, negative_marks numeric, net_marks numeric, net_percent numeric, negative_marking_percent integer, passing_score_percent integer, passed boolean, section_results jsonb)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with info as (
    select coalesce(i.structure, '[]'::jsonb) as structure,
           -- An attempt keeps the rules it was first marked under: marking it again (after a question is fixed)
           -- never applies today's pass mark or negative marking to it.
           coalesce(p_attempt.negative_marking_percent, i.negative_marking_percent, 0) as negative_pct,
           coalesce(p_attempt.passing_score_percent, i.passing_score_percent) as pass_pct
    from public.test_papers tp
    left join public.exam_info i on i.exam_id = tp.exam_id
    where tp.id = p_attempt.test_paper_id
  ),
  graded as (
    select q.marks::integer as marks,
           private.question_section(info.structure, q.case_id is not null, q.marks) as section,
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

-- function private.remark_attempt_under_current_rules(uuid, text)
CREATE FUNCTION private.remark_attempt_under_current_rules(p_attempt_id uuid, p_reason text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts;
  v_info public.exam_info;
begin
  select * into v_attempt from public.user_test_attempts where id = p_attempt_id and completed for update;
  if not found then
    return false;
  end if;
  select i.* into v_info from public.exam_info i join public.test_papers tp on tp.exam_id = i.exam_id
  where tp.id = v_attempt.test_paper_id;
  if (v_attempt.negative_marking_percent, v_attempt.passing_score_percent)
     is distinct from (coalesce(v_info.negative_marking_percent, 0), v_info.passing_score_percent) then
    -- Forget the rules it was marked under, so the marking takes the exam's current ones.
    update public.user_test_attempts set negative_marking_percent = null, passing_score_percent = null
    where id = p_attempt_id;
  end if;
  return private.remark_attempt(p_attempt_id, p_reason);
end $$;

REVOKE ALL ON FUNCTION private.remark_attempt_under_current_rules(p_attempt_id uuid, p_reason text) FROM PUBLIC;
