-- Exam structure: the workbook chapters (topics) of each exam, case passages shared by
-- several sub-questions, and per-question marks, topic and case. Sections come from
-- exam_info.structure; a question's section is decided by private.question_section below.
-- Written to work whether or not 20251120000000 turned A-D and the statuses into enums.

-- ---------------------------------------------------------------- exam_topics
-- The chapters of the NISM workbook an exam is based on; a question's topic is one title.
create table public.exam_topics (
  exam_id uuid not null references public.exams (id) on delete cascade,
  chapter smallint not null check (chapter > 0),
  title text not null check (length(btrim(title)) > 0),
  primary key (exam_id, chapter),
  constraint exam_topics_exam_title_key unique (exam_id, title)
);
alter table public.exam_topics enable row level security;

create policy "catalog: anyone reads exam topics" on public.exam_topics
  for select to anon, authenticated using (true);

-- ---------------------------------------------------------------- question_cases
-- A case: a passage read with the sub-questions that point at it (questions.case_id).
-- It holds no key, so its passage may be shown before submit.
create table public.question_cases (
  id uuid primary key default gen_random_uuid(),
  test_paper_id uuid not null references public.test_papers (id) on delete cascade,
  -- Order of the case within the paper (1, 2, ...), independent of question positions.
  position integer not null check (position > 0),
  title text not null check (length(btrim(title)) > 0),
  passage text not null check (length(btrim(passage)) > 0),
  constraint question_cases_paper_position_key unique (test_paper_id, position)
);
alter table public.question_cases enable row level security;

-- ---------------------------------------------------------------- questions: marks, topic, case
alter table public.questions
  add column marks smallint not null default 1 check (marks > 0),
  -- exam_topics.title of the paper's exam (checked by the trigger below).
  add column topic text,
  -- Sub-questions of a case are consecutive positions of the case's own paper.
  add column case_id uuid references public.question_cases (id) on delete cascade;
create index questions_case_idx on public.questions (case_id) where case_id is not null;

-- A topic must be one of the exam's chapters and a case must belong to the same paper:
-- both are foreign keys in spirit (23503), across the paper's exam.
create function private.questions_check_topic_and_case() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.topic is not null and not exists (
    select 1 from public.test_papers tp
    join public.exam_topics t on t.exam_id = tp.exam_id and t.title = new.topic
    where tp.id = new.test_paper_id
  ) then
    raise exception 'Topic "%" is not a chapter of this paper''s exam', new.topic using errcode = '23503';
  end if;
  if new.case_id is not null and not exists (
    select 1 from public.question_cases c where c.id = new.case_id and c.test_paper_id = new.test_paper_id
  ) then
    raise exception 'Case % does not belong to test paper %', new.case_id, new.test_paper_id using errcode = '23503';
  end if;
  return new;
end $$;
revoke all on function private.questions_check_topic_and_case() from public;

create trigger questions_check_topic_and_case
  before insert or update of topic, case_id, test_paper_id on public.questions
  for each row execute function private.questions_check_topic_and_case();

-- ---------------------------------------------------------------- sections
-- Which entry of exam_info.structure (1-based) a question counts in. An entry may carry
-- "kind": "case" (its questions are case sub-questions); any other entry holds MCQs.
-- A case sub-question counts in the first "case" section, or, when the exam has none
-- (XV's cases are part of its one MCQ section), in the first MCQ section like any other.
create function private.question_section(p_structure jsonb, p_in_case boolean) returns integer
language sql immutable set search_path = '' as $$
  select coalesce(
    (select s.n::integer from jsonb_array_elements(p_structure) with ordinality as s(e, n)
     where p_in_case and s.e ->> 'kind' = 'case' order by s.n limit 1),
    (select s.n::integer from jsonb_array_elements(p_structure) with ordinality as s(e, n)
     where coalesce(s.e ->> 'kind', 'mcq') <> 'case' order by s.n limit 1),
    (select 1 where jsonb_array_length(p_structure) > 0)
  )
$$;
revoke all on function private.question_section(jsonb, boolean) from public;

-- ---------------------------------------------------------------- who may read a paper's cases
-- Whoever may read the paper's questions: entitled to open it now (get_attempt_questions),
-- or with a submitted attempt of it (get_attempt_review works after a purchase expires).
create function private.caller_can_read_paper(p_test_paper_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null and (
    private.can_open_paper(auth.uid(), p_test_paper_id)
    or exists (
      select 1 from public.user_test_attempts a
      where a.user_id = auth.uid() and a.test_paper_id = p_test_paper_id and a.completed
    )
  )
$$;
revoke all on function private.caller_can_read_paper(uuid) from public;
-- The policy below runs as the caller. The API exposes only `public`, so this usage
-- grant makes no private function reachable over REST.
grant usage on schema private to authenticated;
grant execute on function private.caller_can_read_paper(uuid) to authenticated;

create policy "cases: readable by whoever may read the paper's questions" on public.question_cases
  for select to authenticated using (private.caller_can_read_paper(test_paper_id));

-- ---------------------------------------------------------------- grants
revoke all on table public.exam_topics, public.question_cases from anon, authenticated;
grant select on table public.exam_topics to anon, authenticated;
grant select on table public.question_cases to authenticated;
grant all on table public.exam_topics, public.question_cases to service_role;
