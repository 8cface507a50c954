-- Exam-faithful marking on submit, marks for review stored with the answer, and the
-- already-submitted refusal under its own SQLSTATE (NSM01). Attempts submitted before this
-- migration keep their score; their new marking columns stay null ("not available").
-- Column types are referenced with %TYPE and compared through ::text, so this works whether
-- or not 20251120000000 turned A-D into an enum.

-- ---------------------------------------------------------------- user_answers: marks for review
-- A question may be marked without an answer, so the option becomes optional.
alter table public.user_answers
  alter column selected_option drop not null,
  add column marked_for_review boolean not null default false;

-- ---------------------------------------------------------------- user_test_attempts: the marking
alter table public.user_test_attempts
  add column correct_count integer check (correct_count >= 0),
  add column wrong_count integer check (wrong_count >= 0),
  add column unanswered_count integer check (unanswered_count >= 0),
  -- Sum of the paper's question marks.
  add column total_marks integer check (total_marks >= 0),
  -- Marks of the correct answers.
  add column marks_earned integer check (marks_earned >= 0),
  -- negative_marking_percent of each wrongly answered question's marks.
  add column negative_marks numeric(8, 2) check (negative_marks >= 0),
  -- greatest(0, marks_earned - negative_marks).
  add column net_marks numeric(8, 2) check (net_marks >= 0),
  -- net_marks / total_marks * 100, to 2 decimals.
  add column net_percent numeric(5, 2) check (net_percent between 0 and 100),
  -- The exam's rules as applied at submit (null when the exam has no exam_info).
  add column negative_marking_percent integer,
  add column passing_score_percent integer,
  add column passed boolean,
  -- Per section of exam_info.structure that the paper has questions in, in structure order:
  -- [{ section, questions, marks, correct, wrong, unanswered, marks_earned, negative_marks, net_marks }]
  add column section_results jsonb,
  add constraint user_test_attempts_marking_when_completed check (net_marks is null or completed);

-- ---------------------------------------------------------------- the marking
-- Marks an attempt by its exam's rules, counting answers saved by deadline + grace.
-- Unanswered costs nothing; each wrong answer costs negative_marking_percent of the
-- question's marks; the net (and each section's net) never goes below 0; pass means
-- net_marks >= passing_score_percent of total marks. An exam without exam_info is marked
-- without deduction, sections or a pass mark.
create function private.mark_attempt(p_attempt public.user_test_attempts)
returns table (score integer, correct_count integer, wrong_count integer, unanswered_count integer,
               total_marks integer, marks_earned integer, negative_marks numeric, net_marks numeric,
               net_percent numeric, negative_marking_percent integer, passing_score_percent integer,
               passed boolean, section_results jsonb)
language sql stable set search_path = '' as $$
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
    from public.questions q
    cross join info
    left join public.user_answers a
      on a.attempt_id = p_attempt.id and a.question_id = q.id
     and a.updated_at <= p_attempt.deadline + private.answer_grace()
    where q.test_paper_id = p_attempt.test_paper_id
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
revoke all on function private.mark_attempt(public.user_test_attempts) from public;

-- ---------------------------------------------------------------- submit_attempt
-- Idempotent: a completed attempt is returned unchanged. Accepted after the deadline
-- (auto-submit); end_time is capped at the deadline and only answers saved by
-- deadline + grace count. score = round(correct / total * 100), as before; the exam's
-- marking (private.mark_attempt) is stored beside it.
create or replace function public.submit_attempt(p_attempt_id uuid) returns public.user_test_attempts
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  m record;
begin
  if v_attempt.completed then
    return v_attempt;
  end if;
  select * into m from private.mark_attempt(v_attempt);

  update public.user_test_attempts
  set completed = true,
      end_time = least(now(), v_attempt.deadline),
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
  where id = v_attempt.id
  returning * into v_attempt;
  return v_attempt;
end $$;

-- ---------------------------------------------------------------- save_answer
-- One save path for the answer and the review mark, so both go through the same queue:
-- a null argument keeps what is stored (nothing, for a new row). The three-argument call
-- of existing clients behaves as before.
drop function public.save_answer(uuid, uuid, text);
create function public.save_answer(p_attempt_id uuid, p_question_id uuid,
                                   p_selected_option text default null,
                                   p_marked_for_review boolean default null)
returns public.user_answers
language plpgsql security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
  v_new public.user_answers;
  v_row public.user_answers;
begin
  if v_attempt.completed then
    raise exception 'Attempt is already submitted' using errcode = 'NSM01';
  end if;
  if now() > v_attempt.deadline + private.answer_grace() then
    raise exception 'Attempt deadline has passed' using errcode = 'P0001';
  end if;
  if (p_selected_option is null and p_marked_for_review is null)
     or upper(btrim(p_selected_option)) not in ('A', 'B', 'C', 'D') then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.questions q
    where q.id = p_question_id and q.test_paper_id = v_attempt.test_paper_id
  ) then
    raise exception 'Question is not part of this attempt' using errcode = 'P0001';
  end if;

  -- PL/pgSQL assignment converts the text to the column's type (text or enum).
  v_new.selected_option := upper(btrim(p_selected_option));
  insert into public.user_answers as a (attempt_id, question_id, selected_option, marked_for_review, created_at, updated_at)
  values (v_attempt.id, p_question_id, v_new.selected_option, coalesce(p_marked_for_review, false), now(), now())
  on conflict (attempt_id, question_id) do update
    set selected_option = coalesce(excluded.selected_option, a.selected_option),
        marked_for_review = coalesce(p_marked_for_review, a.marked_for_review),
        updated_at = excluded.updated_at
  returning * into v_row;
  return v_row;
end $$;

-- ---------------------------------------------------------------- get_attempt_questions
-- Adds each question's marks and case (the passages are read from question_cases).
drop function public.get_attempt_questions(uuid);
create function public.get_attempt_questions(p_attempt_id uuid)
returns table (id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text,
               marks smallint, case_id uuid)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query
    select q.id, q.position, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d, q.marks, q.case_id
    from public.questions q
    where q.test_paper_id = v_attempt.test_paper_id
    order by q.position;
end $$;

-- ---------------------------------------------------------------- get_attempt_review
-- Adds marks, topic, case and the review mark to each row.
drop function public.get_attempt_review(uuid);
create function public.get_attempt_review(p_attempt_id uuid)
returns table (question_id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text,
               selected_option public.user_answers.selected_option%type,
               correct_option public.questions.correct_option%type,
               explanation text, marks smallint, topic text, case_id uuid, marked_for_review boolean)
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
           a.selected_option, q.correct_option, q.explanation, q.marks, q.topic, q.case_id,
           coalesce(a.marked_for_review, false)
    from public.questions q
    left join public.user_answers a
      on a.attempt_id = v_attempt.id and a.question_id = q.id
     and a.updated_at <= v_attempt.deadline + private.answer_grace()
    where q.test_paper_id = v_attempt.test_paper_id
    order by q.position;
end $$;

revoke all on function public.save_answer(uuid, uuid, text, boolean) from public, anon, authenticated;
revoke all on function public.get_attempt_questions(uuid) from public, anon, authenticated;
revoke all on function public.get_attempt_review(uuid) from public, anon, authenticated;
grant execute on function public.save_answer(uuid, uuid, text, boolean) to authenticated;
grant execute on function public.get_attempt_questions(uuid) to authenticated;
grant execute on function public.get_attempt_review(uuid) to authenticated;
