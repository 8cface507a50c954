-- Catalog: exams, their info-page facts, plans, test papers and questions.
-- Public catalog rows are readable by anyone; questions are never readable directly
-- (learners reach them only through the attempt functions in a later migration).
-- Privileges are revoked and granted explicitly because hosted Supabase's default
-- privileges hand every new table to anon and authenticated.

-- Helpers that must not be reachable through the REST API live outside `public`.
create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------- exams
create table public.exams (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  description text not null default '',
  created_at timestamptz not null default now()
);
alter table public.exams enable row level security;
-- The catalog lists exams whose name starts with 'NISM' (like 'NISM%').
create index exams_name_prefix_idx on public.exams (name text_pattern_ops);

-- ---------------------------------------------------------------- exam_info
create table public.exam_info (
  exam_id uuid primary key references public.exams (id) on delete cascade,
  title text not null,
  certification_levels text not null default '',
  requirement text not null default '',
  aim text not null default '',
  objectives text[] not null default '{}',
  duration_minutes integer not null check (duration_minutes > 0),
  passing_score_percent integer not null check (passing_score_percent between 0 and 100),
  negative_marking_percent integer not null default 0 check (negative_marking_percent between 0 and 100),
  -- [{ "section": text, "questions": int, "marks_each": numeric, "marks": numeric }]
  structure jsonb not null default '[]'::jsonb check (jsonb_typeof(structure) = 'array'),
  total_marks integer not null check (total_marks > 0)
);
alter table public.exam_info enable row level security;

-- ---------------------------------------------------------------- exam_plans
create table public.exam_plans (
  id uuid primary key default gen_random_uuid(),
  exam_id uuid not null references public.exams (id) on delete cascade,
  plan_type text not null check (plan_type in ('free', 'premium', 'other')),
  -- Whole rupees: the checkout sends price * 100 paise, so an integer keeps it exact.
  price integer not null check (price >= 0),
  original_price integer not null default 0 check (original_price >= 0),
  duration_days integer not null check (duration_days > 0),
  -- Benefit lines separated by '|'.
  description text not null default '',
  created_at timestamptz not null default now(),
  constraint exam_plans_free_is_zero check (plan_type <> 'free' or price = 0),
  constraint exam_plans_exam_type_key unique (exam_id, plan_type)
);
alter table public.exam_plans enable row level security;
-- The unique (exam_id, plan_type) index serves "exam_plans by exam_id".

-- ---------------------------------------------------------------- test_papers
create table public.test_papers (
  id uuid primary key default gen_random_uuid(),
  exam_id uuid not null references public.exams (id) on delete cascade,
  title text not null check (length(btrim(title)) > 0),
  description text not null default '',
  duration_minutes integer not null check (duration_minutes > 0),
  -- Display order within the exam.
  position integer not null default 0,
  -- Kept by the questions triggers below; never written by the apps.
  question_count integer not null default 0 check (question_count >= 0),
  created_at timestamptz not null default now()
);
alter table public.test_papers enable row level security;
create index test_papers_exam_idx on public.test_papers (exam_id, position);

-- ---------------------------------------------------------------- questions
create table public.questions (
  id uuid primary key default gen_random_uuid(),
  test_paper_id uuid not null references public.test_papers (id) on delete cascade,
  -- Order within the paper; filled in as the next number when an insert leaves it out.
  position integer not null check (position > 0),
  question_text text not null check (length(btrim(question_text)) > 0),
  option_a text not null,
  option_b text not null,
  option_c text not null,
  option_d text not null,
  correct_option text not null check (correct_option in ('A', 'B', 'C', 'D')),
  explanation text not null default '',
  created_at timestamptz not null default now(),
  constraint questions_paper_position_key unique (test_paper_id, position)
);
alter table public.questions enable row level security;
-- The unique (test_paper_id, position) index serves "questions by test_paper_id".

create function private.questions_assign_position() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.position is null then
    select coalesce(max(q.position), 0) + 1 into new.position
    from public.questions q where q.test_paper_id = new.test_paper_id;
  end if;
  return new;
end $$;

create trigger questions_assign_position
  before insert on public.questions
  for each row execute function private.questions_assign_position();

-- SECURITY DEFINER so the count stays right whoever edits questions.
create function private.questions_maintain_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update public.test_papers set question_count = question_count - 1 where id = old.test_paper_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.test_papers set question_count = question_count + 1 where id = new.test_paper_id;
  end if;
  return null;
end $$;

create trigger questions_maintain_count
  after insert or delete or update of test_paper_id on public.questions
  for each row execute function private.questions_maintain_count();

revoke all on function private.questions_assign_position() from public;
revoke all on function private.questions_maintain_count() from public;

-- ---------------------------------------------------------------- policies and grants
create policy "catalog: anyone reads exams" on public.exams
  for select to anon, authenticated using (true);
create policy "catalog: anyone reads exam info" on public.exam_info
  for select to anon, authenticated using (true);
create policy "catalog: anyone reads plans" on public.exam_plans
  for select to anon, authenticated using (true);
create policy "catalog: anyone reads test papers" on public.test_papers
  for select to anon, authenticated using (true);
-- questions: no policy for anon or authenticated, on purpose.

revoke all on table public.exams, public.exam_info, public.exam_plans, public.test_papers, public.questions
  from anon, authenticated;
grant select on table public.exams, public.exam_info, public.exam_plans, public.test_papers
  to anon, authenticated;
grant all on table public.exams, public.exam_info, public.exam_plans, public.test_papers, public.questions
  to service_role;
