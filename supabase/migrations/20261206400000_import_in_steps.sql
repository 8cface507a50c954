-- Imports in bounded steps (issue 42, finding 7). One call checked or committed a whole file of up to 20,000 rows in
-- one transaction: on PGlite, which runs one statement at a time, that held every learner's save for 20-33 s, and
-- a dry run could reach its 30 s timeout and answer 500. Now each run_question_import call checks, or re-checks and
-- writes, at most import_step_rows() rows of the batch in its own transaction and says how far it has got
-- (done, processed, total); the caller calls again until done. Between calls the database serves everyone else.
--
-- A commit is resumable rather than one transaction: a failure part-way leaves the rows of the steps before it
-- written as drafts (which no learner sees) and marked in the batch, and calling the commit again goes on from the
-- next row without writing any row twice. Each step re-checks its rows in its own transaction, as the single commit
-- did, so a question added to the bank since the dry run is still caught as a duplicate. The file's duplicate
-- checks (the same text or id in two rows) look at the whole batch through two columns filled when a row is staged.

create or replace function private.import_step_rows() returns integer
language sql immutable
set search_path = ''
as $$ select 1000 $$;
revoke all on function private.import_step_rows() from public;

alter table private.question_import_rows
  add column norm text,
  add column ref_id uuid,
  add column checked boolean not null default false,
  add column committed boolean not null default false;
create index question_import_rows_norm_idx on private.question_import_rows (batch_id, norm);
create index question_import_rows_ref_idx on private.question_import_rows (batch_id, ref_id);

create function private.check_import_rows(p_batch_id uuid, p_from integer, p_to integer) returns void
language sql
set search_path = ''
as $$
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
           btrim(coalesce(r.data ->> 'explanation', '')) as explanation,
           r.norm, r.ref_id
    from private.question_import_rows r
    where r.batch_id = p_batch_id and r."row" between p_from and p_to
  ),
  exams as (select distinct on (lower(e.name)) lower(e.name) as key, e.id from public.exams e order by lower(e.name), e.created_at),
  resolved as (
    select s.*, q.id as qid, q.test_paper_id as q_paper, q.question_text as q_text, ex.id as exam_id, tp.id as tp_id,
           t.title as topic_title, cs.id as cs_id,
           exists (select 1 from public.exam_topics t2 where t2.exam_id = ex.id) as exam_has_topics
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
           -- The whole file's rows, not only this step's: the first row with the same text or the same id.
           case when r.norm <> '' and (r.qid is null or r.norm <> private.normalized_text(r.q_text))
                then (select min(o."row") from private.question_import_rows o where o.batch_id = p_batch_id and o.norm = r.norm)
                end as first_row,
           case when r.qid is not null
                then (select min(o."row") from private.question_import_rows o where o.batch_id = p_batch_id and o.ref_id = r.ref_id)
                end as first_id_row
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
        else 'changed' end,
      checked = true
  from checked c
  where r.batch_id = p_batch_id and r."row" = c."row"
$$;

revoke all on function private.check_import_rows(uuid, integer, integer) from public;
drop function private.check_import_batch(uuid);

create or replace function public.stage_question_import(p_batch_id uuid, p_rows jsonb) returns integer
language plpgsql security definer
set search_path = ''
as $_$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  perform private.require_editor();
  if p_batch_id is null then
    perform private.raise_invalid('batch_id', 'An import needs a batch id (p_batch_id)');
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    perform private.raise_invalid('rows', 'The rows (p_rows) are an array of objects');
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    perform private.raise_invalid('rows', 'Stage at most 1000 rows (p_rows) per call');
  end if;
  if exists (select 1 from jsonb_array_elements(p_rows) e
             where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'row', '') !~ '^[0-9]{1,9}$' or (e ->> 'row')::integer < 1) then
    perform private.raise_invalid('row', 'Each row is an object with its row number in the file (row, from 1)');
  end if;
  if (select count(distinct e ->> 'row') from jsonb_array_elements(p_rows) e) <> jsonb_array_length(p_rows) then
    perform private.raise_invalid('row', 'A row number (row) appears twice in this call');
  end if;
  delete from private.question_import_rows where staged_at < now() - interval '1 day';
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('question_import:' || p_batch_id::text, 0));
  if exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id and r.owner_id <> v_uid) then
    raise exception 'This import batch belongs to someone else' using errcode = '42501';
  end if;
  if exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id and r.committed) then
    perform private.raise_invalid('batch_id', 'This import is being committed: finish it, or start a new import');
  end if;
  insert into private.question_import_rows as r (batch_id, "row", owner_id, data, norm, ref_id)
  select p_batch_id, (e ->> 'row')::integer, v_uid, e, private.normalized_text(e ->> 'question'),
         private.try_uuid(nullif(btrim(e ->> 'id'), ''))
  from jsonb_array_elements(p_rows) e
  on conflict (batch_id, "row") do update
    set data = excluded.data, norm = excluded.norm, ref_id = excluded.ref_id, staged_at = now(), outcome = null,
        errors = null, checked = false;
  -- A row staged again makes the rows checked before it stale (their duplicates may have changed).
  update private.question_import_rows r set checked = false where r.batch_id = p_batch_id and r.checked;
  select count(*) into v_count from private.question_import_rows r where r.batch_id = p_batch_id;
  if v_count > private.import_batch_limit() then
    perform private.raise_invalid('rows', format('An import holds at most %s rows', private.import_batch_limit()));
  end if;
  return v_count;
end $_$;

-- The batch's figures: every row's errors in file order and the count of each outcome.
create or replace function private.import_report(p_batch_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'errors', coalesce((select jsonb_agg(x.value order by r."row", x.n)
                        from private.question_import_rows r
                        cross join lateral jsonb_array_elements(r.errors) with ordinality x(value, n)
                        where r.batch_id = p_batch_id), '[]'::jsonb),
    'new', count(*) filter (where r.outcome = 'new'),
    'changed', count(*) filter (where r.outcome = 'changed'),
    'unchanged', count(*) filter (where r.outcome = 'unchanged'),
    'total', count(*))
  from private.question_import_rows r
  where r.batch_id = p_batch_id
$$;
revoke all on function private.import_report(uuid) from public;

create or replace function public.run_question_import(p_batch_id uuid, p_dry_run boolean) returns jsonb
language plpgsql security definer
set search_path = ''
set statement_timeout = '30s'
as $$
declare
  v_uid uuid := auth.uid();
  v_from integer;
  v_to integer;
  v_total integer;
  v_done integer;
  v_report jsonb;
begin
  perform private.require_editor();
  if p_dry_run is null then
    perform private.raise_invalid('dry_run', 'Say whether this is a dry run (p_dry_run)');
  end if;
  delete from private.question_import_rows where staged_at < now() - interval '1 day';
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('question_import:' || p_batch_id::text, 0));
  if exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id and r.owner_id <> v_uid) then
    raise exception 'This import batch belongs to someone else' using errcode = '42501';
  end if;
  select count(*) into v_total from private.question_import_rows r where r.batch_id = p_batch_id;
  if v_total = 0 then
    perform private.raise_api('P0002', 404, 'No rows are staged in this import batch (stage_question_import)');
  end if;

  -- This call's step: the next rows, in file order, that a dry run has not checked or a commit has not written.
  select min(s."row"), max(s."row") into v_from, v_to
  from (select r."row" from private.question_import_rows r
        where r.batch_id = p_batch_id and not (case when p_dry_run then r.checked else r.committed end)
        order by r."row" limit private.import_step_rows()) s;

  if v_from is not null then
    perform private.check_import_rows(p_batch_id, v_from, v_to);
    if not p_dry_run then
      update private.question_import_rows r set question_id = gen_random_uuid()
      where r.batch_id = p_batch_id and r."row" between v_from and v_to and r.outcome = 'new';
      insert into public.questions (id, test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option,
                                    explanation, topic, marks, case_id, status, updated_at, updated_by)
      select r.question_id, r.paper_id, r.question_text, r.option_a, r.option_b, r.option_c, r.option_d,
             r.correct_option::public.answer_option, r.explanation, r.topic, r.marks, r.case_id, 'draft', now(), v_uid
      from private.question_import_rows r
      where r.batch_id = p_batch_id and r."row" between v_from and v_to and r.outcome = 'new'
      order by r."row";

      perform private.audit('import_question', q.id::text, private.question_fields(q),
                            private.question_fields(q) || jsonb_build_object(
                              'question_text', r.question_text, 'option_a', r.option_a, 'option_b', r.option_b,
                              'option_c', r.option_c, 'option_d', r.option_d, 'correct_option', r.correct_option,
                              'explanation', r.explanation, 'topic', r.topic, 'marks', r.marks, 'case_id', r.case_id,
                              'version', q.version + 1))
      from private.question_import_rows r
      join public.questions q on q.id = r.question_id
      where r.batch_id = p_batch_id and r."row" between v_from and v_to and r.outcome = 'changed';
      update public.questions q
      set question_text = r.question_text, option_a = r.option_a, option_b = r.option_b, option_c = r.option_c,
          option_d = r.option_d, correct_option = r.correct_option::public.answer_option, explanation = r.explanation,
          topic = r.topic, marks = r.marks, case_id = r.case_id, version = q.version + 1, updated_at = now(), updated_by = v_uid
      from private.question_import_rows r
      where r.batch_id = p_batch_id and r."row" between v_from and v_to and r.outcome = 'changed' and q.id = r.question_id;

      update private.question_import_rows r set committed = true
      where r.batch_id = p_batch_id and r."row" between v_from and v_to;
    end if;

    select count(*) into v_done from private.question_import_rows r
    where r.batch_id = p_batch_id and (case when p_dry_run then r.checked else r.committed end);
    if v_done < v_total then
      return jsonb_build_object('done', false, 'processed', v_done, 'total', v_total, 'committed', false);
    end if;
  end if;

  v_report := private.import_report(p_batch_id);
  if p_dry_run then
    return v_report || jsonb_build_object('done', true, 'processed', v_total, 'committed', false);
  end if;
  perform private.audit('import_questions', p_batch_id::text, null,
                        jsonb_build_object('new', v_report -> 'new', 'changed', v_report -> 'changed',
                                           'unchanged', v_report -> 'unchanged',
                                           'errors', jsonb_array_length(v_report -> 'errors'),
                                           'created', (select coalesce(jsonb_agg(r.question_id order by r."row"), '[]'::jsonb)
                                                       from private.question_import_rows r
                                                       where r.batch_id = p_batch_id and r.outcome = 'new')));
  delete from private.question_import_rows r where r.batch_id = p_batch_id;
  return v_report || jsonb_build_object('done', true, 'processed', v_total, 'committed', true);
end $$;
