-- Blueprints and papers (issue 32), the database side.
--
-- Each exam's blueprint is its exam_info row: duration, pass mark, negative marking and `structure`, the sections
-- (questions, marks each, and for a caselet section the number of caselets and questions in each). A trigger checks
-- that the sections add up and derives total_marks from them, so no second copy can disagree. The information page
-- renders the sections, marking reads the pass mark and negative marking, and a full-length paper is published only
-- when its published questions match the sections and its duration is the blueprint's.
--
-- Papers get a kind (demo, practice, full, or bank: the questions no paper has yet, never published, which
-- 20251126001400_paper_draw.sql draws full-length papers from) and a status (draft, published, retired). Learners see published papers,
-- and a retired one only when they have attempted it (their results stay theirs); a draft is staff's alone. Nobody
-- starts an attempt on a paper that is not published; one already running finishes. Admins create papers, publish and
-- retire them and change exam facts; editors write cases (passages). Every write is in the audit log.
--
-- X-A is brought to the examination NISM runs since March 2025: 180 minutes, 135 questions, 150 marks, 60% to pass,
-- 25% negative marking. The old 100-question full-length mock is retired with its questions (attempts keep them);
-- the revised mock arrives as content through the studio's import (content/xa, `npm run content:import`). A retired
-- question's text may be written again: the import's duplicate check looks at the questions still in use.

-- ---------------------------------------------------------------- the blueprint
create function private.exam_info_blueprint() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_section jsonb;
  v_total integer := 0;
begin
  if jsonb_typeof(new.structure) <> 'array' or jsonb_array_length(new.structure) = 0 then
    perform private.raise_invalid('structure', 'A blueprint has at least one section');
  end if;
  for v_section in select s from jsonb_array_elements(new.structure) s loop
    if jsonb_typeof(v_section) <> 'object'
       or btrim(coalesce(v_section ->> 'section', '')) = ''
       or coalesce(v_section ->> 'questions', '') !~ '^[1-9][0-9]{0,3}$'
       or coalesce(v_section ->> 'marks_each', '') !~ '^[1-9]$' then
      perform private.raise_invalid('structure', 'Each section has a name, a number of questions and the marks of each');
    end if;
    if coalesce(v_section ->> 'kind', 'single') not in ('single', 'case') then
      perform private.raise_invalid('structure', 'A section''s kind is single or case');
    end if;
    if v_section ->> 'kind' = 'case' and (
         coalesce(v_section ->> 'cases', '') !~ '^[1-9][0-9]{0,2}$'
         or coalesce(v_section ->> 'questions_per_case', '') !~ '^[1-9][0-9]?$'
         or (v_section ->> 'cases')::integer * (v_section ->> 'questions_per_case')::integer
            <> (v_section ->> 'questions')::integer) then
      perform private.raise_invalid('structure', format(
        'Section "%s": its caselets times the questions in each must make its %s questions',
        v_section ->> 'section', v_section ->> 'questions'));
    end if;
    if coalesce(v_section ->> 'kind', 'single') = 'single' and v_section ? 'cases' and (
         coalesce(v_section ->> 'cases', '') !~ '^[0-9]{1,3}$'
         or coalesce(v_section ->> 'questions_per_case', '5') !~ '^[1-9][0-9]?$'
         or (v_section ->> 'cases')::integer * coalesce((v_section ->> 'questions_per_case')::integer, 5)
            > (v_section ->> 'questions')::integer) then
      perform private.raise_invalid('structure', format(
        'Section "%s": the cases among its questions cannot be more than its %s questions',
        v_section ->> 'section', v_section ->> 'questions'));
    end if;
    if v_section ? 'marks'
       and (v_section ->> 'marks') is distinct from ((v_section ->> 'questions')::integer * (v_section ->> 'marks_each')::integer)::text then
      perform private.raise_invalid('structure', format('Section "%s": its marks are its questions times the marks of each',
                                                        v_section ->> 'section'));
    end if;
    v_total := v_total + (v_section ->> 'questions')::integer * (v_section ->> 'marks_each')::integer;
  end loop;
  -- Each section states its marks, and the total is theirs: the page shows both, and they cannot disagree.
  new.structure := (select jsonb_agg(s || jsonb_build_object('marks', (s ->> 'questions')::integer * (s ->> 'marks_each')::integer)
                                     order by n)
                    from jsonb_array_elements(new.structure) with ordinality as x(s, n));
  new.total_marks := v_total;
  return new;
end $$;

create trigger exam_info_blueprint before insert or update of structure, total_marks on public.exam_info
for each row execute function private.exam_info_blueprint();

-- ---------------------------------------------------------------- papers: kind and status
alter table public.test_papers
  add column kind text not null default 'practice' check (kind in ('demo', 'practice', 'full', 'bank')),
  -- A paper the service role writes directly (a seed, a fixture) is live; the studio makes drafts (save_test_paper).
  add column status text not null default 'published' check (status in ('draft', 'published', 'retired')),
  add column published_at timestamptz;
update public.test_papers
set status = 'published', published_at = created_at,
    kind = case when title = 'Demo Questions' then 'demo' when title = 'Full-Length Mock Test' then 'full' else 'practice' end;
create unique index test_papers_exam_title_key on public.test_papers (exam_id, lower(title));

-- What keeps a full-length paper from matching its exam's blueprint, one line each; none when it matches.
create function private.paper_blueprint_problems(p_paper_id uuid) returns setof text
language sql stable security definer set search_path = '' as $$
  with paper as (
    select tp.duration_minutes, i.duration_minutes as blueprint_minutes, i.structure
    from public.test_papers tp join public.exam_info i on i.exam_id = tp.exam_id
    where tp.id = p_paper_id
  ),
  -- A stand-alone section may say that some of its questions come in cases (XV: 100 questions, 5 cases of 4 among
  -- them): those count as caselets of its marks, the rest as stand-alone questions.
  sections as (
    select coalesce(s ->> 'kind', 'single') as kind, (s ->> 'questions')::integer as questions,
           (s ->> 'marks_each')::integer as marks_each, coalesce((s ->> 'cases')::integer, 0) as cases,
           coalesce((s ->> 'questions_per_case')::integer, 5) as per_case
    from paper, jsonb_array_elements(paper.structure) s
  ),
  live as (select q.case_id, q.marks from public.questions q where q.test_paper_id = p_paper_id and q.status = 'published'),
  shapes as (select case_id, count(*)::integer as per_case, min(marks) as lo, max(marks) as hi
             from live where case_id is not null group by case_id),
  want_single as (select marks_each, sum(questions - cases * per_case)::integer as n from sections where kind = 'single'
                  group by marks_each),
  have_single as (select marks::integer as marks_each, count(*)::integer as n from live where case_id is null group by marks),
  want_cases as (select per_case, marks_each, sum(cases)::integer as n from sections where cases > 0 group by per_case, marks_each),
  have_cases as (select per_case, lo::integer as marks_each, count(*)::integer as n from shapes where lo = hi group by per_case, lo)
  select format('The blueprint lasts %s minutes; the paper %s', blueprint_minutes, duration_minutes)
  from paper where duration_minutes <> blueprint_minutes
  union all
  select format('The blueprint has %s stand-alone questions of %s mark(s); the paper has %s',
                coalesce(w.n, 0), marks_each, coalesce(h.n, 0))
  from want_single w full join have_single h using (marks_each)
  where coalesce(w.n, 0) <> coalesce(h.n, 0)
  union all
  select format('The blueprint has %s caselets of %s questions of %s mark(s); the paper has %s',
                coalesce(w.n, 0), per_case, marks_each, coalesce(h.n, 0))
  from want_cases w full join have_cases h using (per_case, marks_each)
  where coalesce(w.n, 0) <> coalesce(h.n, 0)
  union all
  select format('Caselet "%s" mixes questions of different marks', c.title)
  from shapes s join public.question_cases c on c.id = s.case_id where s.lo <> s.hi
$$;

create function private.test_papers_publish() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_problems text;
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status <> 'published') then
    if new.kind = 'bank' then
      raise exception 'A question bank is never published: draw papers from it' using errcode = '23514';
    end if;
    if new.kind = 'full' then
      select string_agg(p, '; ') into v_problems from private.paper_blueprint_problems(new.id) p;
      if v_problems is not null then
        raise exception 'This full-length paper does not match its exam''s blueprint: %', v_problems using errcode = '23514';
      end if;
    end if;
    new.published_at := now();
  end if;
  if tg_op = 'UPDATE' and new.status = 'draft' and old.status <> 'draft'
     and exists (select 1 from public.user_test_attempts a where a.test_paper_id = new.id) then
    raise exception 'This paper has been attempted: retire it instead of making it a draft' using errcode = '23514';
  end if;
  return new;
end $$;

create trigger test_papers_publish before insert or update of status on public.test_papers
for each row execute function private.test_papers_publish();

-- Nobody starts a paper that is not offered; an attempt already running finishes (start_attempt's check comes first).
create function private.attempts_paper_offered() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (select tp.status from public.test_papers tp where tp.id = new.test_paper_id) <> 'published' then
    raise exception 'This test paper is not offered any more' using errcode = 'P0001';
  end if;
  return new;
end $$;

create trigger user_test_attempts_paper_offered before insert on public.user_test_attempts
for each row execute function private.attempts_paper_offered();

-- The demo paper is the one of kind demo (it was found by its title), and a draft opens for nobody.
create or replace function private.can_open_paper(p_user_id uuid, p_test_paper_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select (latest.payment_status = 'completed' or tp.kind = 'demo') and tp.status <> 'draft'
    from public.test_papers tp
    cross join lateral (
      select ep.payment_status
      from public.exam_purchases ep
      where ep.user_id = p_user_id
        and ep.exam_id = tp.exam_id
        and ep.payment_status in ('completed', 'demo')
        and ep.expiry_date >= now()
      order by ep.created_at desc, ep.purchase_date desc
      limit 1
    ) latest
    where tp.id = p_test_paper_id
  ), false)
$$;

-- Learners list published papers, and a retired one they have attempted; staff see every paper.
create function private.caller_attempted_paper(p_test_paper_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_test_attempts a where a.user_id = auth.uid() and a.test_paper_id = p_test_paper_id)
$$;
revoke all on function private.caller_attempted_paper(uuid) from public;
grant execute on function private.caller_attempted_paper(uuid) to authenticated;

drop policy "catalog: anyone reads test papers" on public.test_papers;
create policy "catalog: visitors read published papers" on public.test_papers for select to anon
using (status = 'published');
create policy "catalog: learners read published papers and retired ones they attempted; staff read all"
on public.test_papers for select to authenticated
using (status = 'published' or private.is_editor() or (status = 'retired' and private.caller_attempted_paper(id)));

-- ---------------------------------------------------------------- the import looks for duplicates among questions in use
create or replace function private.check_import_batch(p_batch_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with src as (
    select r."row",
           nullif(btrim(r.data ->> 'id'), '') as id_text,
           btrim(coalesce(r.data ->> 'exam', '')) as exam,
           btrim(coalesce(r.data ->> 'paper', '')) as paper,
           nullif(btrim(r.data ->> 'topic'), '') as topic,
           nullif(btrim(r.data ->> 'case'), '') as case_title,
           btrim(coalesce(r.data ->> 'marks', '')) as marks,
           btrim(coalesce(r.data ->> 'question', '')) as question,
           btrim(coalesce(r.data ->> 'option_a', '')) as a,
           btrim(coalesce(r.data ->> 'option_b', '')) as b,
           btrim(coalesce(r.data ->> 'option_c', '')) as c,
           btrim(coalesce(r.data ->> 'option_d', '')) as d,
           upper(btrim(coalesce(r.data ->> 'answer', ''))) as answer,
           btrim(coalesce(r.data ->> 'explanation', '')) as explanation
    from private.question_import_rows r
    where r.batch_id = p_batch_id
  ),
  exams as (select distinct on (lower(e.name)) lower(e.name) as key, e.id from public.exams e order by lower(e.name), e.created_at),
  resolved as (
    select s.*, q.id as qid, q.test_paper_id as q_paper, q.question_text as q_text, ex.id as exam_id, tp.id as tp_id,
           t.title as topic_title, cs.id as cs_id,
           exists (select 1 from public.exam_topics t2 where t2.exam_id = ex.id) as exam_has_topics,
           private.normalized_text(s.question) as norm
    from src s
    left join public.questions q on q.id = private.try_uuid(s.id_text)
    left join exams ex on ex.key = lower(s.exam)
    left join lateral (select tp.id from public.test_papers tp where tp.exam_id = ex.id and lower(tp.title) = lower(s.paper)
                       order by tp.position, tp.created_at limit 1) tp on true
    left join lateral (select t.title from public.exam_topics t where t.exam_id = ex.id and lower(t.title) = lower(s.topic)
                       limit 1) t on true
    left join lateral (select c.id from public.question_cases c where c.test_paper_id = tp.id and lower(c.title) = lower(s.case_title)
                       order by c.position limit 1) cs on true
  ),
  -- Duplicates are looked for among new texts: a row keeping its question's text is not a duplicate of itself.
  dups as (
    select r.*,
           case when r.norm <> '' and (r.qid is null or r.norm <> private.normalized_text(r.q_text))
                then (select q.id from public.questions q
                      where private.normalized_text(q.question_text) = r.norm and q.id is distinct from r.qid
                        and q.status <> 'retired' limit 1) end as dup_bank,
           case when r.norm <> '' and (r.qid is null or r.norm <> private.normalized_text(r.q_text))
                then min(r."row") over (partition by r.norm) end as first_row,
           case when r.qid is not null then min(r."row") over (partition by r.qid) end as first_id_row
    from resolved r
  ),
  checked as (
    select d.*,
           (select coalesce(jsonb_agg(jsonb_build_object('row', d."row", 'column', v.col, 'reason', v.reason) order by v.n), '[]'::jsonb)
            from (values
              (1, 'id', case when d.id_text is not null and d.qid is null then 'Unknown id: no question has this id'
                             when d.first_id_row < d."row" then format('The same id is in row %s', d.first_id_row) end),
              (2, 'exam', case when d.exam = '' then 'The exam is missing'
                               when d.exam_id is null then format('Unknown exam "%s"', d.exam) end),
              (3, 'paper', case when d.exam_id is null then null
                                when d.paper = '' then 'The paper is missing'
                                when d.tp_id is null then format('Unknown paper "%s" in this exam', d.paper)
                                when d.qid is not null and d.q_paper <> d.tp_id
                                  then 'This question is in another paper: move it in the studio' end),
              (4, 'topic', case when d.exam_id is null then null
                                when d.topic is null and d.exam_has_topics then 'The topic is missing'
                                when d.topic is not null and d.topic_title is null then format('Unknown topic "%s" for this exam', d.topic) end),
              (5, 'case', case when d.tp_id is null or d.case_title is null then null
                               when d.cs_id is null then format('Unknown case "%s" in this paper', d.case_title) end),
              (6, 'marks', case when d.marks not in ('1', '2') then 'Marks are 1 or 2' end),
              (7, 'question', case when d.question = '' then 'The question is missing'
                                   when length(d.question) > 4000 then 'The question is longer than 4000 characters'
                                   when d.dup_bank is not null then format('Duplicate of a question already in the bank (%s)', d.dup_bank)
                                   when d.first_row < d."row" then format('Duplicate of row %s in this file', d.first_row) end),
              (8, 'option_a', case when d.a = '' then 'Option A is missing'
                                   when length(d.a) > 1000 then 'Option A is longer than 1000 characters' end),
              (9, 'option_b', case when d.b = '' then 'Option B is missing'
                                   when length(d.b) > 1000 then 'Option B is longer than 1000 characters'
                                   when lower(d.b) = lower(d.a) then 'Option B is the same as option A' end),
              (10, 'option_c', case when d.c = '' then 'Option C is missing'
                                    when length(d.c) > 1000 then 'Option C is longer than 1000 characters'
                                    when lower(d.c) = lower(d.a) then 'Option C is the same as option A'
                                    when lower(d.c) = lower(d.b) then 'Option C is the same as option B' end),
              (11, 'option_d', case when d.d = '' then 'Option D is missing'
                                    when length(d.d) > 1000 then 'Option D is longer than 1000 characters'
                                    when lower(d.d) = lower(d.a) then 'Option D is the same as option A'
                                    when lower(d.d) = lower(d.b) then 'Option D is the same as option B'
                                    when lower(d.d) = lower(d.c) then 'Option D is the same as option C' end),
              (12, 'answer', case when d.answer = '' then 'The answer is missing'
                                  when d.answer not in ('A', 'B', 'C', 'D') then format('The answer "%s" is not A, B, C or D', d.answer) end),
              (13, 'explanation', case when d.explanation = '' then 'The explanation is missing'
                                       when length(d.explanation) > 4000 then 'The explanation is longer than 4000 characters' end)
            ) v(n, col, reason)
            where v.reason is not null) as errs
    from dups d
  )
  update private.question_import_rows r
  set errors = c.errs,
      question_id = c.qid,
      paper_id = c.tp_id,
      question_text = c.question, option_a = c.a, option_b = c.b, option_c = c.c, option_d = c.d,
      correct_option = c.answer, explanation = c.explanation, topic = c.topic_title,
      marks = case when c.marks in ('1', '2') then c.marks::smallint end,
      case_id = c.cs_id,
      outcome = case
        when jsonb_array_length(c.errs) > 0 then 'error'
        when c.qid is null then 'new'
        when exists (
          select 1 from public.questions q
          where q.id = c.qid
            and btrim(q.question_text) = c.question and btrim(q.option_a) = c.a and btrim(q.option_b) = c.b
            and btrim(q.option_c) = c.c and btrim(q.option_d) = c.d and q.correct_option::text = c.answer
            and btrim(q.explanation) = c.explanation and q.topic is not distinct from c.topic_title
            and q.marks::text = c.marks and q.case_id is not distinct from c.cs_id) then 'unchanged'
        else 'changed' end
  from checked c
  where r.batch_id = p_batch_id and r."row" = c."row"
$$;
create or replace function private.question_problem_duplicate(p_text text, p_except uuid) returns uuid
language sql stable set search_path = '' as $$
  select q.id from public.questions q
  where private.normalized_text(q.question_text) = private.normalized_text(p_text)
    and q.id is distinct from p_except and q.status <> 'retired'
  limit 1
$$;

-- ---------------------------------------------------------------- the studio's papers, cases and exam facts
create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can change papers, exam facts and plans' using errcode = '42501';
  end if;
end $$;

create function private.studio_paper_json(p_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', tp.id, 'exam_id', tp.exam_id, 'title', tp.title, 'description', tp.description, 'kind', tp.kind,
    'status', tp.status, 'duration_minutes', tp.duration_minutes, 'published_at', tp.published_at,
    'questions', (select count(*) from public.questions q where q.test_paper_id = tp.id and q.status = 'published'),
    'drafts', (select count(*) from public.questions q where q.test_paper_id = tp.id and q.status = 'draft'),
    'marks', (select coalesce(sum(q.marks), 0) from public.questions q where q.test_paper_id = tp.id and q.status = 'published'),
    'cases', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title, 'passage', c.passage) order by c.position)
                       from public.question_cases c where c.test_paper_id = tp.id), '[]'::jsonb),
    'blueprint_problems', case when tp.kind = 'full'
                               then coalesce((select jsonb_agg(p) from private.paper_blueprint_problems(tp.id) p), '[]'::jsonb)
                               else '[]'::jsonb end)
  from public.test_papers tp where tp.id = p_id
$$;

-- Every paper of an exam, for the studio: drafts, published and retired, with what keeps a full one from its blueprint.
create function public.studio_papers(p_exam_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  return coalesce((select jsonb_agg(private.studio_paper_json(tp.id) order by tp.position, tp.created_at)
                   from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::jsonb);
end $$;

-- A new draft paper (p_id null), or a draft's new title and description. A full-length paper lasts its blueprint's
-- time; a shorter one runs at the examination's pace for the questions it is meant to hold (p_questions).
create function public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text,
                                       p_questions integer default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_info public.exam_info;
  v_paper public.test_papers;
  v_minutes integer;
begin
  perform private.require_admin();
  select * into v_info from public.exam_info where exam_id = p_exam_id;
  if not found then
    perform private.raise_api('P0002', 404, 'Exam not found');
  end if;
  if btrim(coalesce(p_title, '')) = '' or length(p_title) > 120 then
    perform private.raise_invalid('title', 'A paper has a title of at most 120 characters');
  end if;
  if p_kind is null or p_kind not in ('demo', 'practice', 'full', 'bank') then
    perform private.raise_invalid('kind', 'A paper''s kind is demo, practice, full or bank');
  end if;
  if length(coalesce(p_description, '')) > 1000 then
    perform private.raise_invalid('description', 'The description is at most 1000 characters');
  end if;
  if p_kind in ('demo', 'practice') and (p_questions is null or p_questions not between 1 and 500) then
    perform private.raise_invalid('questions', 'Say how many questions this paper holds (1 to 500): its time follows from it');
  end if;
  v_minutes := case when p_kind in ('full', 'bank') then v_info.duration_minutes
                    else ceil(v_info.duration_minutes * p_questions::numeric
                              / (select sum((s ->> 'questions')::integer) from jsonb_array_elements(v_info.structure) s))::integer end;
  if exists (select 1 from public.test_papers tp where tp.exam_id = p_exam_id and lower(tp.title) = lower(btrim(p_title))
             and tp.id is distinct from p_id) then
    perform private.raise_invalid('title', 'This exam already has a paper with that title');
  end if;
  if p_id is null then
    insert into public.test_papers (exam_id, title, description, duration_minutes, position, kind, status)
    values (p_exam_id, btrim(p_title), coalesce(btrim(p_description), ''), v_minutes,
            coalesce((select max(tp.position) + 1 from public.test_papers tp where tp.exam_id = p_exam_id), 1), p_kind, 'draft')
    returning * into v_paper;
    perform private.audit('create_test_paper', v_paper.id::text, null, private.studio_paper_json(v_paper.id) - 'cases');
  else
    select * into v_paper from public.test_papers where id = p_id and exam_id = p_exam_id for update;
    if not found then
      perform private.raise_api('P0002', 404, 'Paper not found');
    end if;
    if v_paper.status <> 'draft' then
      perform private.raise_invalid('status', 'A published paper does not change: make a new paper and retire this one');
    end if;
    update public.test_papers
    set title = btrim(p_title), description = coalesce(btrim(p_description), ''), kind = p_kind, duration_minutes = v_minutes
    where id = p_id;
    perform private.audit('save_test_paper', p_id::text,
                          jsonb_build_object('title', v_paper.title, 'kind', v_paper.kind, 'description', v_paper.description),
                          jsonb_build_object('title', btrim(p_title), 'kind', p_kind, 'description', coalesce(btrim(p_description), '')));
  end if;
  return private.studio_paper_json(v_paper.id);
end $$;

-- A caselet's passage in a draft paper, by title: written when new, replaced when it differs.
create function public.save_question_case(p_paper_id uuid, p_title text, p_passage text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_paper public.test_papers;
  v_case public.question_cases;
begin
  perform private.require_editor();
  select * into v_paper from public.test_papers where id = p_paper_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  if v_paper.status <> 'draft' then
    perform private.raise_invalid('paper', 'Caselets are written while their paper is a draft');
  end if;
  if btrim(coalesce(p_title, '')) = '' or length(p_title) > 200 then
    perform private.raise_invalid('title', 'A caselet has a title of at most 200 characters');
  end if;
  if btrim(coalesce(p_passage, '')) = '' or length(p_passage) > 8000 then
    perform private.raise_invalid('passage', 'A caselet has a passage of at most 8000 characters');
  end if;
  select * into v_case from public.question_cases c where c.test_paper_id = p_paper_id and lower(c.title) = lower(btrim(p_title));
  if not found then
    insert into public.question_cases (test_paper_id, position, title, passage)
    values (p_paper_id, coalesce((select max(c.position) + 1 from public.question_cases c where c.test_paper_id = p_paper_id), 1),
            btrim(p_title), btrim(p_passage))
    returning * into v_case;
    perform private.audit('create_question_case', v_case.id::text, null, jsonb_build_object('paper', p_paper_id, 'title', v_case.title));
  elsif v_case.passage <> btrim(p_passage) then
    update public.question_cases set passage = btrim(p_passage) where id = v_case.id;
    perform private.audit('save_question_case', v_case.id::text, jsonb_build_object('passage', v_case.passage),
                          jsonb_build_object('passage', btrim(p_passage)));
  end if;
  return jsonb_build_object('id', v_case.id, 'title', v_case.title);
end $$;

-- Publishes, retires or returns a paper to draft. Publishing can publish the paper's draft questions with it
-- (p_publish_drafts), each checked as a single publish is; a full-length paper must then match its blueprint.
create function public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean default false) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_paper public.test_papers;
  v_q public.questions;
begin
  perform private.require_admin();
  if p_status is null or p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'A paper''s status is draft, published or retired');
  end if;
  select * into v_paper from public.test_papers where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  if p_status = 'published' and coalesce(p_publish_drafts, false) then
    for v_q in select * from public.questions q where q.test_paper_id = p_id and q.status = 'draft' order by q.position for update loop
      perform private.check_question(v_q);
      update public.questions set status = 'published', updated_at = now(), updated_by = auth.uid() where id = v_q.id;
    end loop;
  end if;
  if p_status = 'published' and not exists (select 1 from public.questions q where q.test_paper_id = p_id and q.status = 'published') then
    perform private.raise_invalid('status', 'A paper with no published questions cannot be published');
  end if;
  if p_status <> v_paper.status then
    begin
      update public.test_papers set status = p_status where id = p_id;
    exception when check_violation then
      perform private.raise_invalid('status', sqlerrm);
    end;
    perform private.audit('set_test_paper_status', p_id::text, jsonb_build_object('status', v_paper.status),
                          jsonb_build_object('status', p_status, 'published_drafts', coalesce(p_publish_drafts, false)));
  end if;
  return private.studio_paper_json(p_id);
end $$;

-- An exam's blueprint: duration, pass mark, negative marking and sections. Attempts already submitted keep the
-- marking they were given; the next submission is marked with the new facts. A full-length paper not yet retired
-- takes the new duration from its next attempt.
create function public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer,
                                       p_negative_marking_percent integer, p_structure jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_before public.exam_info;
  v_after public.exam_info;
begin
  perform private.require_admin();
  select * into v_before from public.exam_info where exam_id = p_exam_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Exam not found');
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 1 and 600 then
    perform private.raise_invalid('duration_minutes', 'The duration is 1 to 600 minutes');
  end if;
  if p_passing_score_percent is null or p_passing_score_percent not between 1 and 100 then
    perform private.raise_invalid('passing_score_percent', 'The pass mark is 1% to 100%');
  end if;
  if p_negative_marking_percent is null or p_negative_marking_percent not between 0 and 100 then
    perform private.raise_invalid('negative_marking_percent', 'Negative marking is 0% to 100% of a question''s marks');
  end if;
  update public.exam_info
  set duration_minutes = p_duration_minutes, passing_score_percent = p_passing_score_percent,
      negative_marking_percent = p_negative_marking_percent, structure = coalesce(p_structure, v_before.structure)
  where exam_id = p_exam_id
  returning * into v_after;
  update public.test_papers set duration_minutes = p_duration_minutes
  where exam_id = p_exam_id and kind = 'full' and status <> 'retired' and duration_minutes <> p_duration_minutes;
  perform private.audit('save_exam_facts', p_exam_id::text,
                        jsonb_build_object('duration_minutes', v_before.duration_minutes, 'passing_score_percent', v_before.passing_score_percent,
                                           'negative_marking_percent', v_before.negative_marking_percent, 'structure', v_before.structure),
                        jsonb_build_object('duration_minutes', v_after.duration_minutes, 'passing_score_percent', v_after.passing_score_percent,
                                           'negative_marking_percent', v_after.negative_marking_percent, 'structure', v_after.structure));
  return to_jsonb(v_after);
end $$;

-- A second reader's review of questions, kept in the audit log: [{question_id, reviewed_by, reviewed_at, note}].
create function public.record_question_reviews(p_reviews jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_review jsonb;
  v_count integer := 0;
begin
  perform private.require_editor();
  if p_reviews is null or jsonb_typeof(p_reviews) <> 'array' or jsonb_array_length(p_reviews) > 1000 then
    perform private.raise_invalid('reviews', 'The reviews are an array of at most 1000 objects');
  end if;
  for v_review in select r from jsonb_array_elements(p_reviews) r loop
    if not exists (select 1 from public.questions q where q.id = private.try_uuid(v_review ->> 'question_id'))
       or btrim(coalesce(v_review ->> 'reviewed_by', '')) = '' or length(v_review ->> 'reviewed_by') > 200
       or coalesce(v_review ->> 'reviewed_at', '') !~ '^\d{4}-\d{2}-\d{2}' or length(coalesce(v_review ->> 'note', '')) > 2000 then
      perform private.raise_invalid('reviews', 'Each review names a question (question_id), its reviewer (reviewed_by) and a date (reviewed_at)');
    end if;
    -- A review already recorded is not recorded twice: the import can run again.
    if not exists (select 1 from private.audit_log l where l.action = 'review_question' and l.subject = v_review ->> 'question_id'
                   and l.after = jsonb_build_object('reviewed_by', v_review ->> 'reviewed_by', 'reviewed_at', v_review ->> 'reviewed_at',
                                                    'note', coalesce(v_review ->> 'note', ''))) then
      perform private.audit('review_question', v_review ->> 'question_id', null,
                            jsonb_build_object('reviewed_by', v_review ->> 'reviewed_by', 'reviewed_at', v_review ->> 'reviewed_at',
                                               'note', coalesce(v_review ->> 'note', '')));
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end $$;

do $$
declare
  v_fn text;
begin
  foreach v_fn in array array['studio_papers(uuid)', 'save_test_paper(uuid, uuid, text, text, text, integer)',
                              'save_question_case(uuid, text, text)', 'set_test_paper_status(uuid, text, boolean)',
                              'save_exam_facts(uuid, integer, integer, integer, jsonb)', 'record_question_reviews(jsonb)'] loop
    execute format('revoke all on function public.%s from public, anon', v_fn);
    execute format('grant execute on function public.%s to authenticated', v_fn);
  end loop;
end $$;
revoke all on function private.require_admin() from public;
revoke all on function private.studio_paper_json(uuid) from public;
revoke all on function private.paper_blueprint_problems(uuid) from public;

-- ---------------------------------------------------------------- X-A in the examination's current shape
update public.exam_info
set duration_minutes = 180, passing_score_percent = 60, negative_marking_percent = 25,
    structure = '[{"section": "Multiple-choice questions", "questions": 90, "marks_each": 1},
                  {"section": "Caselets of 1-mark questions (6 caselets of 5 questions each)", "questions": 30, "marks_each": 1,
                   "kind": "case", "cases": 6, "questions_per_case": 5},
                  {"section": "Caselets of 2-mark questions (3 caselets of 5 questions each)", "questions": 15, "marks_each": 2,
                   "kind": "case", "cases": 3, "questions_per_case": 5}]'::jsonb
where exam_id = '00000000-0000-4000-a000-000000000001';
update public.test_papers set status = 'retired'
where id = '00000000-0000-4000-b000-000000000014' and status = 'published';
update public.questions set status = 'retired', updated_at = now()
where test_paper_id = '00000000-0000-4000-b000-000000000014' and status = 'published';
-- X-A's shorter papers keep the examination's pace, now 180 minutes for 135 questions.
update public.test_papers tp
set duration_minutes = ceil(180 * tp.question_count::numeric / 135)::integer,
    description = regexp_replace(tp.description, '\d+ minutes', ceil(180 * tp.question_count::numeric / 135)::integer || ' minutes')
where tp.exam_id = '00000000-0000-4000-a000-000000000001' and tp.kind in ('demo', 'practice') and tp.question_count > 0;

-- Every full-length paper still offered matches its blueprint.
do $$
declare
  v_problem text;
begin
  select tp.title || ': ' || p into v_problem
  from public.test_papers tp, private.paper_blueprint_problems(tp.id) p
  where tp.kind = 'full' and tp.status = 'published' limit 1;
  if v_problem is not null then
    raise exception 'A published full-length paper does not match its blueprint: %', v_problem;
  end if;
end $$;

-- ---------------------------------------------------------------- plans say what the exam offers now
-- A paid plan's first line counted "All 4 papers, including the 100-question full-length mock" by hand. Papers now
-- come and go through the studio, so the line is written from the published papers ({papers}) and full-length
-- mocks ({full}), and a plan's description is rewritten whenever a paper is published or retired or the blueprint
-- changes.
update private.plan_benefits set line = 'All {papers} papers, including {full}'
where "slot" = 10 and min_days = 2 and line like 'All 4 papers, including the %full-length mock';

create or replace function private.plan_benefit_lines(p_exam_id uuid, p_duration_days integer) returns text
language sql stable set search_path = '' as $$
  with offered as (
    select count(*) as papers, count(*) filter (where tp.kind = 'full') as full_mocks
    from public.test_papers tp where tp.exam_id = p_exam_id and tp.status = 'published'
  ),
  blueprint as (
    select coalesce(sum((s ->> 'questions')::integer), 0) as questions
    from public.exam_info i, jsonb_array_elements(i.structure) s where i.exam_id = p_exam_id
  ),
  phrase as (
    select o.papers,
           case when o.full_mocks = 1 then format('the %s-question full-length mock', b.questions)
                when o.full_mocks > 1 then format('%s full-length mocks of %s questions', o.full_mocks, b.questions) end as full_phrase
    from offered o, blueprint b
  ),
  lines as (
    select distinct on (pb."slot") pb."slot", pb.line
    from private.plan_benefits pb
    where (pb.exam_id = p_exam_id or pb.exam_id is null) and pb.min_days <= p_duration_days
    order by pb."slot", pb.min_days desc, pb.exam_id nulls last
  )
  select string_agg(
           replace(replace(case when p.full_phrase is null then replace(l.line, ', including {full}', '')
                                else replace(l.line, '{full}', p.full_phrase) end,
                           '{days}', p_duration_days::text),
                   '{papers}', p.papers::text),
           '|' order by l."slot")
  from lines l cross join phrase p
$$;

create function private.refresh_plan_descriptions(p_exam_id uuid) returns void
language sql set search_path = '' as $$
  update public.exam_plans p
  set description = private.plan_benefit_lines(p.exam_id, p.duration_days)
  where p.exam_id = p_exam_id
    and exists (select 1 from private.plan_benefits pb where pb.exam_id = p.exam_id)
    and p.description is distinct from private.plan_benefit_lines(p.exam_id, p.duration_days)
$$;

create function private.test_papers_refresh_plans() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.refresh_plan_descriptions(new.exam_id);
  return null;
end $$;
create trigger test_papers_refresh_plans after insert or update of status, kind on public.test_papers
for each row execute function private.test_papers_refresh_plans();
create trigger exam_info_refresh_plans after update of structure on public.exam_info
for each row execute function private.test_papers_refresh_plans();

select private.refresh_plan_descriptions(e.id) from public.exams e;

-- ---------------------------------------------------------------- marking: a question's section by its kind and marks
-- X-A has two caselet sections, one of 1-mark and one of 2-mark questions: a caselet question belongs to the section
-- of its kind whose marks each are its own (the first of its kind when none is), so the results page's breakdown
-- follows the blueprint.
create function private.question_section(p_structure jsonb, p_in_case boolean, p_marks integer) returns integer
language sql immutable set search_path = '' as $$
  select coalesce(
    (select s.n::integer from jsonb_array_elements(p_structure) with ordinality as s(e, n)
     where (coalesce(s.e ->> 'kind', 'single') = 'case') = p_in_case and (s.e ->> 'marks_each')::integer = p_marks
     order by s.n limit 1),
    (select s.n::integer from jsonb_array_elements(p_structure) with ordinality as s(e, n)
     where (coalesce(s.e ->> 'kind', 'single') = 'case') = p_in_case order by s.n limit 1),
    (select s.n::integer from jsonb_array_elements(p_structure) with ordinality as s(e, n)
     where coalesce(s.e ->> 'kind', 'single') <> 'case' order by s.n limit 1),
    (select 1 where jsonb_array_length(p_structure) > 0)
  )
$$;
revoke all on function private.question_section(jsonb, boolean, integer) from public;

create or replace function private.mark_attempt(p_attempt public.user_test_attempts) RETURNS TABLE(score integer, correct_count integer, wrong_count integer, unanswered_count integer, total_marks integer, marks_earned integer, negative_marks numeric, net_marks numeric, net_percent numeric, negative_marking_percent integer, passing_score_percent integer, passed boolean, section_results jsonb)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

drop function private.question_section(jsonb, boolean);
