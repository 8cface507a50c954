-- Attempts and answers. Learners read their own rows; starting, answering and
-- submitting go through SECURITY DEFINER functions that check ownership, entitlement
-- and the server-side deadline, and the score is computed here, never by the browser.

-- ---------------------------------------------------------------- user_test_attempts
create table public.user_test_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  test_paper_id uuid not null references public.test_papers (id) on delete cascade,
  start_time timestamptz not null default now(),
  -- start_time + duration_minutes, from the server's clock.
  deadline timestamptz not null,
  end_time timestamptz,
  completed boolean not null default false,
  score integer check (score between 0 and 100),
  created_at timestamptz not null default now(),
  constraint user_test_attempts_deadline_after_start check (deadline > start_time),
  constraint user_test_attempts_completed_has_end check (completed = (end_time is not null)),
  constraint user_test_attempts_score_when_completed check (score is null or completed)
);
alter table public.user_test_attempts enable row level security;
-- Attempts by user and a list of test_paper_id, latest first.
create index user_test_attempts_user_paper_idx on public.user_test_attempts (user_id, test_paper_id, start_time desc);

create policy "attempts: owner reads" on public.user_test_attempts
  for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- user_answers
create table public.user_answers (
  id uuid primary key default gen_random_uuid(),
  attempt_id uuid not null references public.user_test_attempts (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  selected_option text not null check (selected_option in ('A', 'B', 'C', 'D')),
  created_at timestamptz not null default now(),
  -- Server clock of the latest save; the score counts it only up to deadline + grace.
  updated_at timestamptz not null default now(),
  constraint user_answers_attempt_question_key unique (attempt_id, question_id)
);
alter table public.user_answers enable row level security;
-- The unique (attempt_id, question_id) index serves "user_answers by attempt_id".
create index user_answers_question_idx on public.user_answers (question_id);

create policy "answers: owner of the attempt reads" on public.user_answers
  for select to authenticated using (
    exists (
      select 1 from public.user_test_attempts a
      where a.id = user_answers.attempt_id and a.user_id = (select auth.uid())
    )
  );

revoke all on table public.user_test_attempts, public.user_answers from anon, authenticated;
grant select on table public.user_test_attempts, public.user_answers to authenticated;
grant all on table public.user_test_attempts, public.user_answers to service_role;

-- ---------------------------------------------------------------- helpers
-- Saves that reach the server up to this long after the deadline still count
-- (network latency of the last click and of the auto-submit).
create function private.answer_grace() returns interval
language sql immutable set search_path = '' as $$ select interval '5 seconds' $$;

-- The caller's attempt, optionally locked against a concurrent save or submit.
-- Someone else's attempt and a missing one look the same: nothing is revealed.
create function private.caller_attempt(p_attempt_id uuid, p_lock boolean) returns public.user_test_attempts
language plpgsql set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_attempt public.user_test_attempts;
begin
  if v_uid is null then
    raise exception 'Sign in to take a test' using errcode = '42501';
  end if;
  if p_lock then
    select * into v_attempt from public.user_test_attempts where id = p_attempt_id for update;
  else
    select * into v_attempt from public.user_test_attempts where id = p_attempt_id;
  end if;
  if not found or v_attempt.user_id <> v_uid then
    raise exception 'Attempt not found' using errcode = '42501';
  end if;
  return v_attempt;
end $$;

revoke all on function private.answer_grace() from public;
revoke all on function private.caller_attempt(uuid, boolean) from public;

-- ---------------------------------------------------------------- start_attempt
create function public.start_attempt(p_test_paper_id uuid) returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_paper public.test_papers;
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
  insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline)
  values (v_uid, v_paper.id, now(), now() + make_interval(mins => v_paper.duration_minutes))
  returning * into v_row;
  return v_row;
end $$;

-- ---------------------------------------------------------------- get_attempt_questions
create function public.get_attempt_questions(p_attempt_id uuid)
returns table (id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query
    select q.id, q.position, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d
    from public.questions q
    where q.test_paper_id = v_attempt.test_paper_id
    order by q.position;
end $$;

-- ---------------------------------------------------------------- save_answer
create function public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text)
returns public.user_answers
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  v_option text := upper(btrim(coalesce(p_selected_option, '')));
  v_row public.user_answers;
begin
  if v_attempt.completed then
    raise exception 'Attempt is already submitted' using errcode = 'P0001';
  end if;
  if now() > v_attempt.deadline + private.answer_grace() then
    raise exception 'Attempt deadline has passed' using errcode = 'P0001';
  end if;
  if v_option not in ('A', 'B', 'C', 'D') then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.questions q
    where q.id = p_question_id and q.test_paper_id = v_attempt.test_paper_id
  ) then
    raise exception 'Question is not part of this attempt' using errcode = 'P0001';
  end if;

  insert into public.user_answers as a (attempt_id, question_id, selected_option, created_at, updated_at)
  values (v_attempt.id, p_question_id, v_option, now(), now())
  on conflict (attempt_id, question_id)
    do update set selected_option = excluded.selected_option, updated_at = excluded.updated_at
  returning * into v_row;
  return v_row;
end $$;

-- ---------------------------------------------------------------- submit_attempt
-- Idempotent: a completed attempt is returned unchanged. Accepted after the deadline
-- (auto-submit); end_time is capped at the deadline and only answers saved by
-- deadline + grace count. score = round(correct / total * 100).
create function public.submit_attempt(p_attempt_id uuid) returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  v_total integer;
  v_correct integer;
begin
  if v_attempt.completed then
    return v_attempt;
  end if;

  select count(*) into v_total from public.questions q where q.test_paper_id = v_attempt.test_paper_id;
  select count(*) into v_correct
  from public.user_answers a
  join public.questions q on q.id = a.question_id
  where a.attempt_id = v_attempt.id
    and a.updated_at <= v_attempt.deadline + private.answer_grace()
    and a.selected_option = q.correct_option;

  update public.user_test_attempts
  set completed = true,
      end_time = least(now(), v_attempt.deadline),
      score = case when v_total = 0 then 0 else round(v_correct * 100.0 / v_total)::integer end
  where id = v_attempt.id
  returning * into v_attempt;
  return v_attempt;
end $$;

-- ---------------------------------------------------------------- get_attempt_review
create function public.get_attempt_review(p_attempt_id uuid)
returns table (question_id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text,
               selected_option text, correct_option text, explanation text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not v_attempt.completed then
    raise exception 'Answers are shown once the attempt is submitted' using errcode = '42501';
  end if;
  return query
    select q.id, q.position, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d,
           a.selected_option, q.correct_option, q.explanation
    from public.questions q
    left join public.user_answers a
      on a.attempt_id = v_attempt.id and a.question_id = q.id
     and a.updated_at <= v_attempt.deadline + private.answer_grace()
    where q.test_paper_id = v_attempt.test_paper_id
    order by q.position;
end $$;

-- ---------------------------------------------------------------- server_time
-- For timer resynchronisation against the clock that set the deadline.
create function public.server_time() returns timestamptz
language sql stable set search_path = '' as $$ select now() $$;

revoke all on function public.start_attempt(uuid) from public, anon, authenticated;
revoke all on function public.get_attempt_questions(uuid) from public, anon, authenticated;
revoke all on function public.save_answer(uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.submit_attempt(uuid) from public, anon, authenticated;
revoke all on function public.get_attempt_review(uuid) from public, anon, authenticated;
revoke all on function public.server_time() from public, anon, authenticated;
grant execute on function public.start_attempt(uuid) to authenticated;
grant execute on function public.get_attempt_questions(uuid) to authenticated;
grant execute on function public.save_answer(uuid, uuid, text) to authenticated;
grant execute on function public.submit_attempt(uuid) to authenticated;
grant execute on function public.get_attempt_review(uuid) to authenticated;
grant execute on function public.server_time() to anon, authenticated;
