-- Spaced review (issue 50, section 2): the questions a learner got wrong, guessed (answered, then changed, or
-- flagged for review) or bookmarked enter their review queue, scheduled by FSRS (ts-fsrs). The schedule lives here,
-- per learner and question. The server grades each review answer itself; the browser runs ts-fsrs and sends the card
-- FSRS gives for each grade, and the server keeps the one for the grade it computed, after checking it
-- (docs/spaced-review.md).

-- An answer changed after it was chosen (to another option, or cleared), noted as it happens: a guess.
create table private.answer_changes (
  attempt_id uuid not null references public.user_test_attempts (id) on delete cascade,
  question_id uuid not null,
  primary key (attempt_id, question_id)
);
revoke all on private.answer_changes from public;

create function private.note_answer_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.selected_option is not null and new.selected_option is distinct from old.selected_option then
    insert into private.answer_changes (attempt_id, question_id) values (new.attempt_id, new.question_id)
    on conflict do nothing;
  end if;
  return null;
end $$;
revoke all on function private.note_answer_change() from public;
create trigger user_answers_note_change after update of selected_option on public.user_answers
for each row execute function private.note_answer_change();

-- One FSRS card per learner and question (ts-fsrs's Card: state 0 new, 1 learning, 2 review, 3 relearning).
create table public.review_cards (
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  -- Why it is in the queue: 'wrong', 'guessed', 'bookmarked'.
  reasons text[] not null default '{}',
  added_at timestamptz not null default now(),
  due timestamptz not null,
  stability double precision not null default 0 check (stability >= 0),
  difficulty double precision not null default 0 check (difficulty >= 0 and difficulty <= 10),
  elapsed_days integer not null default 0 check (elapsed_days >= 0),
  scheduled_days integer not null default 0 check (scheduled_days >= 0),
  learning_steps integer not null default 0 check (learning_steps >= 0),
  reps integer not null default 0 check (reps >= 0),
  lapses integer not null default 0 check (lapses >= 0),
  state smallint not null default 0 check (state between 0 and 3),
  last_review timestamptz,
  primary key (user_id, question_id),
  constraint review_cards_reasons_check check (reasons <@ array['wrong', 'guessed', 'bookmarked'])
);
create index review_cards_due_idx on public.review_cards (user_id, due);
create index review_cards_question_idx on public.review_cards (question_id);
alter table public.review_cards enable row level security;
create policy "review cards: own rows" on public.review_cards for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.review_cards from public, anon, authenticated;
grant select on public.review_cards to authenticated;
grant all on public.review_cards to service_role;

-- A question met again the next day: a new card is due one day after it was added.
create function private.review_first_delay() returns interval language sql immutable set search_path = '' as $$ select interval '1 day' $$;
revoke all on function private.review_first_delay() from public;

-- Adds (or adds a reason to) the learner's card for a question; a card already scheduled keeps its schedule.
create function private.enqueue_review(p_user_id uuid, p_question_id uuid, p_reason text) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.review_cards (user_id, question_id, reasons, due)
  values (p_user_id, p_question_id, array[p_reason], now() + private.review_first_delay())
  on conflict (user_id, question_id) do update
  set reasons = case when p_reason = any (review_cards.reasons) then review_cards.reasons
                     else review_cards.reasons || p_reason end
$$;
revoke all on function private.enqueue_review(uuid, uuid, text) from public;

-- On submission (by the learner or at the deadline): the attempt's wrong answers, changed answers and flagged
-- questions join the learner's queue.
create function private.enqueue_attempt_reviews() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row record;
begin
  for v_row in
    select ua.question_id,
           case when ua.selected_option is not null and ua.selected_option::text <> qv.correct_option::text then 'wrong'
                else 'guessed' end as reason
    from public.user_answers ua
    join private.attempt_question_order o on o.attempt_id = ua.attempt_id and o.question_id = ua.question_id
    join private.question_versions qv on qv.question_id = o.question_id and qv.version = o.version
    where ua.attempt_id = new.id and ua.updated_at <= new.deadline + private.answer_grace()
      and ((ua.selected_option is not null and ua.selected_option::text <> qv.correct_option::text)
           or ua.marked_for_review
           or exists (select 1 from private.answer_changes c where c.attempt_id = ua.attempt_id and c.question_id = ua.question_id))
  loop
    perform private.enqueue_review(new.user_id, v_row.question_id, v_row.reason);
  end loop;
  return null;
end $$;
revoke all on function private.enqueue_attempt_reviews() from public;
create trigger user_test_attempts_enqueue_reviews after update of completed on public.user_test_attempts
for each row when (new.completed and not old.completed) execute function private.enqueue_attempt_reviews();

-- Bookmark a question from results (or remove the bookmark): only a question the learner has met in a submitted
-- attempt (its key already shown to them).
create function public.bookmark_question(p_question_id uuid, p_bookmarked boolean default true) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to bookmark questions' using errcode = '42501';
  end if;
  if p_question_id is null or not private.has_seen_key(v_uid, p_question_id) then
    perform private.raise_api('P0002', 404, 'Question not found in your submitted attempts');
  end if;
  if coalesce(p_bookmarked, true) then
    perform private.enqueue_review(v_uid, p_question_id, 'bookmarked');
  else
    update public.review_cards set reasons = array_remove(reasons, 'bookmarked')
    where user_id = v_uid and question_id = p_question_id;
    -- A card only bookmarked and never reviewed leaves the queue with its bookmark.
    delete from public.review_cards where user_id = v_uid and question_id = p_question_id and reasons = '{}' and reps = 0;
  end if;
  return jsonb_build_object('question_id', p_question_id, 'bookmarked', coalesce(p_bookmarked, true));
end $$;
revoke all on function public.bookmark_question(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.bookmark_question(uuid, boolean) to authenticated;

-- Today's review of an exam: the caller's due cards (at most p_limit, most overdue first), as questions without
-- their keys, from papers the caller may open and has no running attempt of; and the server's time for FSRS.
create function public.start_review(p_exam_id uuid, p_limit integer default 20) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to review' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'server_time', now(),
    'due', (select count(*) from public.review_cards c join public.questions q on q.id = c.question_id
            join public.test_papers tp on tp.id = q.test_paper_id
            where c.user_id = v_uid and tp.exam_id = p_exam_id and c.due <= now()),
    'next_due', (select min(c.due) from public.review_cards c join public.questions q on q.id = c.question_id
                 join public.test_papers tp on tp.id = q.test_paper_id
                 where c.user_id = v_uid and tp.exam_id = p_exam_id and c.due > now()),
    'cards', coalesce((
      select jsonb_agg(x.card order by x.due) from (
        select c.due, jsonb_build_object(
          'question', jsonb_build_object('id', q.id, 'test_paper_id', q.test_paper_id, 'question_text', q.question_text,
            'option_a', q.option_a, 'option_b', q.option_b, 'option_c', q.option_c, 'option_d', q.option_d,
            'topic', q.topic, 'marks', q.marks, 'case_title', qc.title, 'case_passage', qc.passage),
          'reasons', to_jsonb(c.reasons),
          'card', jsonb_build_object('due', c.due, 'stability', c.stability, 'difficulty', c.difficulty,
            'elapsed_days', c.elapsed_days, 'scheduled_days', c.scheduled_days, 'learning_steps', c.learning_steps,
            'reps', c.reps, 'lapses', c.lapses, 'state', c.state, 'last_review', c.last_review)) as card
        from public.review_cards c
        join public.questions q on q.id = c.question_id and q.status = 'published'
        join public.test_papers tp on tp.id = q.test_paper_id and tp.exam_id = p_exam_id
        left join public.question_cases qc on qc.id = q.case_id
        where c.user_id = v_uid and c.due <= now()
          and private.can_open_paper(v_uid, q.test_paper_id)
          and (private.running_attempt(v_uid, q.test_paper_id)).id is null
        order by c.due
        limit least(greatest(coalesce(p_limit, 20), 1), 100)) x), '[]'::jsonb));
end $$;
revoke all on function public.start_review(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.start_review(uuid, integer) to authenticated;

-- The checks a card from the browser must pass: FSRS's ranges, one more repetition than the stored card, a lapse
-- only on a wrong answer, and a due time after now and within FSRS's longest interval.
create function private.review_card_problem(p_card jsonb, p_stored public.review_cards, p_right boolean) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_due timestamptz;
begin
  if jsonb_typeof(p_card) <> 'object' then
    return 'card missing';
  end if;
  begin
    v_due := (p_card ->> 'due')::timestamptz;
    if (p_card ->> 'stability')::double precision not between 0.001 and 36500
       or (p_card ->> 'difficulty')::double precision not between 1 and 10
       or (p_card ->> 'state')::integer not between 1 and 3
       or (p_card ->> 'learning_steps')::integer not between 0 and 100
       or (p_card ->> 'scheduled_days')::integer not between 0 and 36500
       or (p_card ->> 'elapsed_days')::integer not between 0 and 36500 then
      return 'card out of range';
    end if;
    if (p_card ->> 'reps')::integer <> p_stored.reps + 1
       or (p_card ->> 'lapses')::integer not in (p_stored.lapses, p_stored.lapses + case when p_right then 0 else 1 end) then
      return 'card does not follow the stored one';
    end if;
  exception when others then
    return 'card malformed';
  end;
  if v_due is null or v_due < now() - interval '1 minute' or v_due > now() + interval '36500 days' then
    return 'due time out of range';
  end if;
  return null;
end $$;
revoke all on function private.review_card_problem(jsonb, public.review_cards, boolean) from public;

-- A review answer: graded here (right: FSRS's Good; wrong: Again), the card for that grade kept (p_next holds the
-- cards ts-fsrs gave for each: { "again": card, "good": card }); answers the key and the explanation.
create function public.answer_review(p_question_id uuid, p_selected_option text, p_next jsonb)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_card public.review_cards;
  v_question public.questions;
  v_choice text := upper(btrim(p_selected_option));
  v_right boolean;
  v_next jsonb;
  v_problem text;
begin
  if v_uid is null then
    raise exception 'Sign in to review' using errcode = '42501';
  end if;
  if v_choice is null or v_choice not in ('A', 'B', 'C', 'D') then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  select * into v_card from public.review_cards where user_id = v_uid and question_id = p_question_id for update;
  select * into v_question from public.questions where id = p_question_id;
  if v_card.user_id is null or v_question.id is null or v_card.due > now() then
    perform private.raise_api('P0002', 404, 'This question is not due for review');
  end if;
  if not private.can_open_paper(v_uid, v_question.test_paper_id)
     or (private.running_attempt(v_uid, v_question.test_paper_id)).id is not null then
    raise exception 'No active purchase gives access to this question' using errcode = '42501';
  end if;
  v_right := v_choice = v_question.correct_option::text;
  v_next := p_next -> case when v_right then 'good' else 'again' end;
  v_problem := private.review_card_problem(v_next, v_card, v_right);
  if v_problem is not null then
    perform private.raise_api('22023', 400, 'The review schedule sent is not valid: ' || v_problem);
  end if;
  update public.review_cards
  set due = (v_next ->> 'due')::timestamptz, stability = (v_next ->> 'stability')::double precision,
      difficulty = (v_next ->> 'difficulty')::double precision, elapsed_days = (v_next ->> 'elapsed_days')::integer,
      scheduled_days = (v_next ->> 'scheduled_days')::integer, learning_steps = (v_next ->> 'learning_steps')::integer,
      reps = v_card.reps + 1, lapses = (v_next ->> 'lapses')::integer, state = (v_next ->> 'state')::smallint,
      last_review = now()
  where user_id = v_uid and question_id = p_question_id;
  return jsonb_build_object('question_id', p_question_id, 'selected_option', v_choice, 'is_correct', v_right,
                            'correct_option', v_question.correct_option::text, 'explanation', v_question.explanation,
                            'due', (v_next ->> 'due')::timestamptz);
end $$;
revoke all on function public.answer_review(uuid, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.answer_review(uuid, text, jsonb) to authenticated;
