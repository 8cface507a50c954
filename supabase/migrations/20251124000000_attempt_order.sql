-- Attempts that test knowledge, not memory: when an attempt starts, the server fixes a random order of its
-- questions (a case stays together, its sub-questions in their own order) and a random order of each question's
-- options. The order is stored with the attempt, so a reload, a second tab or another device shows the same paper.
-- Answers stay stored against the canonical option (A-D of public.questions): scoring, progress, practice and the
-- export need no change. An attempt started before this migration has no stored order and opens in canonical order.

-- ---------------------------------------------------------------- stored order
-- Private: no client reads or writes it; get_attempt_questions and get_attempt_review present it.
create table private.attempt_question_order (
  attempt_id uuid not null references public.user_test_attempts (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  -- 1-based position in the order the learner sees.
  "position" integer not null check ("position" > 0),
  -- The canonical key shown as A, B, C and D: 'CADB' shows option C first, labelled A.
  option_keys text not null check (option_keys ~ '^[A-D]{4}$' and strpos(option_keys, 'A') > 0 and
                                   strpos(option_keys, 'B') > 0 and strpos(option_keys, 'C') > 0 and
                                   strpos(option_keys, 'D') > 0),
  primary key (attempt_id, question_id),
  constraint attempt_question_order_position_key unique (attempt_id, "position")
);

-- A random permutation of ABCD. Volatile and plpgsql, so it is evaluated once per row, never folded into one value.
create function private.shuffled_option_keys() returns text
language plpgsql volatile set search_path = '' as $$
begin
  return (select string_agg(k, '' order by random()) from unnest(array['A', 'B', 'C', 'D']) k);
end $$;

-- The text of the canonical option p_key.
create function private.option_text(p_question public.questions, p_key text) returns text
language sql immutable set search_path = '' as $$
  select case p_key when 'A' then p_question.option_a when 'B' then p_question.option_b
                    when 'C' then p_question.option_c when 'D' then p_question.option_d end
$$;

-- Every new attempt, however it is created, gets its order: units (a standalone question, or a whole case) in a
-- random order, a case's sub-questions in paper order, and a random option order per question.
create function private.attempt_fix_order() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.attempt_question_order (attempt_id, question_id, "position", option_keys)
  select new.id, q.id,
         row_number() over (order by u.draw, q.position),
         private.shuffled_option_keys()
  from public.questions q
  join (
    select unit, random() as draw
    from (select distinct coalesce(case_id, id) as unit from public.questions where test_paper_id = new.test_paper_id) units
  ) u on u.unit = coalesce(q.case_id, q.id)
  where q.test_paper_id = new.test_paper_id;
  return new;
end $$;

create trigger user_test_attempts_fix_order after insert on public.user_test_attempts
  for each row execute function private.attempt_fix_order();

-- The attempt's questions as the learner sees them: stored position and option order, or canonical for an attempt
-- without a stored order (and for a question added to the paper after the attempt started, placed last).
create function private.attempt_paper(p_attempt public.user_test_attempts)
returns table (question public.questions, "position" integer, option_keys text)
language sql stable security definer set search_path = '' as $$
  select q, (row_number() over (order by o.position nulls last, q.position))::integer, coalesce(o.option_keys, 'ABCD')
  from public.questions q
  left join private.attempt_question_order o on o.attempt_id = p_attempt.id and o.question_id = q.id
  where q.test_paper_id = p_attempt.test_paper_id
$$;

-- ---------------------------------------------------------------- save_answer
-- p_selected_option stays canonical. p_option_keys is the order the page showed the question in: a page from before
-- this change sends none and would send the letter it displayed, so a shuffled attempt refuses it (NSM02) and saves
-- nothing; the page keeps the answer and asks for a reload. A save of only the review mark or the time needs no keys.
drop function public.save_answer(uuid, uuid, text, boolean, integer);
create function public.save_answer(p_attempt_id uuid, p_question_id uuid,
                                   p_selected_option text default null,
                                   p_marked_for_review boolean default null,
                                   p_time_spent_ms integer default null,
                                   p_option_keys text default null)
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
  select o.option_keys into v_stored
  from private.attempt_question_order o where o.attempt_id = v_attempt.id and o.question_id = p_question_id;
  if p_selected_option is not null
     and (case when v_stored is null then coalesce(upper(p_option_keys), 'ABCD') <> 'ABCD'
               else upper(p_option_keys) is distinct from v_stored end) then
    raise exception 'The options of this question are shown in another order: reload the test to go on'
      using errcode = 'NSM02';
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

-- ---------------------------------------------------------------- get_attempt_questions
-- In the learner's order, options in the order shown, option_keys naming the canonical key of each shown letter.
drop function public.get_attempt_questions(uuid);
create function public.get_attempt_questions(p_attempt_id uuid)
returns table (id uuid, "position" integer, question_text text,
               option_a text, option_b text, option_c text, option_d text,
               option_keys text, marks smallint, case_id uuid)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query
    select (p.question).id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys, (p.question).marks, (p.question).case_id
    from private.attempt_paper(v_attempt) p
    order by p.position;
end $$;

-- ---------------------------------------------------------------- get_attempt_review
-- In the learner's order with the options as shown; selected_option and correct_option stay canonical (the page
-- shows them with the letters the learner saw, through option_keys).
drop function public.get_attempt_review(uuid);
create function public.get_attempt_review(p_attempt_id uuid)
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

revoke all on table private.attempt_question_order from public, anon, authenticated;
revoke all on function private.shuffled_option_keys() from public;
revoke all on function private.option_text(public.questions, text) from public;
revoke all on function private.attempt_fix_order() from public;
revoke all on function private.attempt_paper(public.user_test_attempts) from public;
revoke all on function public.save_answer(uuid, uuid, text, boolean, integer, text) from public, anon, authenticated;
revoke all on function public.get_attempt_questions(uuid) from public, anon, authenticated;
revoke all on function public.get_attempt_review(uuid) from public, anon, authenticated;
grant execute on function public.save_answer(uuid, uuid, text, boolean, integer, text) to authenticated;
grant execute on function public.get_attempt_questions(uuid) to authenticated;
grant execute on function public.get_attempt_review(uuid) to authenticated;
