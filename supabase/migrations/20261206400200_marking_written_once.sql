-- The marking's columns are written in one place (issue 48, section 4): close_attempt and remark_attempt both listed
-- the 13 columns mark_attempt returns. store_marking marks an attempt and writes them, and says whether they changed.

create function private.store_marking(p_attempt public.user_test_attempts) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_new public.user_test_attempts;
begin
  update public.user_test_attempts t
  set (score, correct_count, wrong_count, unanswered_count, total_marks, marks_earned, negative_marks, net_marks,
       net_percent, negative_marking_percent, passing_score_percent, passed, section_results)
    = (select * from private.mark_attempt(p_attempt))
  where t.id = p_attempt.id
  returning t.* into v_new;
  -- The update writes only the marking, so the row changed exactly when the marking did (p_attempt is the row as
  -- read under its lock; jsonb compares numbers by value).
  return to_jsonb(v_new) <> to_jsonb(p_attempt);
end $$;
revoke all on function private.store_marking(public.user_test_attempts) from public;

create or replace function private.close_attempt(p_attempt public.user_test_attempts) returns public.user_test_attempts
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.user_test_attempts;
begin
  update public.user_test_attempts
  set completed = true, end_time = least(now(), p_attempt.deadline)
  where id = p_attempt.id
  returning * into v_row;
  perform private.store_marking(v_row);
  select * into v_row from public.user_test_attempts where id = p_attempt.id;
  return v_row;
end $$;

create or replace function private.remark_attempt(p_attempt_id uuid, p_reason text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_attempt public.user_test_attempts;
begin
  select * into v_attempt from public.user_test_attempts where id = p_attempt_id and completed for update;
  if not found or not private.store_marking(v_attempt) then
    return false;
  end if;
  update public.user_test_attempts set remarked_at = now(), remark_reason = p_reason where id = p_attempt_id;
  return true;
end $$;
