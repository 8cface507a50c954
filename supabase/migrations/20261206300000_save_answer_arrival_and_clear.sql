-- save_answer with both of this round's changes: a save is judged by its arrival time (issue 42, finding 7:
-- 20261206101100) and an answer may be cleared (issue 43: 20261206200000, which re-created the function with p_clear
-- from the version before the first and so lost its arrival time). Same signature, so the grants stay.
create or replace function public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text DEFAULT NULL::text, p_marked_for_review boolean DEFAULT NULL::boolean, p_time_spent_ms integer DEFAULT NULL::integer, p_option_keys text DEFAULT NULL::text, p_visited boolean DEFAULT NULL::boolean, p_clear boolean DEFAULT NULL::boolean) RETURNS public.user_answers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  v_stored text;
  v_new public.user_answers;
  v_row public.user_answers;
  v_time integer;
  -- When the save arrived, not when its turn at the database came (issue 42, finding 7).
  v_now timestamptz := private.request_time();
begin
  if v_attempt.completed then
    raise exception 'Attempt is already submitted' using errcode = 'NSM01';
  end if;
  if v_now > v_attempt.deadline + private.answer_grace() then
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
          v_now, v_now)
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
