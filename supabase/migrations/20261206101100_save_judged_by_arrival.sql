-- A save that arrives before the deadline's grace is judged by its arrival time (issue 42, finding 7). On PGlite (one
-- connection) an answer sent 9.5 s before a deadline waited behind a long import and came back "deadline has passed":
-- save_answer read now(), the start of its transaction, which began only when its turn came. local-supabase sets
-- request.received_at when the request arrives, before it waits for the database; private.request_time() is the
-- earlier of that and now() (so it is never later than the transaction; where nothing sets it, as behind hosted
-- PostgREST, it is now()). save_answer checks the deadline against it and stores it as the answer's save time, which
-- the marking compares with the deadline's grace.
create function private.request_time() returns timestamptz
  language sql stable
  set search_path to ''
as $$
  select least(now(), coalesce(nullif(current_setting('request.received_at', true), '')::timestamptz, now()))
$$;
revoke all on function private.request_time() from public;

create or replace function public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text default null,
  p_marked_for_review boolean default null, p_time_spent_ms integer default null, p_option_keys text default null,
  p_visited boolean default null) returns public.user_answers
  language plpgsql security definer
  set search_path to ''
as $$
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
          v_now, v_now)
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
