-- Baseline: the whole schema in one migration. It replaces the 29 migrations from 20250601000000_catalog.sql to
-- 20251126001500_published_paper_keeps_blueprint.sql, which redefined functions several times over (save_answer
-- four times) and were squashed before any project was deployed from this repository. It builds the database they
-- built: pg_dump --schema-only of a database the 29 migrations were applied to (schemas public and private, plus what
-- a schema filter leaves out: the private schema, its grant and the casts from text to the enums; each grant in public
-- first takes back what Supabase's default privileges give, as the migrations' revokes did), then the rows they
-- inserted and the pg_cron schedules. Their updates of an older deployed project's rows are not here: on a new
-- database they changed nothing, and the seed (supabase/seed/) holds the final content.
--
-- To read the schema, read supabase/schema/<concern>.sql: the same objects, one file per concern, regenerated from
-- the migrated database by the deploy check (--write-types). To change it, add a migration after this one.
-- A project deployed before the squash: "Migrations: one baseline, then each change" in docs/deploy-check.md.

-- SQL functions are created before the tables their bodies read (pg_dump's order): their bodies are checked when
-- called, not here.
set check_function_bodies = false;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;

--
-- Name: answer_option; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.answer_option AS ENUM (
    'A',
    'B',
    'C',
    'D'
);

--
-- Name: payment_order_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.payment_order_status AS ENUM (
    'created',
    'paid'
);

--
-- Name: payment_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.payment_status AS ENUM (
    'completed',
    'demo'
);

--
-- Name: plan_type; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.plan_type AS ENUM (
    'free',
    'premium',
    'other'
);

--
-- Name: question_report_reason; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.question_report_reason AS ENUM (
    'wrong_key',
    'unclear_wording',
    'outdated_fact',
    'typo'
);

--
-- Name: CAST (text AS public.answer_option); Type: CAST; Schema: -; Owner: -
--

CREATE CAST (text AS public.answer_option) WITH INOUT AS ASSIGNMENT;

--
-- Name: CAST (text AS public.payment_order_status); Type: CAST; Schema: -; Owner: -
--

CREATE CAST (text AS public.payment_order_status) WITH INOUT AS ASSIGNMENT;

--
-- Name: CAST (text AS public.payment_status); Type: CAST; Schema: -; Owner: -
--

CREATE CAST (text AS public.payment_status) WITH INOUT AS ASSIGNMENT;

--
-- Name: CAST (text AS public.plan_type); Type: CAST; Schema: -; Owner: -
--

CREATE CAST (text AS public.plan_type) WITH INOUT AS ASSIGNMENT;

--
-- Name: CAST (text AS public.question_report_reason); Type: CAST; Schema: -; Owner: -
--

CREATE CAST (text AS public.question_report_reason) WITH INOUT AS ASSIGNMENT;

--
-- Name: answer_grace(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.answer_grace() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select interval '5 seconds' $$;

--
-- Name: attempt_fix_order(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attempt_fix_order() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- One draw per unit (a case or a stand-alone question), materialised: a draw evaluated again per question (as a
  -- re-scanned subquery would be) would scatter a case's sub-questions.
  with units as materialized (
    select unit, random() as draw
    from (
      select distinct coalesce(case_id, id) as unit from public.questions
      where test_paper_id = new.test_paper_id and status = 'published'
    ) u
  )
  insert into private.attempt_question_order (attempt_id, question_id, "position", option_keys, version)
  select new.id, q.id,
         row_number() over (order by u.draw, q.position),
         private.shuffled_option_keys(),
         q.version
  from public.questions q
  join units u on u.unit = coalesce(q.case_id, q.id)
  where q.test_paper_id = new.test_paper_id and q.status = 'published';
  return new;
end $$;

--
-- Name: attempt_order_backfill(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attempt_order_backfill(p_attempt_id uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  insert into private.attempt_question_order (attempt_id, question_id, "position", option_keys, version)
  select a.id, q.id,
         coalesce((select max(o.position) from private.attempt_question_order o where o.attempt_id = a.id), 0)
           + row_number() over (partition by a.id order by q.position),
         'ABCD', 1
  from public.user_test_attempts a
  join public.questions q on q.test_paper_id = a.test_paper_id
  where (p_attempt_id is null or a.id = p_attempt_id)
    and not exists (select 1 from private.attempt_question_order o where o.attempt_id = a.id and o.question_id = q.id);
  get diagnostics v_count = row_count;
  return v_count;
end $$;

--
-- Name: question_versions; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.question_versions (
    question_id uuid NOT NULL,
    version integer NOT NULL,
    question_text text NOT NULL,
    option_a text NOT NULL,
    option_b text NOT NULL,
    option_c text NOT NULL,
    option_d text NOT NULL,
    correct_option public.answer_option NOT NULL,
    explanation text NOT NULL,
    marks smallint NOT NULL,
    topic text,
    case_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    CONSTRAINT question_versions_version_check CHECK ((version > 0))
);

--
-- Name: user_test_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_test_attempts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    test_paper_id uuid NOT NULL,
    start_time timestamp with time zone DEFAULT now() NOT NULL,
    deadline timestamp with time zone NOT NULL,
    end_time timestamp with time zone,
    completed boolean DEFAULT false NOT NULL,
    score integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    correct_count integer,
    wrong_count integer,
    unanswered_count integer,
    total_marks integer,
    marks_earned integer,
    negative_marks numeric(8,2),
    net_marks numeric(8,2),
    net_percent numeric(5,2),
    negative_marking_percent integer,
    passing_score_percent integer,
    passed boolean,
    section_results jsonb,
    current_question_id uuid,
    retake boolean DEFAULT false NOT NULL,
    remarked_at timestamp with time zone,
    remark_reason text,
    CONSTRAINT user_test_attempts_completed_has_end CHECK ((completed = (end_time IS NOT NULL))),
    CONSTRAINT user_test_attempts_correct_count_check CHECK ((correct_count >= 0)),
    CONSTRAINT user_test_attempts_deadline_after_start CHECK ((deadline > start_time)),
    CONSTRAINT user_test_attempts_marking_when_completed CHECK (((net_marks IS NULL) OR completed)),
    CONSTRAINT user_test_attempts_marks_earned_check CHECK ((marks_earned >= 0)),
    CONSTRAINT user_test_attempts_negative_marks_check CHECK ((negative_marks >= (0)::numeric)),
    CONSTRAINT user_test_attempts_net_marks_check CHECK ((net_marks >= (0)::numeric)),
    CONSTRAINT user_test_attempts_net_percent_check CHECK (((net_percent >= (0)::numeric) AND (net_percent <= (100)::numeric))),
    CONSTRAINT user_test_attempts_score_check CHECK (((score >= 0) AND (score <= 100))),
    CONSTRAINT user_test_attempts_score_when_completed CHECK (((score IS NULL) OR completed)),
    CONSTRAINT user_test_attempts_total_marks_check CHECK ((total_marks >= 0)),
    CONSTRAINT user_test_attempts_unanswered_count_check CHECK ((unanswered_count >= 0)),
    CONSTRAINT user_test_attempts_wrong_count_check CHECK ((wrong_count >= 0))
);

--
-- Name: attempt_paper(public.user_test_attempts); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attempt_paper(p_attempt public.user_test_attempts) RETURNS TABLE(question private.question_versions, "position" integer, option_keys text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select v, (row_number() over (order by o.position))::integer, o.option_keys
  from private.attempt_question_order o
  join private.question_versions v on v.question_id = o.question_id and v.version = o.version
  where o.attempt_id = p_attempt.id
$$;

--
-- Name: attempt_start_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attempt_start_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 30 $$;

--
-- Name: attempts_paper_offered(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attempts_paper_offered() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (select tp.status from public.test_papers tp where tp.id = new.test_paper_id) <> 'published' then
    raise exception 'This test paper is not offered any more' using errcode = 'P0001';
  end if;
  return new;
end $$;

--
-- Name: audit(text, text, jsonb, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit(p_action text, p_subject text, p_before jsonb, p_after jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into private.audit_log (actor_id, actor_email, action, subject, before, after)
  values (auth.uid(), auth.email(), p_action, p_subject, p_before, p_after)
$$;

--
-- Name: audit_log_append_only(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end $$;

--
-- Name: caller_attempt(uuid, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_attempt(p_attempt_id uuid, p_lock boolean) RETURNS public.user_test_attempts
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: caller_attempted_paper(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_attempted_paper(p_test_paper_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.user_test_attempts a where a.user_id = auth.uid() and a.test_paper_id = p_test_paper_id)
$$;

--
-- Name: caller_can_read_paper(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_can_read_paper(p_test_paper_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select auth.uid() is not null and (
    private.can_open_paper(auth.uid(), p_test_paper_id)
    or exists (
      select 1 from public.user_test_attempts a
      where a.user_id = auth.uid() and a.test_paper_id = p_test_paper_id and a.completed
    )
  )
$$;

--
-- Name: can_open_paper(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_open_paper(p_user_id uuid, p_test_paper_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: check_import_batch(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_import_batch(p_batch_id uuid) RETURNS void
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

--
-- Name: questions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.questions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    test_paper_id uuid NOT NULL,
    "position" integer NOT NULL,
    question_text text NOT NULL,
    option_a text NOT NULL,
    option_b text NOT NULL,
    option_c text NOT NULL,
    option_d text NOT NULL,
    correct_option public.answer_option NOT NULL,
    explanation text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    marks smallint DEFAULT 1 NOT NULL,
    topic text,
    case_id uuid,
    status text DEFAULT 'published'::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    search tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, ((((((((question_text || ' '::text) || option_a) || ' '::text) || option_b) || ' '::text) || option_c) || ' '::text) || option_d))) STORED,
    CONSTRAINT questions_marks_check CHECK ((marks > 0)),
    CONSTRAINT questions_position_check CHECK (("position" > 0)),
    CONSTRAINT questions_question_text_check CHECK ((length(btrim(question_text)) > 0)),
    CONSTRAINT questions_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'retired'::text]))),
    CONSTRAINT questions_version_check CHECK ((version > 0))
);

--
-- Name: check_question(public.questions); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_question(p_q public.questions) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_problem record;
begin
  select * into v_problem
  from private.question_problem(p_q.test_paper_id, p_q.question_text, p_q.option_a, p_q.option_b, p_q.option_c,
                                p_q.option_d, p_q.correct_option::text, p_q.explanation, p_q.topic, p_q.marks, p_q.case_id);
  if found then
    perform private.raise_invalid(v_problem.field, v_problem.message);
  end if;
end $$;

--
-- Name: check_question_version(public.questions, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_question_version(p_q public.questions, p_expected integer) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_by text;
begin
  if p_expected is null then
    perform private.raise_invalid('expected_version', 'Say which version of the question you edited (p_expected_version)');
  end if;
  if p_expected <> p_q.version then
    select u.email into v_by from auth.users u where u.id = p_q.updated_by;
    perform private.raise_api('40001', 409,
      format('Changed by %s at %s UTC', coalesce(v_by, 'someone else'),
             to_char(p_q.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')),
      jsonb_build_object('by', v_by, 'at', to_char(p_q.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                         'version', p_q.version)::text);
  end if;
end $$;

--
-- Name: clear_capped_times(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.clear_capped_times() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  update public.user_answers ua
  set time_spent_ms = null
  from public.user_test_attempts a
  where a.id = ua.attempt_id
    and ua.time_spent_ms = extract(epoch from a.deadline - a.start_time)::integer * 1000
    and coalesce(a.end_time, least(now(), a.deadline)) - a.start_time < a.deadline - a.start_time;
  get diagnostics v_count = row_count;
  return v_count;
end $$;

--
-- Name: close_attempt(public.user_test_attempts); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.close_attempt(p_attempt public.user_test_attempts) RETURNS public.user_test_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  m record;
  v_row public.user_test_attempts;
begin
  select * into m from private.mark_attempt(p_attempt);
  update public.user_test_attempts
  set completed = true,
      end_time = least(now(), p_attempt.deadline),
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
  where id = p_attempt.id
  returning * into v_row;
  return v_row;
end $$;

--
-- Name: exam_info_blueprint(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.exam_info_blueprint() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
end $_$;

--
-- Name: exam_plans_record_price(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.exam_plans_record_price() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' or not exists (
    select 1 from (
      select pp.price, pp.original_price from private.plan_prices pp
      where pp.plan_id = new.id and pp.effective_at <= now()
      order by pp.effective_at desc, pp.id desc limit 1
    ) latest where latest.price = new.price and latest.original_price = new.original_price
  ) then
    insert into private.plan_prices (plan_id, price, original_price, effective_at, created_by)
    values (new.id, new.price, new.original_price, now(), auth.uid());
  end if;
  return null;
end $$;

--
-- Name: exam_purchases_check_plan(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.exam_purchases_check_plan() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.exam_plans p where p.id = new.plan_id and p.exam_id = new.exam_id) then
    raise exception 'Plan % does not belong to exam %', new.plan_id, new.exam_id
      using errcode = '23503';
  end if;
  return new;
end $$;

--
-- Name: exam_purchases_extend_paid_access(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.exam_purchases_extend_paid_access() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_current_end timestamptz;
begin
  if new.payment_status::text <> 'completed' or new.user_id is null then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('paid_access:' || new.user_id::text || new.exam_id::text));
  select max(expiry_date) into v_current_end
  from public.exam_purchases
  where user_id = new.user_id and exam_id = new.exam_id
    and payment_status::text = 'completed'
    and purchase_date <= new.purchase_date and expiry_date > new.purchase_date;
  if v_current_end is not null then
    new.expiry_date := new.expiry_date + (v_current_end - new.purchase_date);
  end if;
  return new;
end $$;

--
-- Name: exam_text_problems(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.exam_text_problems(p_exam_id uuid, p_text text) RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with info as (select * from public.exam_info where exam_id = p_exam_id),
  sections as (select s from info, jsonb_array_elements(info.structure) s),
  allowed (unit, n) as (
    select 'questions', (s ->> 'questions')::integer from sections
    union select 'questions', sum((s ->> 'questions')::integer)::integer from sections
    union select 'questions', (s ->> 'questions_per_case')::integer from sections where s ? 'questions_per_case'
    union select 'caselets', (s ->> 'cases')::integer from sections where s ? 'cases'
    union select 'marks', (s ->> 'marks')::integer from sections
    union select 'marks', (s ->> 'marks_each')::integer from sections
    union select 'marks', total_marks from info
    union select 'minutes', duration_minutes from info
    union select 'hours', duration_minutes / 60 from info where duration_minutes % 60 = 0
    union select 'percent', passing_score_percent from info
    union select 'percent', negative_marking_percent from info
  ),
  stated as (
    select m[1]::integer as n, lower(m[2]) as word,
           case when m[2] ~* '^question' then 'questions' when m[2] ~* '^(case|caselet)' then 'caselets'
                when m[2] ~* '^mark' then 'marks' when m[2] ~* '^minute' then 'minutes' when m[2] ~* '^hour' then 'hours'
                else 'percent' end as unit
    from regexp_matches(coalesce(p_text, ''), '\m(\d{1,6})\s*(questions?|caselets?|cases?|marks?|minutes?|hours?|%)', 'gi') as r(m)
  )
  select distinct format('"%s%s%s" does not match the blueprint', s.n, case when s.word = '%' then '' else ' ' end, s.word)
  from stated s
  where not exists (select 1 from allowed a where a.unit = s.unit and a.n = s.n)
$$;

--
-- Name: export_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.export_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20000 $$;

--
-- Name: field_batches_per_minute(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_batches_per_minute() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 60 $$;

--
-- Name: field_caller_address(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_caller_address() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(left(nullif(btrim(coalesce(h ->> 'cf-connecting-ip', split_part(h ->> 'x-forwarded-for', ',', 1))), ''), 64),
                  'unknown')
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) s
$$;

--
-- Name: field_events_per_minute(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_events_per_minute() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20000 $$;

--
-- Name: field_invalid(integer, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_invalid(p_index integer, p_field text, p_problem text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception '%', case when p_index is null then p_field || ': ' || p_problem
                            else format('events[%s].%s: %s', p_index, p_field, p_problem) end
    using errcode = '22023',
          detail = jsonb_build_object('index', p_index, 'field', p_field)::text;
end $$;

--
-- Name: field_number(jsonb, integer, text, numeric, numeric); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_number(p_event jsonb, p_index integer, p_key text, p_min numeric, p_max numeric) RETURNS numeric
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v jsonb := p_event -> p_key;
  n numeric;
begin
  if v is null then return null; end if;
  if jsonb_typeof(v) <> 'number' then
    perform private.field_invalid(p_index, p_key, 'must be a number');
  end if;
  n := v::numeric;
  if n < p_min or n > p_max then
    perform private.field_invalid(p_index, p_key, format('must be between %s and %s', p_min, p_max));
  end if;
  return n;
end $$;

--
-- Name: field_require_admin(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_require_admin(p_hours integer) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read field data' using errcode = '42501';
  end if;
  if p_hours is null or p_hours not between 1 and 168 then
    raise exception 'p_hours must be 1 to 168' using errcode = '22023';
  end if;
end $$;

--
-- Name: field_scrub(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_scrub(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select regexp_replace(
           regexp_replace(
             regexp_replace(p_text, '[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{12}', '…', 'g'),
             '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+', '…', 'g'),
           '[0-9]{6,}', '…', 'g')
$$;

--
-- Name: field_text(jsonb, integer, text, boolean, integer, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_text(p_event jsonb, p_index integer, p_key text, p_required boolean, p_max integer, p_pattern text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v jsonb := p_event -> p_key;
  t text;
begin
  if v is null then
    if p_required then perform private.field_invalid(p_index, p_key, 'is required'); end if;
    return null;
  end if;
  if jsonb_typeof(v) <> 'string' then
    perform private.field_invalid(p_index, p_key, 'must be a string');
  end if;
  t := v #>> '{}';
  if length(t) < 1 or length(t) > p_max then
    perform private.field_invalid(p_index, p_key, format('must be 1 to %s characters', p_max));
  end if;
  if p_pattern is not null and t !~ p_pattern then
    perform private.field_invalid(p_index, p_key, 'has characters that are not allowed');
  end if;
  return t;
end $$;

--
-- Name: field_too_many(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.field_too_many(p_message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', 'PT429', 'message', p_message, 'details', null, 'hint', null)::text,
    detail = jsonb_build_object('status', 429, 'headers', jsonb_build_object(
               'Retry-After', (60 - floor(extract(second from now())))::integer::text))::text;
end $$;

--
-- Name: gst_split(integer, numeric, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.gst_split(p_total_paise integer, p_rate_percent numeric, p_intra_state boolean) RETURNS TABLE(taxable_paise integer, cgst_paise integer, sgst_paise integer, igst_paise integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select t.taxable,
         case when p_intra_state then (p_total_paise - t.taxable) - (p_total_paise - t.taxable) / 2 else 0 end,
         case when p_intra_state then (p_total_paise - t.taxable) / 2 else 0 end,
         case when p_intra_state then 0 else p_total_paise - t.taxable end
  from (select round(p_total_paise / (1 + p_rate_percent / 100))::integer as taxable) t
$$;

--
-- Name: gstin_is_valid(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.gstin_is_valid(p_gstin text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select p_gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
    and substr(p_gstin, 15, 1) = substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (36 - (
      select sum(w.v / 36 + w.v % 36)::integer
      from (
        select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(p_gstin, i, 1)) - 1) * (2 - i % 2) as v
        from generate_series(1, 14) as i
      ) w
    ) % 36) % 36 + 1, 1)
$_$;

--
-- Name: has_seen_key(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_seen_key(p_user_id uuid, p_question_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.attempt_question_order o
    join public.user_test_attempts a on a.id = o.attempt_id
    where o.question_id = p_question_id and a.user_id = p_user_id and a.completed
  ) and not exists (
    select 1 from public.questions q
    where q.id = p_question_id and (private.running_attempt(p_user_id, q.test_paper_id)).id is not null
  )
$$;

--
-- Name: import_batch_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.import_batch_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20000 $$;

--
-- Name: india_end_of_day(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.india_end_of_day(p_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (date_trunc('day', p_at at time zone 'Asia/Kolkata') + interval '1 day' - interval '1 millisecond')
         at time zone 'Asia/Kolkata'
$$;

--
-- Name: india_financial_year(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.india_financial_year(p_at timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (
    select extract(year from d)::integer - case when extract(month from d) < 4 then 1 else 0 end as y
    from (select (p_at at time zone 'Asia/Kolkata')::date as d) day
  ) fy
$$;

--
-- Name: invoice_seller_check_gstin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invoice_seller_check_gstin() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.gstin is not null and not private.gstin_is_valid(new.gstin) then
    raise exception 'Not a valid GSTIN: %', new.gstin using errcode = '23514';
  end if;
  return new;
end $$;

--
-- Name: is_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select coalesce(private.staff_role() = 'admin', false) $$;

--
-- Name: is_editor(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_editor() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.staff_role() is not null $$;

--
-- Name: mark_attempt(public.user_test_attempts); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mark_attempt(p_attempt public.user_test_attempts) RETURNS TABLE(score integer, correct_count integer, wrong_count integer, unanswered_count integer, total_marks integer, marks_earned integer, negative_marks numeric, net_marks numeric, net_percent numeric, negative_marking_percent integer, passing_score_percent integer, passed boolean, section_results jsonb)
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

--
-- Name: normalized_text(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalized_text(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(lower(coalesce(p_text, '')), '\s+', ' ', 'g'))
$$;

--
-- Name: option_text(private.question_versions, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.option_text(p_question private.question_versions, p_key text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_key when 'A' then p_question.option_a when 'B' then p_question.option_b
                    when 'C' then p_question.option_c when 'D' then p_question.option_d end
$$;

--
-- Name: option_text(public.questions, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.option_text(p_question public.questions, p_key text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_key when 'A' then p_question.option_a when 'B' then p_question.option_b
                    when 'C' then p_question.option_c when 'D' then p_question.option_d end
$$;

--
-- Name: paper_blueprint_problems(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.paper_blueprint_problems(p_paper_id uuid) RETURNS SETOF text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: paper_key_count(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.paper_key_count(p_paper_id uuid, p_letter text) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.questions q
  where q.test_paper_id = p_paper_id and q.correct_option::text = p_letter and q.status <> 'retired'
$$;

--
-- Name: plan_benefit_lines(uuid, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.plan_benefit_lines(p_exam_id uuid, p_duration_days integer) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: purge_field_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_field_events() RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_deleted integer;
begin
  delete from private.field_events where received_at < now() - interval '30 days';
  get diagnostics v_deleted = row_count;
  delete from private.field_rate where minute < date_trunc('minute', now()) - interval '5 minutes';
  return v_deleted;
end $$;

--
-- Name: question_attempted(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_attempted(p_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.attempt_question_order o where o.question_id = p_id)
$$;

--
-- Name: question_fields(public.questions); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_fields(p_q public.questions) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_q.id is not null then jsonb_build_object(
    'paper_id', p_q.test_paper_id, 'question_text', p_q.question_text, 'option_a', p_q.option_a,
    'option_b', p_q.option_b, 'option_c', p_q.option_c, 'option_d', p_q.option_d,
    'correct_option', p_q.correct_option, 'explanation', p_q.explanation, 'topic', p_q.topic, 'marks', p_q.marks,
    'case_id', p_q.case_id, 'status', p_q.status, 'version', p_q.version) end
$$;

--
-- Name: question_problem(uuid, text, text, text, text, text, text, text, text, integer, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_problem(p_paper_id uuid, p_text text, p_a text, p_b text, p_c text, p_d text, p_key text, p_explanation text, p_topic text, p_marks integer, p_case_id uuid) RETURNS TABLE(field text, message text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f, msg from (
    select 1 as n, 'paper_id' as f,
           case when p_paper_id is null then 'Choose the paper (paper_id) the question belongs to'
                when not exists (select 1 from public.test_papers tp where tp.id = p_paper_id)
                  then 'The paper (paper_id) does not exist' end as msg
    union all select 2, 'question_text',
           case when coalesce(btrim(p_text), '') = '' then 'The question text (question_text) is empty'
                when length(p_text) > 4000 then 'The question text (question_text) is longer than 4000 characters' end
    union all select 3 + k.i, 'option_' || lower(k.letter),
           case when coalesce(btrim(k.opt), '') = '' then format('Option %s (option_%s) is empty', k.letter, lower(k.letter))
                when length(k.opt) > 1000 then format('Option %s (option_%s) is longer than 1000 characters', k.letter, lower(k.letter))
                when k.same is not null then format('Option %s (option_%s) is the same as option %s', k.letter, lower(k.letter), k.same) end
      from (
        select o.i, o.letter, o.opt,
               (select min(p.letter) from (values (1, 'A', p_a), (2, 'B', p_b), (3, 'C', p_c), (4, 'D', p_d)) p(i, letter, opt)
                where p.i < o.i and lower(btrim(p.opt)) = lower(btrim(o.opt))) as same
        from (values (1, 'A', p_a), (2, 'B', p_b), (3, 'C', p_c), (4, 'D', p_d)) o(i, letter, opt)
      ) k
    union all select 8, 'correct_option',
           case when p_key is null or p_key not in ('A', 'B', 'C', 'D') then 'The answer key (correct_option) is A, B, C or D' end
    union all select 9, 'explanation',
           case when coalesce(btrim(p_explanation), '') = '' then 'The explanation (explanation) is empty'
                when length(p_explanation) > 4000 then 'The explanation (explanation) is longer than 4000 characters' end
    union all select 10, 'topic',
           case when p_topic is null and exists (
                  select 1 from public.test_papers tp join public.exam_topics t on t.exam_id = tp.exam_id where tp.id = p_paper_id)
                  then 'Choose one of the exam''s topics (topic)'
                when p_topic is not null and not exists (
                  select 1 from public.test_papers tp join public.exam_topics t on t.exam_id = tp.exam_id and t.title = p_topic
                  where tp.id = p_paper_id)
                  then format('"%s" is not a topic (topic) of this exam', p_topic) end
    union all select 11, 'marks',
           case when p_marks is null or p_marks not in (1, 2) then 'A question carries 1 or 2 marks (marks)' end
    union all select 12, 'case_id',
           case when p_case_id is not null and not exists (
                  select 1 from public.question_cases c where c.id = p_case_id and c.test_paper_id = p_paper_id)
                  then 'The case (case_id) is not a case of this paper' end
  ) checks
  where msg is not null
  order by n
  limit 1
$$;

--
-- Name: question_problem_duplicate(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_problem_duplicate(p_text text, p_except uuid) RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select q.id from public.questions q
  where private.normalized_text(q.question_text) = private.normalized_text(p_text)
    and q.id is distinct from p_except and q.status <> 'retired'
  limit 1
$$;

--
-- Name: question_report_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_report_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20 $$;

--
-- Name: question_reports_reopen(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_reports_reopen() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.reason, new.note) is distinct from (old.reason, old.note) then
    new.status := 'open';
    new.resolved_at := null;
    new.resolution_note := null;
  end if;
  return new;
end $$;

--
-- Name: question_section(jsonb, boolean, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.question_section(p_structure jsonb, p_in_case boolean, p_marks integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: questions_assign_position(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_assign_position() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.position is null then
    select coalesce(max(q.position), 0) + 1 into new.position
    from public.questions q where q.test_paper_id = new.test_paper_id;
  end if;
  return new;
end $$;

--
-- Name: questions_check_topic_and_case(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_check_topic_and_case() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: questions_keep_paper_blueprint(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_keep_paper_blueprint() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_problems text;
begin
  if exists (select 1 from public.test_papers tp where tp.id = new.test_paper_id and tp.kind = 'full' and tp.status = 'published') then
    select string_agg(p, '; ') into v_problems from private.paper_blueprint_problems(new.test_paper_id) p;
    if v_problems is not null then
      perform private.raise_invalid('status', format(
        'This question''s paper is a published full-length paper, and it would no longer match its blueprint (%s): '
        'correct the question instead, or make a new paper and retire this one', v_problems));
    end if;
  end if;
  return null;
end $$;

--
-- Name: questions_keep_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_keep_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' or new.version <> old.version then
    insert into private.question_versions (question_id, version, question_text, option_a, option_b, option_c, option_d,
                                           correct_option, explanation, marks, topic, case_id, created_by)
    values (new.id, new.version, new.question_text, new.option_a, new.option_b, new.option_c, new.option_d,
            new.correct_option, new.explanation, new.marks, new.topic, new.case_id, new.updated_by);
  end if;
  return null;
end $$;

--
-- Name: questions_maintain_count(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_maintain_count() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('DELETE', 'UPDATE') and old.status = 'published' then
    update public.test_papers set question_count = question_count - 1 where id = old.test_paper_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
    update public.test_papers set question_count = question_count + 1 where id = new.test_paper_id;
  end if;
  return null;
end $$;

--
-- Name: questions_next_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.questions_next_version() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.version = old.version
     and (new.question_text, new.option_a, new.option_b, new.option_c, new.option_d, new.correct_option,
          new.explanation, new.marks, new.topic, new.case_id)
         is distinct from
         (old.question_text, old.option_a, old.option_b, old.option_c, old.option_d, old.correct_option,
          old.explanation, old.marks, old.topic, old.case_id) then
    new.version := old.version + 1;
  end if;
  if new.version < old.version then
    raise exception 'A question''s version never goes back' using errcode = '22023';
  end if;
  return new;
end $$;

--
-- Name: raise_api(text, integer, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.raise_api(p_code text, p_status integer, p_message text, p_details text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', p_code, 'message', p_message, 'details', p_details, 'hint', null)::text,
    detail = jsonb_build_object('status', p_status, 'headers', '{}'::jsonb)::text;
end $$;

--
-- Name: raise_invalid(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.raise_invalid(p_field text, p_message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception '%', p_message using errcode = '22023', detail = jsonb_build_object('field', p_field)::text;
end $$;

--
-- Name: refresh_plan_descriptions(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_plan_descriptions(p_exam_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.exam_plans p
  set description = private.plan_benefit_lines(p.exam_id, p.duration_days)
  where p.exam_id = p_exam_id
    and exists (select 1 from private.plan_benefits pb where pb.exam_id = p.exam_id)
    and p.description is distinct from private.plan_benefit_lines(p.exam_id, p.duration_days)
$$;

--
-- Name: remark_attempt(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.remark_attempt(p_attempt_id uuid, p_reason text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts;
  m record;
begin
  select * into v_attempt from public.user_test_attempts where id = p_attempt_id and completed for update;
  if not found then
    return false;
  end if;
  select * into m from private.mark_attempt(v_attempt);
  if (m.score, m.correct_count, m.wrong_count, m.unanswered_count, m.total_marks, m.marks_earned,
      m.net_marks, m.negative_marking_percent, m.passed, m.section_results)
     is not distinct from (v_attempt.score, v_attempt.correct_count, v_attempt.wrong_count, v_attempt.unanswered_count,
                           v_attempt.total_marks, v_attempt.marks_earned,
                           v_attempt.net_marks, v_attempt.negative_marking_percent, v_attempt.passed, v_attempt.section_results) then
    return false;
  end if;
  update public.user_test_attempts
  set score = m.score,
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
      section_results = m.section_results,
      remarked_at = now(),
      remark_reason = p_reason
  where id = p_attempt_id;
  return true;
end $$;

--
-- Name: request_prerender(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_prerender() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.prerender_requests (exam_id) values (new.exam_id)
  on conflict (exam_id) do update set requested_at = now();
  return null;
end $$;

--
-- Name: require_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_admin() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can change papers, exam facts and plans' using errcode = '42501';
  end if;
end $$;

--
-- Name: require_editor(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_editor() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_editor() then
    raise exception 'Only the content team can use the question studio' using errcode = '42501';
  end if;
end $$;

--
-- Name: running_attempt(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.running_attempt(p_user_id uuid, p_test_paper_id uuid) RETURNS public.user_test_attempts
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select a.* from public.user_test_attempts a
  where a.user_id = p_user_id and a.test_paper_id = p_test_paper_id and not a.completed
    and now() <= a.deadline + private.answer_grace()
  order by a.start_time desc
  limit 1
$$;

--
-- Name: shuffled_option_keys(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shuffled_option_keys() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  return (select string_agg(k, '' order by random()) from unnest(array['A', 'B', 'C', 'D']) k);
end $$;

--
-- Name: staff_role(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.staff_role() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r from (select auth.jwt() -> 'app_metadata' ->> 'role' as r) x where r in ('editor', 'admin')
$$;

--
-- Name: studio_matches(text, uuid, text, uuid, text, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.studio_matches(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) RETURNS SETOF public.questions
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_query tsquery := private.studio_tsquery(p_search);
begin
  if p_status is not null and p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'The status filter is draft, published or retired');
  end if;
  return query
    select q.*
    from public.questions q
    join public.test_papers tp on tp.id = q.test_paper_id
    where (v_query is null or q.search @@ v_query)
      and (p_exam_id is null or tp.exam_id = p_exam_id)
      and (p_paper_id is null or q.test_paper_id = p_paper_id)
      and (p_topic is null or q.topic = p_topic)
      and (p_status is null or q.status = p_status)
      and (p_has_reports is null
           or p_has_reports = exists (select 1 from public.question_reports r
                                      where r.question_id = q.id and r.status = 'open'));
end $$;

--
-- Name: studio_paper_json(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.studio_paper_json(p_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: studio_question_json(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.studio_question_json(p_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'id', q.id, 'exam_id', e.id, 'exam_name', e.name, 'paper_id', tp.id, 'paper_title', tp.title,
    'position', q.position, 'question_text', q.question_text, 'option_a', q.option_a, 'option_b', q.option_b,
    'option_c', q.option_c, 'option_d', q.option_d, 'correct_option', q.correct_option, 'explanation', q.explanation,
    'topic', q.topic, 'marks', q.marks, 'case_id', q.case_id, 'case_title', c.title, 'case_passage', c.passage,
    'status', q.status, 'version', q.version, 'updated_at', q.updated_at, 'updated_by_email', u.email,
    'attempted', private.question_attempted(q.id),
    'open_reports', (select count(*) from public.question_reports r where r.question_id = q.id and r.status = 'open'),
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object('version', v.version, 'created_at', v.created_at,
                                          'created_by_email', vu.email) order by v.version desc)
      from private.question_versions v
      left join auth.users vu on vu.id = v.created_by
      where v.question_id = q.id), '[]'::jsonb))
  from public.questions q
  join public.test_papers tp on tp.id = q.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = q.case_id
  left join auth.users u on u.id = q.updated_by
  where q.id = p_id
$$;

--
-- Name: studio_tsquery(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.studio_tsquery(p_search text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when count(*) > 0 then to_tsquery('simple'::regconfig, string_agg(w || ':*', ' & ')) end
  from regexp_split_to_table(lower(coalesce(p_search, '')), '[^[:alnum:]]+') w
  where w <> ''
$$;

--
-- Name: tax_invoices_immutable(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tax_invoices_immutable() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and new.user_id is null and (to_jsonb(new) - 'user_id') = (to_jsonb(old) - 'user_id') then
    return new;
  end if;
  raise exception 'An issued tax invoice cannot be changed or deleted' using errcode = 'P0001';
end $$;

--
-- Name: test_papers_publish(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.test_papers_publish() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: test_papers_refresh_plans(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.test_papers_refresh_plans() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.refresh_plan_descriptions(new.exam_id);
  return null;
end $$;

--
-- Name: try_uuid(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.try_uuid(p_text text) RETURNS uuid
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case when btrim(p_text) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then btrim(p_text)::uuid end
$_$;

--
-- Name: va_remark_reason(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.va_remark_reason() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'Series V-A has no negative marking. This attempt was first marked with a deduction for wrong answers, '
         'which was our error; its marks and result have been corrected.'
$$;

--
-- Name: apply_due_prices(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_due_prices() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_changed integer;
begin
  update public.exam_plans p
  set price = d.price, original_price = d.original_price
  from (
    select distinct on (pp.plan_id) pp.plan_id, pp.price, pp.original_price
    from private.plan_prices pp where pp.effective_at <= now()
    order by pp.plan_id, pp.effective_at desc, pp.id desc
  ) d
  where d.plan_id = p.id and (p.price, p.original_price) is distinct from (d.price, d.original_price);
  get diagnostics v_changed = row_count;
  return v_changed;
end $$;

--
-- Name: cancel_plan_price(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_plan_price(p_price_id bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row private.plan_prices;
begin
  perform private.require_admin();
  select * into v_row from private.plan_prices where id = p_price_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Price not found');
  end if;
  if v_row.effective_at <= now() then
    perform private.raise_invalid('effective_at', 'This price has taken effect: schedule a new one instead');
  end if;
  delete from private.plan_prices where id = p_price_id;
  perform private.audit('cancel_plan_price', v_row.plan_id::text,
                        jsonb_build_object('price', v_row.price, 'original_price', v_row.original_price, 'effective_at', v_row.effective_at),
                        null);
  return public.studio_plans((select p.exam_id from public.exam_plans p where p.id = v_row.plan_id));
end $$;

--
-- Name: check_practice_answer(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) RETURNS TABLE(question_id uuid, selected_option text, correct_option text, is_correct boolean, explanation text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_question public.questions;
begin
  if v_uid is null then
    raise exception 'Sign in to practise' using errcode = '42501';
  end if;
  if upper(btrim(p_selected_option)) not in ('A', 'B', 'C', 'D') or p_selected_option is null then
    raise exception 'Selected option must be A, B, C or D' using errcode = 'P0001';
  end if;
  select * into v_question from public.questions where id = p_question_id;
  -- An unknown question and an unseen one look the same: nothing is revealed.
  if not found or not private.has_seen_key(v_uid, p_question_id) then
    raise exception 'Practice is only for questions from your submitted attempts' using errcode = '42501';
  end if;
  if not private.can_open_paper(v_uid, v_question.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query select v_question.id, upper(btrim(p_selected_option)), v_question.correct_option::text,
                      upper(btrim(p_selected_option)) = v_question.correct_option::text, v_question.explanation;
end $$;

--
-- Name: delete_my_account(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_my_account(p_confirm_email text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_email text;
begin
  if v_uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  select email into v_email from auth.users where id = v_uid;
  if v_email is null or lower(btrim(coalesce(p_confirm_email, ''))) <> lower(v_email) then
    raise exception 'Type your email address exactly to confirm' using errcode = '22023';
  end if;
  update public.payment_webhook_events
  set payload = jsonb_build_object('redacted', 'account deleted')
  where order_id in (select id from public.payment_orders where user_id = v_uid);
  delete from auth.users where id = v_uid;
end $$;

--
-- Name: delete_question(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_question(p_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_q public.questions;
begin
  perform private.require_editor();
  select * into v_q from public.questions where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  if private.question_attempted(p_id) then
    raise exception 'This question has been attempted; retire it instead' using errcode = '23503';
  end if;
  delete from public.questions where id = p_id;
  perform private.audit('delete_question', p_id::text, private.question_fields(v_q), null);
end $$;

--
-- Name: draw_paper_from_bank(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb DEFAULT NULL::jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_paper public.test_papers;
  v_bank uuid;
  v_info public.exam_info;
  v_section jsonb;
  v_need integer;
  v_marks integer;
  v_have integer;
  v_quota record;
  v_pick uuid;
  v_case record;
  v_drawn integer := 0;
  v_cases integer := 0;
begin
  perform private.require_admin();
  select * into v_paper from public.test_papers where id = p_paper_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  if v_paper.status <> 'draft' or v_paper.kind <> 'full' then
    perform private.raise_invalid('paper', 'Only a draft full-length paper is drawn from the bank');
  end if;
  if exists (select 1 from public.questions q where q.test_paper_id = p_paper_id and q.status <> 'retired') then
    perform private.raise_invalid('paper', 'This paper already has questions: draw into an empty draft');
  end if;
  if p_topic_weights is not null and (jsonb_typeof(p_topic_weights) <> 'object'
     or exists (select 1 from jsonb_each(p_topic_weights) w where jsonb_typeof(w.value) <> 'number' or (w.value)::numeric < 0)) then
    perform private.raise_invalid('topic_weights', 'Topic weights are an object of topic: a number of 0 or more');
  end if;
  select tp.id into v_bank from public.test_papers tp where tp.exam_id = v_paper.exam_id and tp.kind = 'bank'
  order by tp.created_at limit 1 for update;
  if v_bank is null then
    perform private.raise_invalid('bank', 'This exam has no question bank: create a paper of kind "Question bank" and import into it');
  end if;
  select * into v_info from public.exam_info where exam_id = v_paper.exam_id;

  for v_section in select s from jsonb_array_elements(v_info.structure) s loop
    v_marks := (v_section ->> 'marks_each')::integer;
    -- Caselets: a caselet section's, or the ones a stand-alone section says some of its questions come in (XV).
    if coalesce((v_section ->> 'cases')::integer, 0) > 0 then
      v_need := (v_section ->> 'cases')::integer;
      for v_case in
        select c.id from public.question_cases c
        where c.test_paper_id = v_bank
          and (select count(*) from public.questions q where q.case_id = c.id and q.status <> 'retired') = coalesce((v_section ->> 'questions_per_case')::integer, 5)
          and not exists (select 1 from public.questions q where q.case_id = c.id and q.status <> 'retired' and q.marks <> v_marks)
        order by random() limit v_need
      loop
        update public.question_cases set test_paper_id = p_paper_id,
          position = coalesce((select max(x.position) from public.question_cases x where x.test_paper_id = p_paper_id), 0) + 1
        where id = v_case.id;
        update public.questions q set test_paper_id = p_paper_id,
          position = coalesce((select max(x.position) from public.questions x where x.test_paper_id = p_paper_id), 0) + o.n
        from (select q2.id, row_number() over (order by q2.position) as n from public.questions q2
              where q2.case_id = v_case.id and q2.status <> 'retired') o
        where q.id = o.id;
        v_cases := v_cases + 1;
        v_need := v_need - 1;
      end loop;
      if v_need > 0 then
        perform private.raise_invalid('bank', format('The bank lacks %s caselet(s) of %s questions of %s mark(s) for "%s"',
          v_need, coalesce(v_section ->> 'questions_per_case', '5'), v_marks, v_section ->> 'section'));
      end if;
    end if;
    if coalesce(v_section ->> 'kind', 'single') <> 'case' then
      v_need := (v_section ->> 'questions')::integer
                - coalesce((v_section ->> 'cases')::integer, 0) * coalesce((v_section ->> 'questions_per_case')::integer, 5);
      select count(*) into v_have from public.questions q
      where q.test_paper_id = v_bank and q.case_id is null and q.marks = v_marks and q.status <> 'retired';
      if v_have < v_need then
        perform private.raise_invalid('bank', format('The bank has %s stand-alone question(s) of %s mark(s); "%s" needs %s',
          v_have, v_marks, v_section ->> 'section', v_need));
      end if;
      -- Each topic's share of the section by its weight (largest remainders), no more than the bank holds of it; what
      -- a topic cannot fill goes to the topics with questions left, heaviest first.
      for v_quota in
        with avail as (
          select q.topic, count(*) as have,
                 coalesce((p_topic_weights ->> q.topic)::numeric, case when p_topic_weights is null then 1 else 0 end) as weight
          from public.questions q
          where q.test_paper_id = v_bank and q.case_id is null and q.marks = v_marks and q.status <> 'retired'
          group by q.topic
        ),
        total as (select sum(weight) as w from avail),
        share as (
          select a.topic, a.have, a.weight,
                 case when t.w > 0 then v_need * a.weight / t.w else 0 end as exact
          from avail a, total t
        ),
        floored as (select s.*, least(floor(s.exact)::integer, s.have::integer) as base from share s),
        ranked as (
          select f.*, row_number() over (order by (f.exact - floor(f.exact)) desc, f.weight desc, f.topic) as r
          from floored f where f.base < f.have
        )
        select f.topic, f.base + case when r.r <= v_need - (select sum(base) from floored) then 1 else 0 end as quota
        from floored f left join ranked r on r.topic is not distinct from f.topic
      loop
        for i in 1..v_quota.quota loop
          select q.id into v_pick from public.questions q
          where q.test_paper_id = v_bank and q.case_id is null and q.marks = v_marks and q.status <> 'retired'
            and q.topic is not distinct from v_quota.topic
          order by private.paper_key_count(p_paper_id, q.correct_option::text), random() limit 1;
          exit when v_pick is null;
          update public.questions set test_paper_id = p_paper_id,
            position = coalesce((select max(x.position) from public.questions x where x.test_paper_id = p_paper_id), 0) + 1
          where id = v_pick;
          v_drawn := v_drawn + 1;
          v_pick := null;
        end loop;
      end loop;
      -- Topics without weight or short of questions: the rest from what the bank still holds, keys balanced.
      while (select count(*) from public.questions q where q.test_paper_id = p_paper_id and q.case_id is null and q.marks = v_marks) < v_need loop
        select q.id into v_pick from public.questions q
        where q.test_paper_id = v_bank and q.case_id is null and q.marks = v_marks and q.status <> 'retired'
        order by private.paper_key_count(p_paper_id, q.correct_option::text), random() limit 1;
        update public.questions set test_paper_id = p_paper_id,
          position = coalesce((select max(x.position) from public.questions x where x.test_paper_id = p_paper_id), 0) + 1
        where id = v_pick;
        v_drawn := v_drawn + 1;
      end loop;
    end if;
  end loop;

  perform private.audit('draw_paper_from_bank', p_paper_id::text, null,
                        jsonb_build_object('bank', v_bank, 'questions', v_drawn, 'caselets', v_cases, 'topic_weights', p_topic_weights,
                                           'keys', (select jsonb_object_agg(k, private.paper_key_count(p_paper_id, k))
                                                    from unnest(array['A', 'B', 'C', 'D']) k)));
  return private.studio_paper_json(p_paper_id);
end $$;

--
-- Name: export_my_data(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_my_data() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'exported_at', now(),
      'profile', (
        select jsonb_build_object(
          'id', u.id,
          'email', u.email,
          'full_name', u.raw_user_meta_data ->> 'full_name',
          'marketing_opt_in', coalesce((u.raw_user_meta_data ->> 'marketing_opt_in')::boolean, false),
          'created_at', u.created_at,
          'email_confirmed_at', u.email_confirmed_at,
          'last_sign_in_at', u.last_sign_in_at)
        from auth.users u where u.id = v_uid),
      'purchases', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id, 'exam', e.name, 'plan_type', pl.plan_type, 'duration_days', pl.duration_days,
          'payment_status', p.payment_status, 'payment_id', p.payment_id,
          'purchase_date', p.purchase_date, 'expiry_date', p.expiry_date) order by p.created_at)
        from public.exam_purchases p
        join public.exams e on e.id = p.exam_id
        join public.exam_plans pl on pl.id = p.plan_id
        where p.user_id = v_uid), '[]'::jsonb),
      'payment_orders', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', o.id, 'exam_id', o.exam_id, 'plan_id', o.plan_id, 'amount_paise', o.amount_paise,
          'currency', o.currency, 'status', o.status, 'payment_id', o.payment_id,
          'created_at', o.created_at, 'paid_at', o.paid_at) order by o.created_at)
        from public.payment_orders o where o.user_id = v_uid), '[]'::jsonb),
      'attempts', coalesce((
        select jsonb_agg((to_jsonb(a) - 'user_id') || jsonb_build_object(
          'test_paper', tp.title, 'exam_id', tp.exam_id,
          'answers', coalesce((
            select jsonb_agg((to_jsonb(ua) - 'attempt_id') || jsonb_build_object('question_position', q.position)
                             order by q.position)
            from public.user_answers ua join public.questions q on q.id = ua.question_id
            where ua.attempt_id = a.id), '[]'::jsonb)) order by a.start_time)
        from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
        where a.user_id = v_uid), '[]'::jsonb),
      'question_reports', coalesce((
        select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at)
        from public.question_reports r where r.user_id = v_uid), '[]'::jsonb),
      'tax_invoices', coalesce((
        select jsonb_agg(to_jsonb(i) - 'user_id' order by i.issued_at)
        from public.tax_invoices i where i.user_id = v_uid), '[]'::jsonb)
    )
  );
end $$;

--
-- Name: export_questions(text, uuid, text, uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_questions(p_search text DEFAULT NULL::text, p_exam_id uuid DEFAULT NULL::uuid, p_topic text DEFAULT NULL::text, p_paper_id uuid DEFAULT NULL::uuid, p_status text DEFAULT NULL::text, p_has_reports boolean DEFAULT NULL::boolean) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
  v_count integer;
begin
  perform private.require_editor();
  with m as materialized (
    select * from private.studio_matches(p_search, p_exam_id, p_topic, p_paper_id, p_status, p_has_reports)
  )
  select count(*),
         coalesce(jsonb_agg(jsonb_build_object(
           'id', q.id, 'exam', e.name, 'paper', tp.title, 'topic', coalesce(q.topic, ''), 'case', coalesce(c.title, ''),
           'marks', q.marks, 'question', q.question_text, 'option_a', q.option_a, 'option_b', q.option_b,
           'option_c', q.option_c, 'option_d', q.option_d, 'answer', q.correct_option, 'explanation', q.explanation)
           order by e.name, tp.position, tp.title, q.position), '[]'::jsonb)
  into v_count, v_result
  from m q
  join public.test_papers tp on tp.id = q.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = q.case_id;
  if v_count > private.export_limit() then
    perform private.raise_invalid('filters', format('%s questions match: narrow the filters to export at most %s at once',
                                                    v_count, private.export_limit()));
  end if;
  return v_result;
end $$;

--
-- Name: field_errors(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.field_errors(p_hours integer DEFAULT 24) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  with g as (
    select e.message, e.frame, e.remote, e.version, e.kind, e.name, count(*)::integer as count,
           min(e.received_at) as first_seen, max(e.received_at) as last_seen, max(e.id) as last_id
    from private.field_events e
    where e.received_at >= now() - make_interval(hours => p_hours)
      and (e.kind = 'error' or (e.kind = 'remote' and e.name = 'load-failed'))
    group by e.message, e.frame, e.remote, e.version, e.kind, e.name
    order by count(*) desc, max(e.received_at) desc
    limit 100
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'message', g.message, 'frame', g.frame, 'remote', g.remote, 'version', g.version, 'kind', g.kind,
           'name', g.name, 'count', g.count, 'first_seen', g.first_seen, 'last_seen', g.last_seen,
           'sample', jsonb_build_object('route', s.route, 'attribution', s.attribution, 'connection', s.connection,
                                        'device', s.device))
           order by g.count desc, g.last_seen desc), '[]'::jsonb)
  into v_result
  from g join private.field_events s on s.id = g.last_id;
  return v_result;
end $$;

--
-- Name: field_remote_loads(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.field_remote_loads(p_hours integer DEFAULT 24) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  select coalesce(jsonb_agg(to_jsonb(g) order by g.remote, g.version), '[]'::jsonb) into v_result
  from (
    select e.remote, e.version, count(*) filter (where e.name = 'load')::integer as loads,
           count(*) filter (where e.name = 'load-failed')::integer as failures
    from private.field_events e
    where e.kind = 'remote' and e.received_at >= now() - make_interval(hours => p_hours)
    group by e.remote, e.version
  ) g;
  return v_result;
end $$;

--
-- Name: field_vitals(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.field_vitals(p_hours integer DEFAULT 24) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  select coalesce(jsonb_agg(to_jsonb(g) order by g.route, g.remote, g.version, g.name), '[]'::jsonb) into v_result
  from (
    select e.route, e.remote, e.version, e.name, count(*)::integer as samples,
           percentile_cont(0.75) within group (order by e.value) as p75,
           round(count(*) filter (where e.rating = 'good')::numeric / count(*), 3) as good_share
    from private.field_events e
    where e.kind = 'vital' and e.received_at >= now() - make_interval(hours => p_hours)
    group by e.route, e.remote, e.version, e.name
    order by count(*) desc
    limit 1000
  ) g;
  return v_result;
end $$;

--
-- Name: field_vitals_series(text, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.field_vitals_series(p_name text, p_route text DEFAULT NULL::text, p_hours integer DEFAULT 24) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_from timestamptz;
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  if p_name is null or p_name not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') then
    raise exception 'p_name must be LCP, INP, CLS, FCP or TTFB' using errcode = '22023';
  end if;
  v_from := date_trunc('hour', now()) - make_interval(hours => p_hours - 1);
  select jsonb_agg(jsonb_build_object('hour', h.hour, 'p75', s.p75, 'samples', coalesce(s.samples, 0)) order by h.hour)
  into v_result
  from generate_series(v_from, date_trunc('hour', now()), interval '1 hour') as h(hour)
  left join (
    select date_trunc('hour', e.received_at) as hour, count(*)::integer as samples,
           percentile_cont(0.75) within group (order by e.value) as p75
    from private.field_events e
    where e.kind = 'vital' and e.name = p_name and e.received_at >= v_from
      and (p_route is null or e.route = p_route)
    group by 1
  ) s on s.hour = h.hour;
  return coalesce(v_result, '[]'::jsonb);
end $$;

--
-- Name: get_attempt_questions(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_attempt_questions(p_attempt_id uuid) RETURNS TABLE(id uuid, "position" integer, question_text text, option_a text, option_b text, option_c text, option_d text, option_keys text, marks smallint, case_id uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not private.can_open_paper(v_attempt.user_id, v_attempt.test_paper_id) then
    raise exception 'No active purchase gives access to this test paper' using errcode = '42501';
  end if;
  return query
    select (p.question).question_id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys, (p.question).marks, (p.question).case_id
    from private.attempt_paper(v_attempt) p
    order by p.position;
end $$;

--
-- Name: get_attempt_review(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_attempt_review(p_attempt_id uuid) RETURNS TABLE(question_id uuid, "position" integer, question_text text, option_a text, option_b text, option_c text, option_d text, option_keys text, selected_option public.answer_option, correct_option public.answer_option, explanation text, marks smallint, topic text, case_id uuid, marked_for_review boolean, time_spent_ms integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
begin
  if not v_attempt.completed then
    raise exception 'Answers are shown once the attempt is submitted' using errcode = '42501';
  end if;
  if (private.running_attempt(v_attempt.user_id, v_attempt.test_paper_id)).id is not null then
    raise exception 'Answers are hidden while an attempt of this paper is in progress' using errcode = 'NSM03';
  end if;
  return query
    select (p.question).question_id, p.position, (p.question).question_text,
           private.option_text(p.question, substr(p.option_keys, 1, 1)),
           private.option_text(p.question, substr(p.option_keys, 2, 1)),
           private.option_text(p.question, substr(p.option_keys, 3, 1)),
           private.option_text(p.question, substr(p.option_keys, 4, 1)),
           p.option_keys,
           a.selected_option, (p.question).correct_option, (p.question).explanation, (p.question).marks,
           (p.question).topic, (p.question).case_id, coalesce(a.marked_for_review, false), a.time_spent_ms
    from private.attempt_paper(v_attempt) p
    left join public.user_answers a
      on a.attempt_id = v_attempt.id and a.question_id = (p.question).question_id
     and a.updated_at <= v_attempt.deadline + private.answer_grace()
    order by p.position;
end $$;

--
-- Name: get_audit_log(text, text, bigint, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_audit_log(p_action text DEFAULT NULL::text, p_actor text DEFAULT NULL::text, p_before bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 50, p_subject text DEFAULT NULL::text) RETURNS TABLE(id bigint, at timestamp with time zone, actor_email text, action text, subject text, before jsonb, after jsonb)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read the audit log' using errcode = '42501';
  end if;
  return query
    select l.id, l.at, l.actor_email, l.action, l.subject, l.before, l.after
    from private.audit_log l
    where (p_action is null or l.action = p_action)
      and (p_actor is null or strpos(lower(l.actor_email), lower(p_actor)) > 0)
      and (p_subject is null or l.subject = p_subject)
      and (p_before is null or l.id < p_before)
    order by l.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;

--
-- Name: get_exam_progress(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_exam_progress(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_grace interval := private.answer_grace();
begin
  if v_uid is null then
    raise exception 'Sign in to see your progress' using errcode = '42501';
  end if;
  if not exists (select 1 from public.exams where id = p_exam_id) then
    raise exception 'Exam not found' using errcode = 'P0001';
  end if;
  return (
    with attempts as materialized (
      select a.id, a.test_paper_id, a.start_time, a.end_time, a.deadline, a.completed, a.score, a.net_marks,
             a.total_marks, a.net_percent, a.passed, a.passing_score_percent, a.retake, a.remarked_at
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id
      where a.user_id = v_uid and tp.exam_id = p_exam_id
    ),
    -- The questions (with a topic) of the papers the learner submitted, each once.
    paper_questions as materialized (
      select q.id, q.test_paper_id, q.topic, q.correct_option
      from public.questions q
      where q.test_paper_id in (select a.test_paper_id from attempts a where a.completed) and q.topic is not null
        and q.status = 'published'
    ),
    paper_topics as materialized (
      select q.test_paper_id, q.topic, count(*)::integer as total
      from paper_questions q
      group by q.test_paper_id, q.topic
    ),
    -- Per submitted attempt and topic of its paper: questions, correct and wrong answers. Answers saved after
    -- deadline + grace did not count in the score, so they do not count here either.
    per_attempt as materialized (
      select a.id as attempt_id, a.end_time, x.topic, x.total, x.correct, x.wrong
      from attempts a
      cross join lateral (
        select o.topic, sum(o.total)::integer as total, sum(o.correct)::integer as correct, sum(o.wrong)::integer as wrong
        from (
          select pt.topic, pt.total, 0 as correct, 0 as wrong
          from paper_topics pt
          where pt.test_paper_id = a.test_paper_id
          union all
          select q.topic, 0, (ua.selected_option = q.correct_option)::integer, (ua.selected_option <> q.correct_option)::integer
          from (
            select ua.question_id, ua.selected_option, a.test_paper_id
            from public.user_answers ua
            where ua.attempt_id = a.id and ua.updated_at <= a.deadline + v_grace
            offset 0
          ) ua
          join paper_questions q on q.id = ua.question_id and q.test_paper_id = ua.test_paper_id
        ) o
        group by o.topic
      ) x
      where a.completed
    ),
    topic_totals as (
      select p.topic, sum(p.correct)::integer as correct, sum(p.wrong)::integer as wrong,
             sum(p.total - p.correct - p.wrong)::integer as unanswered, sum(p.total)::integer as total,
             json_agg(json_build_object('attempt_id', p.attempt_id, 'at', p.end_time,
                                        'accuracy', round(100.0 * p.correct / p.total)) order by p.end_time) as trend
      from per_attempt p group by p.topic
    )
    select json_build_object(
      'exam_id', p_exam_id,
      'passing_score_percent', (select i.passing_score_percent from public.exam_info i where i.exam_id = p_exam_id),
      'server_time', now(),
      'papers', coalesce((
        select json_agg(json_build_object(
          'id', tp.id, 'title', tp.title, 'position', tp.position, 'duration_minutes', tp.duration_minutes,
          'question_count', tp.question_count,
          'attempts', coalesce((
            select json_agg(json_build_object(
              'id', a.id, 'start_time', a.start_time, 'end_time', a.end_time, 'deadline', a.deadline,
              'completed', a.completed, 'score', a.score, 'net_marks', a.net_marks, 'total_marks', a.total_marks,
              'net_percent', a.net_percent, 'passed', a.passed, 'passing_score_percent', a.passing_score_percent,
              'retake', a.retake, 'remarked_at', a.remarked_at,
              'time_taken_seconds', case when a.completed then extract(epoch from a.end_time - a.start_time)::integer end)
              order by a.start_time)
            from attempts a where a.test_paper_id = tp.id), '[]'::json))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::json),
      'topics', coalesce((
        select json_agg(json_build_object(
          'topic', t.title, 'chapter', t.chapter,
          'correct', tt.correct, 'wrong', tt.wrong, 'unanswered', tt.unanswered, 'total', tt.total,
          'accuracy', round(100.0 * tt.correct / tt.total), 'trend', tt.trend)
          order by round(100.0 * tt.correct / tt.total), tt.total desc, t.chapter)
        from topic_totals tt
        join public.exam_topics t on t.exam_id = p_exam_id and t.title = tt.topic), '[]'::json)
    )::jsonb
  );
end $$;

--
-- Name: exam_purchases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_purchases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    exam_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    payment_id text NOT NULL,
    purchase_date timestamp with time zone DEFAULT now() NOT NULL,
    expiry_date timestamp with time zone NOT NULL,
    payment_status public.payment_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT exam_purchases_expiry_after_purchase CHECK ((expiry_date > purchase_date))
);

--
-- Name: grant_free_access(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.grant_free_access(p_plan_id uuid) RETURNS public.exam_purchases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_plan public.exam_plans;
  v_row public.exam_purchases;
begin
  if v_uid is null then
    raise exception 'Sign in to get free access' using errcode = '42501';
  end if;
  select * into v_plan from public.exam_plans where id = p_plan_id;
  if not found then
    raise exception 'Plan not found' using errcode = 'P0001';
  end if;
  if v_plan.price <> 0 then
    raise exception 'Free access is only for a plan priced 0' using errcode = 'P0001';
  end if;

  -- Serialise one user's grants so a double click cannot create two rows.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('grant_free_access:' || v_uid::text));

  -- The latest purchase decides access, so a new demo would hide a paid plan still running.
  if exists (
    select 1 from public.exam_purchases
    where user_id = v_uid and exam_id = v_plan.exam_id
      and payment_status = 'completed' and expiry_date >= now()
  ) then
    raise exception 'You already have an active plan for this exam.' using errcode = 'P0001';
  end if;

  -- Asking again on the same day returns today's demo instead of stacking rows.
  select * into v_row from public.exam_purchases
  where user_id = v_uid and plan_id = v_plan.id
    and payment_status = 'demo' and expiry_date >= now()
  order by created_at desc
  limit 1;
  if found then
    return v_row;
  end if;

  insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
  values (v_uid, v_plan.exam_id, v_plan.id, 'free_access', now(), private.india_end_of_day(now()), 'demo')
  returning * into v_row;
  return v_row;
end $$;

--
-- Name: grant_staff_role(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.grant_staff_role(p_email text, p_role text) RETURNS TABLE(email text, role text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_user auth.users;
  v_before text;
begin
  if not (private.is_admin() or coalesce(auth.role() = 'service_role', false)) then
    raise exception 'Only an admin can grant or remove a staff role' using errcode = '42501';
  end if;
  if p_role is not null and p_role not in ('editor', 'admin') then
    raise exception 'A staff role is editor or admin' using errcode = '22023';
  end if;
  select * into v_user from auth.users u where lower(u.email) = lower(btrim(p_email)) for update;
  if not found then
    raise exception 'No account has that email' using errcode = 'P0002';
  end if;
  if v_user.id = auth.uid() then
    raise exception 'Ask another admin to change your own role' using errcode = '42501';
  end if;
  v_before := v_user.raw_app_meta_data ->> 'role';
  update auth.users
  set raw_app_meta_data = case when p_role is null then coalesce(raw_app_meta_data, '{}'::jsonb) - 'role'
                               else coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', p_role) end,
      updated_at = now()
  where id = v_user.id;
  perform private.audit('grant_staff_role', v_user.email,
                        jsonb_build_object('role', v_before), jsonb_build_object('role', p_role));
  return query select v_user.email::text, p_role;
end $$;

--
-- Name: ingest_field_events(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ingest_field_events(p_batch jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_minute timestamptz := date_trunc('minute', now());
  v_address text := private.field_caller_address();
  v_count integer;
  v_events jsonb;
  v_event jsonb;
  v_index integer := 0;
  v_key text;
  v_kind text;
  v_name text;
  v_value numeric;
  v_route text;
  v_remote text;
  v_attribution jsonb;
begin
  -- Per address first, before any work: a refused batch writes nothing (its count is rolled back with it).
  insert into private.field_rate as r (address, minute, batches) values (v_address, v_minute, 1)
  on conflict (address, minute) do update set batches = r.batches + 1
  returning r.batches into v_count;
  if v_count > private.field_batches_per_minute() then
    perform private.field_too_many('Too many field events from this address: try again in a minute');
  end if;
  if v_count = 1 then
    delete from private.field_rate where minute < v_minute - interval '2 minutes';
  end if;

  if p_batch is null or jsonb_typeof(p_batch) <> 'object' then
    perform private.field_invalid(null, 'p_batch', 'must be an object { "events": [...] }');
  end if;
  if octet_length(p_batch::text) > 16384 then
    perform private.field_invalid(null, 'p_batch', 'must be at most 16 KiB');
  end if;
  select k into v_key from jsonb_object_keys(p_batch) k where k <> 'events' limit 1;
  if v_key is not null then
    perform private.field_invalid(null, left(v_key, 40), 'is not a field of a batch');
  end if;
  v_events := p_batch -> 'events';
  if v_events is null or jsonb_typeof(v_events) <> 'array' then
    perform private.field_invalid(null, 'events', 'must be an array');
  end if;
  if jsonb_array_length(v_events) not between 1 and 50 then
    perform private.field_invalid(null, 'events', 'must hold 1 to 50 events');
  end if;

  for v_event in select value from jsonb_array_elements(v_events) loop
    if jsonb_typeof(v_event) <> 'object' then
      perform private.field_invalid(v_index, 'event', 'must be an object');
    end if;
    select k into v_key from jsonb_object_keys(v_event) k
    where k <> all (array['kind', 'name', 'value', 'rating', 'route', 'remote', 'version', 'shell_version',
                          'connection', 'device', 'session', 'message', 'frame', 'attribution', 'at'])
    limit 1;
    if v_key is not null then
      perform private.field_invalid(v_index, left(v_key, 40), 'is not a field of an event');
    end if;

    v_kind := private.field_text(v_event, v_index, 'kind', true, 10, '^(vital|error|remote)$');
    v_name := private.field_text(v_event, v_index, 'name', true, 20);
    if not (v_kind = 'vital' and v_name in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')
            or v_kind = 'error' and v_name in ('uncaught', 'rejection', 'boundary', 'save', 'api')
            or v_kind = 'remote' and v_name in ('load', 'load-failed')) then
      perform private.field_invalid(v_index, 'name', format('is not a name of a %s event', v_kind));
    end if;
    v_value := private.field_number(v_event, v_index, 'value', 0, 600000);
    if (v_kind = 'vital') <> (v_value is not null) then
      perform private.field_invalid(v_index, 'value', 'is required for a vital and only for a vital');
    end if;
    if v_kind <> 'vital' and v_event ? 'rating' then
      perform private.field_invalid(v_index, 'rating', 'is only for a vital');
    end if;
    perform private.field_text(v_event, v_index, 'rating', false, 17, '^(good|needs-improvement|poor)$');

    v_route := private.field_text(v_event, v_index, 'route', true, 200, '^/[!-~]*$');
    if v_route ~ '[?#@]' or v_route ~ '[0-9]{6,}' or v_route ~ '[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}'
       or v_route ~ '[0-9A-Fa-f]{32}' then
      perform private.field_invalid(v_index, 'route',
        'must be a route pattern (/exams/:examId), without ids, emails, numbers or a query');
    end if;
    v_remote := private.field_text(v_event, v_index, 'remote', false, 40, '^[a-z-]+$');
    if v_kind = 'remote' and v_remote is null then
      perform private.field_invalid(v_index, 'remote', 'is required for a remote event');
    end if;
    perform private.field_text(v_event, v_index, 'version', false, 64, '^[ -~]+$');
    perform private.field_text(v_event, v_index, 'shell_version', false, 64, '^[ -~]+$');
    perform private.field_text(v_event, v_index, 'connection', false, 20, '^[A-Za-z0-9 ._-]+$');
    perform private.field_text(v_event, v_index, 'device', false, 7, '^(phone|tablet|desktop)$');
    perform private.field_text(v_event, v_index, 'session', true, 40, '^[A-Za-z0-9_-]+$');
    perform private.field_text(v_event, v_index, 'message', false, 500);
    perform private.field_text(v_event, v_index, 'frame', false, 300);
    v_attribution := v_event -> 'attribution';
    if v_attribution is not null and (jsonb_typeof(v_attribution) <> 'object' or octet_length(v_attribution::text) > 2048) then
      perform private.field_invalid(v_index, 'attribution', 'must be an object of at most 2 KiB');
    end if;
    perform private.field_number(v_event, v_index, 'at', 0, 100000000000000);
    v_index := v_index + 1;
  end loop;

  -- Everyone together: a flood from many addresses fills at most this many rows a minute.
  insert into private.field_rate as r (address, minute, events) values ('*', v_minute, v_index)
  on conflict (address, minute) do update set events = r.events + v_index
  returning r.events into v_count;
  if v_count > private.field_events_per_minute() then
    perform private.field_too_many('Too many field events just now: try again in a minute');
  end if;

  insert into private.field_events (kind, name, value, rating, route, remote, version, shell_version, connection,
                                    device, session, message, frame, attribution, client_at)
  select e ->> 'kind', e ->> 'name', (e ->> 'value')::double precision, e ->> 'rating', e ->> 'route', e ->> 'remote',
         e ->> 'version', e ->> 'shell_version', e ->> 'connection', e ->> 'device', e ->> 'session',
         private.field_scrub(e ->> 'message'), private.field_scrub(e ->> 'frame'), e -> 'attribution',
         round((e ->> 'at')::numeric)::bigint
  from jsonb_array_elements(v_events) e;
  return jsonb_build_object('accepted', v_index);
end $_$;

--
-- Name: tax_invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tax_invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    purchase_id uuid NOT NULL,
    user_id uuid,
    invoice_number text NOT NULL,
    financial_year text NOT NULL,
    serial integer NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    seller_legal_name text NOT NULL,
    seller_address text NOT NULL,
    seller_state text NOT NULL,
    seller_state_code text NOT NULL,
    seller_gstin text NOT NULL,
    buyer_name text NOT NULL,
    buyer_state text NOT NULL,
    buyer_state_code text NOT NULL,
    sac_code text NOT NULL,
    description text NOT NULL,
    gst_rate_percent numeric(5,2) NOT NULL,
    intra_state boolean NOT NULL,
    total_paise integer NOT NULL,
    taxable_paise integer NOT NULL,
    cgst_paise integer NOT NULL,
    sgst_paise integer NOT NULL,
    igst_paise integer NOT NULL,
    payment_id text NOT NULL,
    order_id text,
    paid_at timestamp with time zone NOT NULL,
    CONSTRAINT tax_invoices_adds_up CHECK (((((taxable_paise + cgst_paise) + sgst_paise) + igst_paise) = total_paise)),
    CONSTRAINT tax_invoices_cgst_paise_check CHECK ((cgst_paise >= 0)),
    CONSTRAINT tax_invoices_igst_paise_check CHECK ((igst_paise >= 0)),
    CONSTRAINT tax_invoices_invoice_number_check CHECK (((char_length(invoice_number) <= 16) AND (invoice_number ~ '^[A-Z0-9/-]+$'::text))),
    CONSTRAINT tax_invoices_serial_check CHECK ((serial > 0)),
    CONSTRAINT tax_invoices_sgst_paise_check CHECK ((sgst_paise >= 0)),
    CONSTRAINT tax_invoices_split CHECK (
CASE
    WHEN intra_state THEN ((igst_paise = 0) AND ((cgst_paise - sgst_paise) = ANY (ARRAY[0, 1])))
    ELSE ((cgst_paise = 0) AND (sgst_paise = 0))
END),
    CONSTRAINT tax_invoices_taxable_paise_check CHECK ((taxable_paise > 0)),
    CONSTRAINT tax_invoices_total_paise_check CHECK ((total_paise > 0))
);

--
-- Name: issue_tax_invoice(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) RETURNS public.tax_invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_purchase public.exam_purchases;
  v_invoice public.tax_invoices;
  v_seller public.invoice_seller;
  v_seller_state text;
  v_buyer_state text;
  v_buyer_name text;
  v_order public.payment_orders;
  v_total integer;
  v_description text;
  v_year text;
  v_serial integer;
  v_digits integer;
  v_split record;
begin
  if v_uid is null then
    raise exception 'Sign in to get a tax invoice' using errcode = '42501';
  end if;

  -- Locks the purchase, so two requests for its invoice (a double click, two tabs) issue one.
  select * into v_purchase from public.exam_purchases
  where id = p_purchase_id and user_id = v_uid
  for no key update;
  if not found then
    raise exception 'Purchase not found' using errcode = '42501';
  end if;

  select * into v_invoice from public.tax_invoices where purchase_id = p_purchase_id;
  if found then
    return v_invoice;
  end if;

  -- What was charged: the paid order of the purchase's payment; a purchase without one (written by hand) the plan's price.
  select * into v_order from public.payment_orders where payment_id = v_purchase.payment_id and status = 'paid';
  select coalesce(v_order.amount_paise, p.price * 100) into v_total from public.exam_plans p where p.id = v_purchase.plan_id;
  if v_purchase.payment_status <> 'completed' or coalesce(v_total, 0) <= 0 then
    raise exception 'Only a paid purchase has a tax invoice' using errcode = 'P0001';
  end if;

  select * into v_seller from public.invoice_seller;
  if v_seller.gstin is null then
    raise exception 'Tax invoices are not available yet' using errcode = 'P0001';
  end if;
  select name into v_seller_state from public.gst_states where code = v_seller.state_code;

  select name into v_buyer_state from public.gst_states where code = p_buyer_state_code;
  if v_buyer_state is null then
    raise exception 'Choose the state you live in' using errcode = '22023';
  end if;

  -- The name the learner gave (Profile in /account), else their email address.
  select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email) into v_buyer_name
  from auth.users u where u.id = v_uid;

  select 'Online practice tests: ' || e.name || ', ' || p.duration_days || ' days access' into v_description
  from public.exam_plans p join public.exams e on e.id = p.exam_id
  where p.id = v_purchase.plan_id;

  -- The next serial of this financial year, under the counter row's lock until this transaction ends.
  v_year := private.india_financial_year(now());
  insert into private.invoice_counters as c (financial_year, last_serial) values (v_year, 1)
  on conflict (financial_year) do update set last_serial = c.last_serial + 1
  returning c.last_serial into v_serial;
  -- prefix + '/26-27/' + serial in the rest of 16 characters
  v_digits := 16 - char_length(v_seller.invoice_prefix) - 7;
  if char_length(v_serial::text) > v_digits then
    raise exception 'The invoice numbers of % are used up: shorten invoice_seller.invoice_prefix', v_year
      using errcode = 'P0001';
  end if;

  select * into v_split
  from private.gst_split(v_total, v_seller.gst_rate_percent, p_buyer_state_code = v_seller.state_code);

  insert into public.tax_invoices (
    purchase_id, user_id, invoice_number, financial_year, serial,
    seller_legal_name, seller_address, seller_state, seller_state_code, seller_gstin,
    buyer_name, buyer_state, buyer_state_code, sac_code, description, gst_rate_percent, intra_state,
    total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, payment_id, order_id, paid_at)
  values (
    v_purchase.id, v_uid,
    v_seller.invoice_prefix || '/' || substr(v_year, 3, 2) || '-' || substr(v_year, 6, 2) || '/'
      || lpad(v_serial::text, v_digits, '0'),
    v_year, v_serial,
    v_seller.legal_name, v_seller.address, v_seller_state, v_seller.state_code, v_seller.gstin,
    v_buyer_name, v_buyer_state, p_buyer_state_code, v_seller.sac_code, v_description, v_seller.gst_rate_percent,
    p_buyer_state_code = v_seller.state_code,
    v_total, v_split.taxable_paise, v_split.cgst_paise, v_split.sgst_paise, v_split.igst_paise,
    v_purchase.payment_id, v_order.id, coalesce(v_order.paid_at, v_purchase.purchase_date))
  returning * into v_invoice;
  return v_invoice;
end $$;

--
-- Name: list_report_queue(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_report_queue(p_status text DEFAULT 'open'::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(question_id uuid, exam_name text, paper_title text, "position" integer, question_text text, option_a text, option_b text, option_c text, option_d text, correct_option text, explanation text, topic text, report_count integer, reports jsonb, question_version integer, current_version integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not private.is_editor() then
    raise exception 'Only the content team can read the report queue' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('open', 'fixed', 'dismissed') then
    raise exception 'A report''s status is open, fixed or dismissed' using errcode = '22023';
  end if;
  return query
    with grouped as (
      select r.question_id, count(*)::integer as n,
             jsonb_agg(jsonb_build_object('id', r.id, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at,
                                          'updated_at', r.updated_at, 'resolved_at', r.resolved_at,
                                          'resolution_note', r.resolution_note,
                                          'question_version', r.question_version) order by r.updated_at desc) as reports,
             (array_agg(r.question_version order by r.updated_at desc))[1] as seen_version,
             max(r.updated_at) as latest
      from public.question_reports r
      where r.status = p_status
      group by r.question_id
    )
    select q.id, e.name, tp.title, q.position, v.question_text, v.option_a, v.option_b, v.option_c, v.option_d,
           v.correct_option::text, v.explanation, v.topic, g.n, g.reports, v.version, q.version
    from grouped g
    join public.questions q on q.id = g.question_id
    join private.question_versions v on v.question_id = q.id and v.version = least(g.seen_version, q.version)
    join public.test_papers tp on tp.id = q.test_paper_id
    join public.exams e on e.id = tp.exam_id
    order by g.n desc, g.latest desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
end $$;

--
-- Name: list_staff(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_staff() RETURNS TABLE(email text, role text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Only an admin can see the staff' using errcode = '42501';
  end if;
  return query
    select u.email::text, u.raw_app_meta_data ->> 'role'
    from auth.users u where u.raw_app_meta_data ->> 'role' in ('editor', 'admin')
    order by 2, 1;
end $$;

--
-- Name: record_question_reviews(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_question_reviews(p_reviews jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: remark_question_attempts(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remark_question_attempts(p_question_id uuid, p_reason text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_q public.questions;
  v_attempt uuid;
  v_moved integer := 0;
  v_changed integer := 0;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can re-mark attempts' using errcode = '42501';
  end if;
  if coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    perform private.raise_invalid('reason', 'Say why the attempts are re-marked (reason, up to 500 characters): learners read it');
  end if;
  select * into v_q from public.questions where id = p_question_id for share;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  for v_attempt in
    select o.attempt_id
    from private.attempt_question_order o
    join public.user_test_attempts a on a.id = o.attempt_id and a.completed
    where o.question_id = p_question_id and o.version < v_q.version
    order by o.attempt_id
  loop
    update private.attempt_question_order set version = v_q.version
    where attempt_id = v_attempt and question_id = p_question_id;
    v_moved := v_moved + 1;
    if private.remark_attempt(v_attempt, btrim(p_reason)) then
      v_changed := v_changed + 1;
    end if;
  end loop;
  perform private.audit('remark_question_attempts', p_question_id::text, null,
                        jsonb_build_object('version', v_q.version, 'moved', v_moved, 'remarked', v_changed,
                                           'reason', btrim(p_reason)));
  return v_changed;
end $$;

--
-- Name: question_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.question_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    question_id uuid NOT NULL,
    reason public.question_report_reason NOT NULL,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    resolved_at timestamp with time zone,
    resolution_note text,
    question_version integer DEFAULT 1 NOT NULL,
    CONSTRAINT question_reports_note_check CHECK (((note IS NULL) OR (length(note) <= 1000))),
    CONSTRAINT question_reports_question_version_check CHECK ((question_version > 0)),
    CONSTRAINT question_reports_resolution CHECK (((status = 'open'::text) = (resolved_at IS NULL))),
    CONSTRAINT question_reports_resolution_note_check CHECK (((resolution_note IS NULL) OR ((length(btrim(resolution_note)) >= 1) AND (length(btrim(resolution_note)) <= 500)))),
    CONSTRAINT question_reports_status_check CHECK ((status = ANY (ARRAY['open'::text, 'fixed'::text, 'dismissed'::text])))
);

--
-- Name: report_question(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_question(p_question_id uuid, p_reason text, p_note text DEFAULT NULL::text) RETURNS public.question_reports
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_new public.question_reports;
  v_row public.question_reports;
  v_version integer;
begin
  if v_uid is null then
    raise exception 'Sign in to report a question' using errcode = '42501';
  end if;
  if p_reason is null or p_reason not in (select unnest(enum_range(null::public.question_report_reason))::text) then
    raise exception 'Reason must be wrong_key, unclear_wording, outdated_fact or typo' using errcode = 'P0001';
  end if;
  if length(v_note) > 1000 then
    raise exception 'The note is limited to 1000 characters' using errcode = 'P0001';
  end if;
  -- A question never shown to the caller and a missing one look the same.
  if not exists (
    select 1 from public.questions q
    join public.user_test_attempts a on a.test_paper_id = q.test_paper_id and a.user_id = v_uid
    where q.id = p_question_id
  ) then
    raise exception 'Question not found' using errcode = '42501';
  end if;

  -- Serialise one learner's reports so the limit holds under concurrent calls.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('report_question:' || v_uid::text));
  -- The log keeps only the window it is counted over.
  delete from private.question_report_writes w where w.user_id = v_uid and w.written_at <= now() - interval '1 hour';
  if (select count(*) from private.question_report_writes w where w.user_id = v_uid) >= private.question_report_limit() then
    raise exception 'You have reported many questions in the last hour. Please try again later.'
      using errcode = 'PT429';
  end if;
  insert into private.question_report_writes (user_id) values (v_uid);

  -- The version the learner saw: in their latest attempt that showed the question, else the current one.
  v_version := coalesce(
    (select o.version from private.attempt_question_order o
     join public.user_test_attempts a on a.id = o.attempt_id
     where a.user_id = v_uid and o.question_id = p_question_id
     order by a.start_time desc limit 1),
    (select q.version from public.questions q where q.id = p_question_id));
  v_new.reason := p_reason;
  insert into public.question_reports as r (user_id, question_id, reason, note, question_version)
  values (v_uid, p_question_id, v_new.reason, v_note, v_version)
  on conflict (user_id, question_id) do update
    set reason = excluded.reason, note = excluded.note, question_version = excluded.question_version, updated_at = now()
  returning * into v_row;
  return v_row;
end $$;

--
-- Name: resolve_question_reports(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if not private.is_editor() then
    raise exception 'Only the content team can resolve reports' using errcode = '42501';
  end if;
  if p_outcome not in ('fixed', 'dismissed') then
    raise exception 'A report is resolved as fixed or dismissed' using errcode = '22023';
  end if;
  if p_outcome = 'dismissed' and coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    raise exception 'Say why the question stays as it is (up to 500 characters)' using errcode = '22023';
  end if;
  update public.question_reports
  set status = p_outcome, resolved_at = now(),
      resolution_note = case when p_outcome = 'dismissed' then btrim(p_reason) end
  where question_id = p_question_id and status = 'open';
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'This question has no open report' using errcode = 'P0002';
  end if;
  perform private.audit('resolve_question_reports', p_question_id::text, jsonb_build_object('open', v_count),
                        jsonb_build_object('status', p_outcome, 'reason', p_reason));
  return v_count;
end $$;

--
-- Name: run_question_import(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.run_question_import(p_batch_id uuid, p_dry_run boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_errors jsonb;
  v_new integer;
  v_changed integer;
  v_unchanged integer;
  v_created jsonb;
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
  if not exists (select 1 from private.question_import_rows r where r.batch_id = p_batch_id) then
    perform private.raise_api('P0002', 404, 'No rows are staged in this import batch (stage_question_import)');
  end if;

  perform private.check_import_batch(p_batch_id);
  select coalesce(jsonb_agg(x.value order by r."row", x.n), '[]'::jsonb)
  into v_errors
  from private.question_import_rows r
  cross join lateral jsonb_array_elements(r.errors) with ordinality x(value, n)
  where r.batch_id = p_batch_id;
  select count(*) filter (where r.outcome = 'new'), count(*) filter (where r.outcome = 'changed'),
         count(*) filter (where r.outcome = 'unchanged')
  into v_new, v_changed, v_unchanged
  from private.question_import_rows r
  where r.batch_id = p_batch_id;

  if p_dry_run then
    return jsonb_build_object('errors', v_errors, 'new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                              'committed', false);
  end if;

  -- One transaction: the good rows go in, the rows with an error are left out.
  with created as (
    insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option,
                                  explanation, topic, marks, case_id, status, updated_at, updated_by)
    select r.paper_id, r.question_text, r.option_a, r.option_b, r.option_c, r.option_d, r.correct_option::public.answer_option,
           r.explanation, r.topic, r.marks, r.case_id, 'draft', now(), v_uid
    from private.question_import_rows r
    where r.batch_id = p_batch_id and r.outcome = 'new'
    order by r."row"
    returning id
  )
  select coalesce(jsonb_agg(id), '[]'::jsonb) into v_created from created;

  perform private.audit('import_question', q.id::text, private.question_fields(q),
                        private.question_fields(q) || jsonb_build_object(
                          'question_text', r.question_text, 'option_a', r.option_a, 'option_b', r.option_b,
                          'option_c', r.option_c, 'option_d', r.option_d, 'correct_option', r.correct_option,
                          'explanation', r.explanation, 'topic', r.topic, 'marks', r.marks, 'case_id', r.case_id,
                          'version', q.version + 1))
  from private.question_import_rows r
  join public.questions q on q.id = r.question_id
  where r.batch_id = p_batch_id and r.outcome = 'changed';
  update public.questions q
  set question_text = r.question_text, option_a = r.option_a, option_b = r.option_b, option_c = r.option_c,
      option_d = r.option_d, correct_option = r.correct_option::public.answer_option, explanation = r.explanation,
      topic = r.topic, marks = r.marks, case_id = r.case_id, version = q.version + 1, updated_at = now(), updated_by = v_uid
  from private.question_import_rows r
  where r.batch_id = p_batch_id and r.outcome = 'changed' and q.id = r.question_id;

  perform private.audit('import_questions', p_batch_id::text, null,
                        jsonb_build_object('new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                                           'errors', jsonb_array_length(v_errors), 'created', v_created));
  delete from private.question_import_rows r where r.batch_id = p_batch_id;
  return jsonb_build_object('errors', v_errors, 'new', v_new, 'changed', v_changed, 'unchanged', v_unchanged,
                            'committed', true);
end $$;

--
-- Name: user_answers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_answers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    attempt_id uuid NOT NULL,
    question_id uuid NOT NULL,
    selected_option public.answer_option,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    marked_for_review boolean DEFAULT false NOT NULL,
    time_spent_ms integer,
    visited boolean DEFAULT false NOT NULL,
    CONSTRAINT user_answers_time_spent_ms_check CHECK (((time_spent_ms >= 0) AND (time_spent_ms <= 86400000)))
);

--
-- Name: save_answer(uuid, uuid, text, boolean, integer, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text DEFAULT NULL::text, p_marked_for_review boolean DEFAULT NULL::boolean, p_time_spent_ms integer DEFAULT NULL::integer, p_option_keys text DEFAULT NULL::text, p_visited boolean DEFAULT NULL::boolean) RETURNS public.user_answers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
          now(), now())
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

--
-- Name: save_exam_facts(uuid, integer, integer, integer, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: save_exam_info_texts(uuid, text, text, text, text, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_before public.exam_info;
  v_after public.exam_info;
  v_field record;
  v_problem text;
begin
  perform private.require_admin();
  select * into v_before from public.exam_info where exam_id = p_exam_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Exam not found');
  end if;
  if btrim(coalesce(p_title, '')) = '' or length(p_title) > 200 then
    perform private.raise_invalid('title', 'The title is 1 to 200 characters');
  end if;
  if p_objectives is null or cardinality(p_objectives) not between 1 and 20
     or exists (select 1 from unnest(p_objectives) o where btrim(coalesce(o, '')) = '' or length(o) > 500) then
    perform private.raise_invalid('objectives', 'Give 1 to 20 objectives, each 1 to 500 characters');
  end if;
  for v_field in
    select * from (values ('title', p_title), ('certification_levels', p_certification_levels), ('requirement', p_requirement),
                          ('aim', p_aim), ('objectives', array_to_string(p_objectives, ' | '))) f(name, body)
  loop
    if v_field.name <> 'objectives' and length(coalesce(v_field.body, '')) > 2000 then
      perform private.raise_invalid(v_field.name, 'A text is at most 2000 characters');
    end if;
    select p into v_problem from private.exam_text_problems(p_exam_id, v_field.body) p limit 1;
    if v_problem is not null then
      perform private.raise_invalid(v_field.name, v_problem || ': change the text or the blueprint');
    end if;
  end loop;
  update public.exam_info
  set title = btrim(p_title), certification_levels = btrim(coalesce(p_certification_levels, '')),
      requirement = btrim(coalesce(p_requirement, '')), aim = btrim(coalesce(p_aim, '')),
      objectives = (select array_agg(btrim(o) order by n) from unnest(p_objectives) with ordinality u(o, n))
  where exam_id = p_exam_id
  returning * into v_after;
  perform private.audit('save_exam_info_texts', p_exam_id::text,
                        jsonb_build_object('title', v_before.title, 'certification_levels', v_before.certification_levels,
                                           'requirement', v_before.requirement, 'aim', v_before.aim, 'objectives', v_before.objectives),
                        jsonb_build_object('title', v_after.title, 'certification_levels', v_after.certification_levels,
                                           'requirement', v_after.requirement, 'aim', v_after.aim, 'objectives', v_after.objectives));
  return to_jsonb(v_after);
end $$;

--
-- Name: save_question(uuid, integer, jsonb, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_old public.questions;
  v_new public.questions;
  v_text text;
  v_count integer;
begin
  perform private.require_editor();
  if p_question is null or jsonb_typeof(p_question) <> 'object' then
    perform private.raise_invalid('question', 'The question (p_question) is an object of its fields');
  end if;
  if p_id is not null then
    select * into v_old from public.questions where id = p_id for update;
    if not found then
      perform private.raise_api('P0002', 404, 'Question not found');
    end if;
    perform private.check_question_version(v_old, p_expected_version);
    v_new := v_old;
  else
    v_new.marks := 1;
  end if;

  -- The keys given replace the question's values; the others stay.
  if p_question ? 'paper_id' then
    v_text := p_question ->> 'paper_id';
    v_new.test_paper_id := private.try_uuid(v_text);
    if v_text is not null and v_new.test_paper_id is null then
      perform private.raise_invalid('paper_id', 'The paper (paper_id) is not an id');
    end if;
  end if;
  if p_question ? 'question_text' then v_new.question_text := btrim(p_question ->> 'question_text'); end if;
  if p_question ? 'option_a' then v_new.option_a := btrim(p_question ->> 'option_a'); end if;
  if p_question ? 'option_b' then v_new.option_b := btrim(p_question ->> 'option_b'); end if;
  if p_question ? 'option_c' then v_new.option_c := btrim(p_question ->> 'option_c'); end if;
  if p_question ? 'option_d' then v_new.option_d := btrim(p_question ->> 'option_d'); end if;
  if p_question ? 'correct_option' then
    v_text := upper(btrim(p_question ->> 'correct_option'));
    if v_text is null or v_text not in ('A', 'B', 'C', 'D') then
      perform private.raise_invalid('correct_option', 'The answer key (correct_option) is A, B, C or D');
    end if;
    v_new.correct_option := v_text;
  end if;
  if p_question ? 'explanation' then v_new.explanation := btrim(p_question ->> 'explanation'); end if;
  if p_question ? 'topic' then v_new.topic := nullif(btrim(p_question ->> 'topic'), ''); end if;
  if p_question ? 'marks' then
    v_text := btrim(p_question ->> 'marks');
    if v_text is null or v_text not in ('1', '2') then
      perform private.raise_invalid('marks', 'A question carries 1 or 2 marks (marks)');
    end if;
    v_new.marks := v_text::smallint;
  end if;
  if p_question ? 'case_id' then
    v_text := nullif(btrim(p_question ->> 'case_id'), '');
    v_new.case_id := private.try_uuid(v_text);
    if v_text is not null and v_new.case_id is null then
      perform private.raise_invalid('case_id', 'The case (case_id) is not an id');
    end if;
  end if;
  perform private.check_question(v_new);
  if p_id is null and private.question_problem_duplicate(v_new.question_text, null) is not null then
    perform private.raise_invalid('question_text', 'The question bank already has a question with this text');
  end if;

  if p_id is null then
    insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option,
                                  explanation, topic, marks, case_id, status, updated_at, updated_by)
    values (v_new.test_paper_id, v_new.question_text, v_new.option_a, v_new.option_b, v_new.option_c, v_new.option_d,
            v_new.correct_option, v_new.explanation, v_new.topic, v_new.marks, v_new.case_id, 'draft', now(), v_uid)
    returning * into v_new;
  else
    if v_new.test_paper_id <> v_old.test_paper_id then
      if private.question_attempted(v_old.id) then
        perform private.raise_invalid('paper_id', 'This question has been attempted: it stays in its paper');
      end if;
      v_new.position := (select coalesce(max(q.position), 0) + 1 from public.questions q where q.test_paper_id = v_new.test_paper_id);
    end if;
    -- Each save is a new version.
    update public.questions
    set test_paper_id = v_new.test_paper_id, position = v_new.position, question_text = v_new.question_text,
        option_a = v_new.option_a, option_b = v_new.option_b, option_c = v_new.option_c, option_d = v_new.option_d,
        correct_option = v_new.correct_option, explanation = v_new.explanation, topic = v_new.topic,
        marks = v_new.marks, case_id = v_new.case_id, version = v_old.version + 1, updated_at = now(), updated_by = v_uid
    where id = v_old.id
    returning * into v_new;
  end if;
  perform private.audit('save_question', v_new.id::text, private.question_fields(v_old), private.question_fields(v_new));

  if coalesce(p_resolve_reports, false) then
    update public.question_reports
    set status = 'fixed', resolved_at = now(), resolution_note = null
    where question_id = v_new.id and status = 'open';
    get diagnostics v_count = row_count;
    if v_count > 0 then
      perform private.audit('resolve_question_reports', v_new.id::text, jsonb_build_object('open', v_count),
                            jsonb_build_object('status', 'fixed', 'reason', null));
    end if;
  end if;
  return private.studio_question_json(v_new.id);
end $$;

--
-- Name: save_question_case(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_question_case(p_paper_id uuid, p_title text, p_passage text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: save_test_paper(uuid, uuid, text, text, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: schedule_plan_price(uuid, integer, integer, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_plan public.exam_plans;
  v_at timestamptz := coalesce(p_effective_at, now());
begin
  perform private.require_admin();
  select * into v_plan from public.exam_plans where id = p_plan_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Plan not found');
  end if;
  if p_price is null or p_price not between 0 and 1000000 then
    perform private.raise_invalid('price', 'The price is a whole number of rupees, 0 to 10,00,000');
  end if;
  if p_original_price is null or p_original_price not between p_price and 1000000 then
    perform private.raise_invalid('original_price', 'The original price is at least the price, and at most 10,00,000');
  end if;
  if (v_plan.plan_type = 'free') <> (p_price = 0) then
    perform private.raise_invalid('price', 'The free plan costs 0, and only the free plan does');
  end if;
  if v_at < now() - interval '1 minute' then
    perform private.raise_invalid('effective_at', 'A price takes effect now or later, never in the past');
  end if;
  insert into private.plan_prices (plan_id, price, original_price, effective_at, created_by)
  values (p_plan_id, p_price, p_original_price, greatest(v_at, now()), auth.uid());
  perform public.apply_due_prices();
  perform private.audit('schedule_plan_price', p_plan_id::text,
                        jsonb_build_object('price', v_plan.price, 'original_price', v_plan.original_price),
                        jsonb_build_object('price', p_price, 'original_price', p_original_price, 'effective_at', greatest(v_at, now())));
  return public.studio_plans(v_plan.exam_id);
end $$;

--
-- Name: server_time(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.server_time() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select now() $$;

--
-- Name: set_question_status(uuid, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_question_status(p_id uuid, p_expected_version integer, p_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_q public.questions;
begin
  perform private.require_editor();
  if p_status is null or p_status not in ('draft', 'published', 'retired') then
    perform private.raise_invalid('status', 'A question''s status is draft, published or retired');
  end if;
  select * into v_q from public.questions where id = p_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  perform private.check_question_version(v_q, p_expected_version);
  if p_status = v_q.status then
    return private.studio_question_json(p_id);
  end if;
  if p_status = 'published' then
    perform private.check_question(v_q);
  end if;
  if p_status = 'draft' and private.question_attempted(p_id) then
    perform private.raise_invalid('status', 'This question has been attempted: retire it instead of making it a draft');
  end if;
  update public.questions set status = p_status, updated_at = now(), updated_by = auth.uid() where id = p_id;
  perform private.audit('set_question_status', p_id::text, jsonb_build_object('status', v_q.status, 'version', v_q.version),
                        jsonb_build_object('status', p_status, 'version', v_q.version));
  return private.studio_question_json(p_id);
end $$;

--
-- Name: set_test_paper_status(uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: stage_question_import(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.stage_question_import(p_batch_id uuid, p_rows jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
  insert into private.question_import_rows as r (batch_id, "row", owner_id, data)
  select p_batch_id, (e ->> 'row')::integer, v_uid, e from jsonb_array_elements(p_rows) e
  on conflict (batch_id, "row") do update
    set data = excluded.data, staged_at = now(), outcome = null, errors = null;
  select count(*) into v_count from private.question_import_rows r where r.batch_id = p_batch_id;
  if v_count > private.import_batch_limit() then
    perform private.raise_invalid('rows', format('An import holds at most %s rows', private.import_batch_limit()));
  end if;
  return v_count;
end $_$;

--
-- Name: start_attempt(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.start_attempt(p_test_paper_id uuid, p_end_running boolean DEFAULT false) RETURNS public.user_test_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := auth.uid();
  v_paper public.test_papers;
  v_running public.user_test_attempts;
  v_stale public.user_test_attempts;
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
  -- One start at a time per learner and paper: two tabs starting together get the same attempt.
  perform pg_advisory_xact_lock(hashtextextended(v_uid::text || ':' || v_paper.id::text, 0));

  v_running := private.running_attempt(v_uid, v_paper.id);
  if v_running.id is not null and not coalesce(p_end_running, false) then
    return v_running;
  end if;
  if v_running.id is not null then
    perform private.close_attempt(v_running);
  end if;
  -- Attempts whose time ran out unsubmitted are marked now, so their keys and score are known.
  for v_stale in
    select * from public.user_test_attempts
    where user_id = v_uid and test_paper_id = v_paper.id and not completed
    for update
  loop
    perform private.close_attempt(v_stale);
  end loop;

  if (select count(*) from public.user_test_attempts
      where user_id = v_uid and start_time > now() - interval '1 hour') >= private.attempt_start_limit() then
    raise exception 'Too many tests started in the last hour. Please try again later.' using errcode = 'P0001';
  end if;

  insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, retake)
  values (v_uid, v_paper.id, now(), now() + make_interval(mins => v_paper.duration_minutes),
          exists (select 1 from public.user_test_attempts
                  where user_id = v_uid and test_paper_id = v_paper.id and completed))
  returning * into v_row;
  return v_row;
end $$;

--
-- Name: start_practice(uuid, text, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text DEFAULT NULL::text, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, test_paper_id uuid, question_text text, option_a text, option_b text, option_c text, option_d text, topic text, marks smallint, case_title text, case_passage text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to practise' using errcode = '42501';
  end if;
  if p_mode not in ('mistakes', 'topic') or (p_mode = 'topic' and p_topic is null) then
    raise exception 'Practice mode must be mistakes, or topic with a topic' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.test_papers tp
    where tp.exam_id = p_exam_id and private.can_open_paper(v_uid, tp.id)
  ) then
    raise exception 'No active purchase gives access to this exam''s questions' using errcode = '42501';
  end if;
  return query
    with latest as (
      -- Each question's outcome in the learner's latest submitted attempt of its paper.
      select distinct on (q.id) q.id as question_id,
             ua.selected_option is not null and ua.selected_option::text = q.correct_option::text as was_correct
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id and tp.exam_id = p_exam_id
      join private.attempt_question_order o on o.attempt_id = a.id
      join public.questions q on q.id = o.question_id and q.status = 'published'
      left join public.user_answers ua
        on ua.attempt_id = a.id and ua.question_id = q.id
       and ua.updated_at <= a.deadline + private.answer_grace()
      where a.user_id = v_uid and a.completed
      order by q.id, a.end_time desc
    )
    select q.id, q.test_paper_id, q.question_text, q.option_a, q.option_b, q.option_c, q.option_d,
           q.topic, q.marks, c.title, c.passage
    from latest l
    join public.questions q on q.id = l.question_id
    left join public.question_cases c on c.id = q.case_id
    where private.can_open_paper(v_uid, q.test_paper_id)
      and (private.running_attempt(v_uid, q.test_paper_id)).id is null
      and case when p_mode = 'mistakes' then not l.was_correct else q.topic = p_topic end
    order by q.test_paper_id, q.position
    limit least(greatest(coalesce(p_limit, 20), 1), 100);
end $$;

--
-- Name: studio_options(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_options() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_editor();
  return jsonb_build_object('exams', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'name', e.name,
      'topics', coalesce((select jsonb_agg(t.title order by t.chapter) from public.exam_topics t where t.exam_id = e.id),
                         '[]'::jsonb),
      'papers', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', tp.id, 'title', tp.title,
          'cases', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) order by c.position)
                             from public.question_cases c where c.test_paper_id = tp.id), '[]'::jsonb))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = e.id), '[]'::jsonb))
      order by e.name)
    from public.exams e), '[]'::jsonb));
end $$;

--
-- Name: studio_paper_questions(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_paper_questions(p_paper_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_editor();
  if not exists (select 1 from public.test_papers tp where tp.id = p_paper_id) then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', q.id, 'position', q.position, 'status', q.status, 'question_text', q.question_text,
      'option_a', q.option_a, 'option_b', q.option_b, 'option_c', q.option_c, 'option_d', q.option_d,
      'correct_option', q.correct_option, 'explanation', q.explanation, 'marks', q.marks, 'topic', q.topic,
      'case', case when c.id is null then null else jsonb_build_object('title', c.title, 'passage', c.passage) end)
      order by q.position)
    from public.questions q left join public.question_cases c on c.id = q.case_id
    where q.test_paper_id = p_paper_id and q.status <> 'retired'), '[]'::jsonb);
end $$;

--
-- Name: studio_papers(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_papers(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_editor();
  return coalesce((select jsonb_agg(private.studio_paper_json(tp.id) order by tp.position, tp.created_at)
                   from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::jsonb);
end $$;

--
-- Name: studio_plans(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_plans(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_editor();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', p.id, 'plan_type', p.plan_type, 'duration_days', p.duration_days, 'price', p.price,
      'original_price', p.original_price, 'description', p.description,
      'prices', (select coalesce(jsonb_agg(jsonb_build_object(
                   'id', pp.id, 'price', pp.price, 'original_price', pp.original_price, 'effective_at', pp.effective_at,
                   'created_at', pp.created_at, 'created_by_email', u.email,
                   'scheduled', pp.effective_at > now()) order by pp.effective_at desc, pp.id desc), '[]'::jsonb)
                 from private.plan_prices pp left join auth.users u on u.id = pp.created_by
                 where pp.plan_id = p.id))
      order by p.duration_days, p.price)
    from public.exam_plans p where p.exam_id = p_exam_id), '[]'::jsonb);
end $$;

--
-- Name: studio_question(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_question(p_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
begin
  perform private.require_editor();
  v_result := private.studio_question_json(p_id);
  if v_result is null then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  return v_result;
end $$;

--
-- Name: studio_questions(text, uuid, text, uuid, text, boolean, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.studio_questions(p_search text DEFAULT NULL::text, p_exam_id uuid DEFAULT NULL::uuid, p_topic text DEFAULT NULL::text, p_paper_id uuid DEFAULT NULL::uuid, p_status text DEFAULT NULL::text, p_has_reports boolean DEFAULT NULL::boolean, p_sort text DEFAULT 'updated'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_sort text := coalesce(p_sort, 'updated');
  v_result jsonb;
begin
  perform private.require_editor();
  if v_sort not in ('updated', 'oldest', 'position', 'text') then
    perform private.raise_invalid('sort', 'Sort by updated, oldest, position or text');
  end if;
  with m as materialized (
    select * from private.studio_matches(p_search, p_exam_id, p_topic, p_paper_id, p_status, p_has_reports)
  ),
  page as (
    select q.id, q.question_text, q.topic, q.marks, q.case_id, q.status, q.version, q.updated_at, q.updated_by,
           q.position, q.test_paper_id,
           row_number() over (
             order by case when v_sort = 'updated' then q.updated_at end desc,
                      case when v_sort = 'oldest' then q.updated_at end,
                      case when v_sort = 'position' then e.name end,
                      case when v_sort = 'position' then tp.position end,
                      case when v_sort = 'position' then tp.title end,
                      case when v_sort = 'position' then q.position end,
                      case when v_sort = 'text' then lower(q.question_text) end,
                      q.id) as rn
    from m q
    join public.test_papers tp on tp.id = q.test_paper_id
    join public.exams e on e.id = tp.exam_id
    order by rn
    limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from m),
    'rows', coalesce(jsonb_agg(jsonb_build_object(
      'id', p.id, 'exam_id', e.id, 'exam_name', e.name, 'paper_id', tp.id, 'paper_title', tp.title,
      'position', p.position, 'question_text', p.question_text, 'topic', p.topic, 'marks', p.marks,
      'case_id', p.case_id, 'case_title', c.title, 'status', p.status, 'version', p.version,
      'open_reports', (select count(*) from public.question_reports r where r.question_id = p.id and r.status = 'open'),
      'updated_at', p.updated_at, 'updated_by_email', u.email) order by p.rn), '[]'::jsonb))
  into v_result
  from page p
  join public.test_papers tp on tp.id = p.test_paper_id
  join public.exams e on e.id = tp.exam_id
  left join public.question_cases c on c.id = p.case_id
  left join auth.users u on u.id = p.updated_by;
  return v_result;
end $$;

--
-- Name: submit_attempt(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_attempt(p_attempt_id uuid) RETURNS public.user_test_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, true);
begin
  if v_attempt.completed then
    return v_attempt;
  end if;
  return private.close_attempt(v_attempt);
end $$;

--
-- Name: take_prerender_requests(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.take_prerender_requests() RETURNS SETOF uuid
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with taken as (delete from private.prerender_requests returning exam_id, requested_at)
  select exam_id from taken order by requested_at
$$;

--
-- Name: attempt_question_order; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.attempt_question_order (
    attempt_id uuid NOT NULL,
    question_id uuid NOT NULL,
    "position" integer NOT NULL,
    option_keys text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    CONSTRAINT attempt_question_order_option_keys_check CHECK (((option_keys ~ '^[A-D]{4}$'::text) AND (strpos(option_keys, 'A'::text) > 0) AND (strpos(option_keys, 'B'::text) > 0) AND (strpos(option_keys, 'C'::text) > 0) AND (strpos(option_keys, 'D'::text) > 0))),
    CONSTRAINT attempt_question_order_position_check CHECK (("position" > 0)),
    CONSTRAINT attempt_question_order_version_check CHECK ((version > 0))
);

--
-- Name: audit_log; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.audit_log (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    actor_email text,
    action text NOT NULL,
    subject text NOT NULL,
    before jsonb,
    after jsonb,
    CONSTRAINT audit_log_action_check CHECK (((length(action) >= 1) AND (length(action) <= 64))),
    CONSTRAINT audit_log_subject_check CHECK (((length(subject) >= 1) AND (length(subject) <= 200)))
);

--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: field_events; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.field_events (
    id bigint NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    value double precision,
    rating text,
    route text NOT NULL,
    remote text,
    version text,
    shell_version text,
    connection text,
    device text,
    session text NOT NULL,
    message text,
    frame text,
    attribution jsonb,
    client_at bigint,
    CONSTRAINT field_events_connection_check CHECK ((length(connection) <= 20)),
    CONSTRAINT field_events_device_check CHECK ((device = ANY (ARRAY['phone'::text, 'tablet'::text, 'desktop'::text]))),
    CONSTRAINT field_events_frame_check CHECK ((length(frame) <= 300)),
    CONSTRAINT field_events_kind_check CHECK ((kind = ANY (ARRAY['vital'::text, 'error'::text, 'remote'::text]))),
    CONSTRAINT field_events_message_check CHECK ((length(message) <= 500)),
    CONSTRAINT field_events_name_check CHECK (((length(name) >= 1) AND (length(name) <= 20))),
    CONSTRAINT field_events_rating_check CHECK ((rating = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text]))),
    CONSTRAINT field_events_remote_check CHECK ((length(remote) <= 40)),
    CONSTRAINT field_events_route_check CHECK (((length(route) >= 1) AND (length(route) <= 200))),
    CONSTRAINT field_events_session_check CHECK (((length(session) >= 1) AND (length(session) <= 40))),
    CONSTRAINT field_events_shell_version_check CHECK ((length(shell_version) <= 64)),
    CONSTRAINT field_events_value_check CHECK (((value IS NULL) OR ((value >= (0)::double precision) AND (value <= (600000)::double precision)))),
    CONSTRAINT field_events_version_check CHECK ((length(version) <= 64))
);

--
-- Name: field_events_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.field_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.field_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: field_rate; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.field_rate (
    address text NOT NULL,
    minute timestamp with time zone NOT NULL,
    batches integer DEFAULT 0 NOT NULL,
    events integer DEFAULT 0 NOT NULL
);

--
-- Name: invoice_counters; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.invoice_counters (
    financial_year text NOT NULL,
    last_serial integer NOT NULL,
    CONSTRAINT invoice_counters_financial_year_check CHECK ((financial_year ~ '^[0-9]{4}-[0-9]{2}$'::text)),
    CONSTRAINT invoice_counters_last_serial_check CHECK ((last_serial > 0))
);

--
-- Name: plan_benefits; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.plan_benefits (
    slot smallint NOT NULL,
    exam_id uuid,
    min_days integer NOT NULL,
    line text NOT NULL,
    CONSTRAINT plan_benefits_line_check CHECK (((btrim(line) <> ''::text) AND (strpos(line, '|'::text) = 0))),
    CONSTRAINT plan_benefits_min_days_check CHECK ((min_days > 0)),
    CONSTRAINT plan_benefits_slot_check CHECK ((slot > 0))
);

--
-- Name: plan_prices; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.plan_prices (
    id bigint NOT NULL,
    plan_id uuid NOT NULL,
    price integer NOT NULL,
    original_price integer NOT NULL,
    effective_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    CONSTRAINT plan_prices_original_price_check CHECK ((original_price >= 0)),
    CONSTRAINT plan_prices_price_check CHECK ((price >= 0))
);

--
-- Name: plan_prices_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.plan_prices ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.plan_prices_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: prerender_requests; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.prerender_requests (
    exam_id uuid NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: question_import_rows; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.question_import_rows (
    batch_id uuid NOT NULL,
    "row" integer NOT NULL,
    owner_id uuid NOT NULL,
    data jsonb NOT NULL,
    staged_at timestamp with time zone DEFAULT now() NOT NULL,
    outcome text,
    errors jsonb,
    question_id uuid,
    paper_id uuid,
    question_text text,
    option_a text,
    option_b text,
    option_c text,
    option_d text,
    correct_option text,
    explanation text,
    topic text,
    marks smallint,
    case_id uuid,
    CONSTRAINT question_import_rows_outcome_check CHECK ((outcome = ANY (ARRAY['new'::text, 'changed'::text, 'unchanged'::text, 'error'::text]))),
    CONSTRAINT question_import_rows_row_check CHECK (("row" > 0))
);

--
-- Name: question_report_writes; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.question_report_writes (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    written_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: question_report_writes_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.question_report_writes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.question_report_writes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: exam_info; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_info (
    exam_id uuid NOT NULL,
    title text NOT NULL,
    certification_levels text DEFAULT ''::text NOT NULL,
    requirement text DEFAULT ''::text NOT NULL,
    aim text DEFAULT ''::text NOT NULL,
    objectives text[] DEFAULT '{}'::text[] NOT NULL,
    duration_minutes integer NOT NULL,
    passing_score_percent integer NOT NULL,
    negative_marking_percent integer DEFAULT 0 NOT NULL,
    structure jsonb DEFAULT '[]'::jsonb NOT NULL,
    total_marks integer NOT NULL,
    CONSTRAINT exam_info_duration_minutes_check CHECK ((duration_minutes > 0)),
    CONSTRAINT exam_info_negative_marking_percent_check CHECK (((negative_marking_percent >= 0) AND (negative_marking_percent <= 100))),
    CONSTRAINT exam_info_passing_score_percent_check CHECK (((passing_score_percent >= 0) AND (passing_score_percent <= 100))),
    CONSTRAINT exam_info_structure_check CHECK ((jsonb_typeof(structure) = 'array'::text)),
    CONSTRAINT exam_info_total_marks_check CHECK ((total_marks > 0))
);

--
-- Name: exam_plans; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_plans (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    exam_id uuid NOT NULL,
    plan_type public.plan_type NOT NULL,
    price integer NOT NULL,
    original_price integer DEFAULT 0 NOT NULL,
    duration_days integer NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT exam_plans_duration_days_check CHECK ((duration_days > 0)),
    CONSTRAINT exam_plans_free_is_zero CHECK (((plan_type <> 'free'::public.plan_type) OR (price = 0))),
    CONSTRAINT exam_plans_original_price_check CHECK ((original_price >= 0)),
    CONSTRAINT exam_plans_price_check CHECK ((price >= 0))
);

--
-- Name: exam_topics; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exam_topics (
    exam_id uuid NOT NULL,
    chapter smallint NOT NULL,
    title text NOT NULL,
    CONSTRAINT exam_topics_chapter_check CHECK ((chapter > 0)),
    CONSTRAINT exam_topics_title_check CHECK ((length(btrim(title)) > 0))
);

--
-- Name: exams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.exams (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT exams_name_check CHECK ((length(btrim(name)) > 0))
);

--
-- Name: gst_states; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.gst_states (
    code text NOT NULL,
    name text NOT NULL,
    CONSTRAINT gst_states_code_check CHECK ((code ~ '^[0-9]{2}$'::text))
);

--
-- Name: invoice_seller; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_seller (
    id boolean DEFAULT true NOT NULL,
    legal_name text NOT NULL,
    address text NOT NULL,
    state_code text NOT NULL,
    gstin text,
    sac_code text DEFAULT '999293'::text NOT NULL,
    gst_rate_percent numeric(5,2) DEFAULT 18 NOT NULL,
    invoice_prefix text DEFAULT 'NISM'::text NOT NULL,
    CONSTRAINT invoice_seller_address_check CHECK ((btrim(address) <> ''::text)),
    CONSTRAINT invoice_seller_gst_rate_percent_check CHECK (((gst_rate_percent > (0)::numeric) AND (gst_rate_percent < (100)::numeric))),
    CONSTRAINT invoice_seller_gstin_state CHECK (((gstin IS NULL) OR ("left"(gstin, 2) = state_code))),
    CONSTRAINT invoice_seller_id_check CHECK (id),
    CONSTRAINT invoice_seller_invoice_prefix_check CHECK ((invoice_prefix ~ '^[A-Z0-9]{1,4}$'::text)),
    CONSTRAINT invoice_seller_legal_name_check CHECK ((btrim(legal_name) <> ''::text)),
    CONSTRAINT invoice_seller_sac_code_check CHECK ((sac_code ~ '^99[0-9]{4}$'::text))
);

--
-- Name: payment_orders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_orders (
    id text NOT NULL,
    user_id uuid,
    exam_id uuid NOT NULL,
    plan_id uuid NOT NULL,
    amount_paise integer NOT NULL,
    currency text DEFAULT 'INR'::text NOT NULL,
    status public.payment_order_status DEFAULT 'created'::public.payment_order_status NOT NULL,
    payment_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone,
    CONSTRAINT payment_orders_amount_paise_check CHECK ((amount_paise > 0)),
    CONSTRAINT payment_orders_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT payment_orders_paid_has_payment CHECK (((status <> 'paid'::public.payment_order_status) OR (payment_id IS NOT NULL)))
);

--
-- Name: payment_webhook_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_webhook_events (
    id text NOT NULL,
    event text NOT NULL,
    order_id text,
    payment_id text,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: question_cases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.question_cases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    test_paper_id uuid NOT NULL,
    "position" integer NOT NULL,
    title text NOT NULL,
    passage text NOT NULL,
    CONSTRAINT question_cases_passage_check CHECK ((length(btrim(passage)) > 0)),
    CONSTRAINT question_cases_position_check CHECK (("position" > 0)),
    CONSTRAINT question_cases_title_check CHECK ((length(btrim(title)) > 0))
);

--
-- Name: test_papers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.test_papers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    exam_id uuid NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    duration_minutes integer NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    question_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text DEFAULT 'practice'::text NOT NULL,
    status text DEFAULT 'published'::text NOT NULL,
    published_at timestamp with time zone,
    CONSTRAINT test_papers_duration_minutes_check CHECK ((duration_minutes > 0)),
    CONSTRAINT test_papers_kind_check CHECK ((kind = ANY (ARRAY['demo'::text, 'practice'::text, 'full'::text, 'bank'::text]))),
    CONSTRAINT test_papers_question_count_check CHECK ((question_count >= 0)),
    CONSTRAINT test_papers_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'retired'::text]))),
    CONSTRAINT test_papers_title_check CHECK ((length(btrim(title)) > 0))
);

--
-- Name: attempt_question_order attempt_question_order_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.attempt_question_order
    ADD CONSTRAINT attempt_question_order_pkey PRIMARY KEY (attempt_id, question_id);

--
-- Name: attempt_question_order attempt_question_order_position_key; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.attempt_question_order
    ADD CONSTRAINT attempt_question_order_position_key UNIQUE (attempt_id, "position");

--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

--
-- Name: field_events field_events_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.field_events
    ADD CONSTRAINT field_events_pkey PRIMARY KEY (id);

--
-- Name: field_rate field_rate_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.field_rate
    ADD CONSTRAINT field_rate_pkey PRIMARY KEY (address, minute);

--
-- Name: invoice_counters invoice_counters_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.invoice_counters
    ADD CONSTRAINT invoice_counters_pkey PRIMARY KEY (financial_year);

--
-- Name: plan_benefits plan_benefits_tier_key; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.plan_benefits
    ADD CONSTRAINT plan_benefits_tier_key UNIQUE NULLS NOT DISTINCT (slot, exam_id, min_days);

--
-- Name: plan_prices plan_prices_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.plan_prices
    ADD CONSTRAINT plan_prices_pkey PRIMARY KEY (id);

--
-- Name: prerender_requests prerender_requests_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.prerender_requests
    ADD CONSTRAINT prerender_requests_pkey PRIMARY KEY (exam_id);

--
-- Name: question_import_rows question_import_rows_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_import_rows
    ADD CONSTRAINT question_import_rows_pkey PRIMARY KEY (batch_id, "row");

--
-- Name: question_report_writes question_report_writes_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_report_writes
    ADD CONSTRAINT question_report_writes_pkey PRIMARY KEY (id);

--
-- Name: question_versions question_versions_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_versions
    ADD CONSTRAINT question_versions_pkey PRIMARY KEY (question_id, version);

--
-- Name: exam_info exam_info_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_info
    ADD CONSTRAINT exam_info_pkey PRIMARY KEY (exam_id);

--
-- Name: exam_plans exam_plans_exam_type_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_plans
    ADD CONSTRAINT exam_plans_exam_type_key UNIQUE (exam_id, plan_type);

--
-- Name: exam_plans exam_plans_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_plans
    ADD CONSTRAINT exam_plans_pkey PRIMARY KEY (id);

--
-- Name: exam_purchases exam_purchases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_purchases
    ADD CONSTRAINT exam_purchases_pkey PRIMARY KEY (id);

--
-- Name: exam_topics exam_topics_exam_title_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_topics
    ADD CONSTRAINT exam_topics_exam_title_key UNIQUE (exam_id, title);

--
-- Name: exam_topics exam_topics_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_topics
    ADD CONSTRAINT exam_topics_pkey PRIMARY KEY (exam_id, chapter);

--
-- Name: exams exams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exams
    ADD CONSTRAINT exams_pkey PRIMARY KEY (id);

--
-- Name: gst_states gst_states_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gst_states
    ADD CONSTRAINT gst_states_name_key UNIQUE (name);

--
-- Name: gst_states gst_states_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.gst_states
    ADD CONSTRAINT gst_states_pkey PRIMARY KEY (code);

--
-- Name: invoice_seller invoice_seller_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_seller
    ADD CONSTRAINT invoice_seller_pkey PRIMARY KEY (id);

--
-- Name: payment_orders payment_orders_payment_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_orders
    ADD CONSTRAINT payment_orders_payment_id_key UNIQUE (payment_id);

--
-- Name: payment_orders payment_orders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_orders
    ADD CONSTRAINT payment_orders_pkey PRIMARY KEY (id);

--
-- Name: payment_webhook_events payment_webhook_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_webhook_events
    ADD CONSTRAINT payment_webhook_events_pkey PRIMARY KEY (id);

--
-- Name: question_cases question_cases_paper_position_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_cases
    ADD CONSTRAINT question_cases_paper_position_key UNIQUE (test_paper_id, "position");

--
-- Name: question_cases question_cases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_cases
    ADD CONSTRAINT question_cases_pkey PRIMARY KEY (id);

--
-- Name: question_reports question_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_reports
    ADD CONSTRAINT question_reports_pkey PRIMARY KEY (id);

--
-- Name: question_reports question_reports_user_question_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_reports
    ADD CONSTRAINT question_reports_user_question_key UNIQUE (user_id, question_id);

--
-- Name: questions questions_paper_position_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_paper_position_key UNIQUE (test_paper_id, "position");

--
-- Name: questions questions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_pkey PRIMARY KEY (id);

--
-- Name: tax_invoices tax_invoices_invoice_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_invoice_number_key UNIQUE (invoice_number);

--
-- Name: tax_invoices tax_invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_pkey PRIMARY KEY (id);

--
-- Name: tax_invoices tax_invoices_purchase_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_purchase_id_key UNIQUE (purchase_id);

--
-- Name: tax_invoices tax_invoices_serial_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_serial_key UNIQUE (financial_year, serial);

--
-- Name: test_papers test_papers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_papers
    ADD CONSTRAINT test_papers_pkey PRIMARY KEY (id);

--
-- Name: user_answers user_answers_attempt_question_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_answers
    ADD CONSTRAINT user_answers_attempt_question_key UNIQUE (attempt_id, question_id);

--
-- Name: user_answers user_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_answers
    ADD CONSTRAINT user_answers_pkey PRIMARY KEY (id);

--
-- Name: user_test_attempts user_test_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_test_attempts
    ADD CONSTRAINT user_test_attempts_pkey PRIMARY KEY (id);

--
-- Name: attempt_question_order_question_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX attempt_question_order_question_idx ON private.attempt_question_order USING btree (question_id, version);

--
-- Name: audit_log_at_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX audit_log_at_idx ON private.audit_log USING btree (at DESC);

--
-- Name: audit_log_subject_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX audit_log_subject_idx ON private.audit_log USING btree (subject, id DESC);

--
-- Name: field_events_kind_received_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX field_events_kind_received_idx ON private.field_events USING btree (kind, received_at);

--
-- Name: field_events_received_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX field_events_received_idx ON private.field_events USING btree (received_at);

--
-- Name: field_rate_minute_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX field_rate_minute_idx ON private.field_rate USING btree (minute);

--
-- Name: plan_prices_plan_effective_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX plan_prices_plan_effective_idx ON private.plan_prices USING btree (plan_id, effective_at DESC, id DESC);

--
-- Name: question_import_rows_staged_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX question_import_rows_staged_idx ON private.question_import_rows USING btree (staged_at);

--
-- Name: question_report_writes_user_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX question_report_writes_user_idx ON private.question_report_writes USING btree (user_id, written_at DESC);

--
-- Name: exam_purchases_active_completed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_purchases_active_completed_idx ON public.exam_purchases USING btree (user_id, exam_id, plan_id, expiry_date) WHERE (payment_status = 'completed'::public.payment_status);

--
-- Name: exam_purchases_payment_id_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX exam_purchases_payment_id_key ON public.exam_purchases USING btree (payment_id) WHERE (payment_status = 'completed'::public.payment_status);

--
-- Name: exam_purchases_plan_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_purchases_plan_idx ON public.exam_purchases USING btree (plan_id);

--
-- Name: exam_purchases_user_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_purchases_user_created_idx ON public.exam_purchases USING btree (user_id, created_at DESC);

--
-- Name: exam_purchases_user_exam_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exam_purchases_user_exam_idx ON public.exam_purchases USING btree (user_id, exam_id, created_at DESC);

--
-- Name: exams_name_prefix_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX exams_name_prefix_idx ON public.exams USING btree (name text_pattern_ops);

--
-- Name: invoice_seller_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoice_seller_state_idx ON public.invoice_seller USING btree (state_code);

--
-- Name: payment_orders_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_orders_user_idx ON public.payment_orders USING btree (user_id, created_at DESC);

--
-- Name: question_reports_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX question_reports_open_idx ON public.question_reports USING btree (question_id) WHERE (status = 'open'::text);

--
-- Name: question_reports_question_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX question_reports_question_idx ON public.question_reports USING btree (question_id);

--
-- Name: question_reports_user_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX question_reports_user_updated_idx ON public.question_reports USING btree (user_id, updated_at DESC);

--
-- Name: questions_case_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX questions_case_idx ON public.questions USING btree (case_id) WHERE (case_id IS NOT NULL);

--
-- Name: questions_normalized_text_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX questions_normalized_text_idx ON public.questions USING btree (private.normalized_text(question_text));

--
-- Name: questions_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX questions_search_idx ON public.questions USING gin (search);

--
-- Name: questions_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX questions_updated_idx ON public.questions USING btree (updated_at DESC, id);

--
-- Name: tax_invoices_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tax_invoices_user_idx ON public.tax_invoices USING btree (user_id, issued_at DESC);

--
-- Name: test_papers_exam_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX test_papers_exam_idx ON public.test_papers USING btree (exam_id, "position");

--
-- Name: test_papers_exam_title_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX test_papers_exam_title_key ON public.test_papers USING btree (exam_id, lower(title));

--
-- Name: user_answers_question_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_answers_question_idx ON public.user_answers USING btree (question_id);

--
-- Name: user_test_attempts_user_paper_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_test_attempts_user_paper_idx ON public.user_test_attempts USING btree (user_id, test_paper_id, start_time DESC);

--
-- Name: audit_log audit_log_append_only; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON private.audit_log FOR EACH ROW EXECUTE FUNCTION private.audit_log_append_only();

--
-- Name: audit_log audit_log_no_truncate; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON private.audit_log FOR EACH STATEMENT EXECUTE FUNCTION private.audit_log_append_only();

--
-- Name: exam_info exam_info_blueprint; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_info_blueprint BEFORE INSERT OR UPDATE OF structure, total_marks ON public.exam_info FOR EACH ROW EXECUTE FUNCTION private.exam_info_blueprint();

--
-- Name: exam_info exam_info_refresh_plans; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_info_refresh_plans AFTER UPDATE OF structure ON public.exam_info FOR EACH ROW EXECUTE FUNCTION private.test_papers_refresh_plans();

--
-- Name: exam_info exam_info_request_prerender; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_info_request_prerender AFTER INSERT OR UPDATE ON public.exam_info FOR EACH ROW EXECUTE FUNCTION private.request_prerender();

--
-- Name: exam_plans exam_plans_record_price; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_plans_record_price AFTER INSERT OR UPDATE OF price, original_price ON public.exam_plans FOR EACH ROW EXECUTE FUNCTION private.exam_plans_record_price();

--
-- Name: exam_plans exam_plans_request_prerender; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_plans_request_prerender AFTER INSERT OR UPDATE OF price, original_price, description, duration_days ON public.exam_plans FOR EACH ROW EXECUTE FUNCTION private.request_prerender();

--
-- Name: exam_purchases exam_purchases_check_plan; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_purchases_check_plan BEFORE INSERT OR UPDATE OF plan_id, exam_id ON public.exam_purchases FOR EACH ROW EXECUTE FUNCTION private.exam_purchases_check_plan();

--
-- Name: exam_purchases exam_purchases_extend_paid_access; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER exam_purchases_extend_paid_access BEFORE INSERT ON public.exam_purchases FOR EACH ROW EXECUTE FUNCTION private.exam_purchases_extend_paid_access();

--
-- Name: invoice_seller invoice_seller_check_gstin; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_seller_check_gstin BEFORE INSERT OR UPDATE OF gstin ON public.invoice_seller FOR EACH ROW EXECUTE FUNCTION private.invoice_seller_check_gstin();

--
-- Name: question_reports question_reports_reopen; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER question_reports_reopen BEFORE UPDATE OF reason, note ON public.question_reports FOR EACH ROW EXECUTE FUNCTION private.question_reports_reopen();

--
-- Name: questions questions_assign_position; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER questions_assign_position BEFORE INSERT ON public.questions FOR EACH ROW EXECUTE FUNCTION private.questions_assign_position();

--
-- Name: questions questions_check_topic_and_case; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER questions_check_topic_and_case BEFORE INSERT OR UPDATE OF topic, case_id, test_paper_id ON public.questions FOR EACH ROW EXECUTE FUNCTION private.questions_check_topic_and_case();

--
-- Name: questions questions_keep_paper_blueprint; Type: TRIGGER; Schema: public; Owner: -
--

CREATE CONSTRAINT TRIGGER questions_keep_paper_blueprint AFTER INSERT OR UPDATE OF status, marks, case_id ON public.questions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.questions_keep_paper_blueprint();

--
-- Name: questions questions_keep_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER questions_keep_version AFTER INSERT OR UPDATE ON public.questions FOR EACH ROW EXECUTE FUNCTION private.questions_keep_version();

--
-- Name: questions questions_maintain_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER questions_maintain_count AFTER INSERT OR DELETE OR UPDATE OF test_paper_id, status ON public.questions FOR EACH ROW EXECUTE FUNCTION private.questions_maintain_count();

--
-- Name: questions questions_next_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER questions_next_version BEFORE UPDATE ON public.questions FOR EACH ROW EXECUTE FUNCTION private.questions_next_version();

--
-- Name: tax_invoices tax_invoices_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tax_invoices_immutable BEFORE DELETE OR UPDATE ON public.tax_invoices FOR EACH ROW EXECUTE FUNCTION private.tax_invoices_immutable();

--
-- Name: test_papers test_papers_publish; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER test_papers_publish BEFORE INSERT OR UPDATE OF status ON public.test_papers FOR EACH ROW EXECUTE FUNCTION private.test_papers_publish();

--
-- Name: test_papers test_papers_refresh_plans; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER test_papers_refresh_plans AFTER INSERT OR UPDATE OF status, kind ON public.test_papers FOR EACH ROW EXECUTE FUNCTION private.test_papers_refresh_plans();

--
-- Name: test_papers test_papers_request_prerender; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER test_papers_request_prerender AFTER INSERT OR UPDATE OF status, title, description ON public.test_papers FOR EACH ROW EXECUTE FUNCTION private.request_prerender();

--
-- Name: user_test_attempts user_test_attempts_fix_order; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_test_attempts_fix_order AFTER INSERT ON public.user_test_attempts FOR EACH ROW EXECUTE FUNCTION private.attempt_fix_order();

--
-- Name: user_test_attempts user_test_attempts_paper_offered; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER user_test_attempts_paper_offered BEFORE INSERT ON public.user_test_attempts FOR EACH ROW EXECUTE FUNCTION private.attempts_paper_offered();

--
-- Name: attempt_question_order attempt_question_order_attempt_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.attempt_question_order
    ADD CONSTRAINT attempt_question_order_attempt_id_fkey FOREIGN KEY (attempt_id) REFERENCES public.user_test_attempts(id) ON DELETE CASCADE;

--
-- Name: attempt_question_order attempt_question_order_question_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.attempt_question_order
    ADD CONSTRAINT attempt_question_order_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE;

--
-- Name: attempt_question_order attempt_question_order_version_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.attempt_question_order
    ADD CONSTRAINT attempt_question_order_version_fkey FOREIGN KEY (question_id, version) REFERENCES private.question_versions(question_id, version);

--
-- Name: plan_prices plan_prices_plan_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.plan_prices
    ADD CONSTRAINT plan_prices_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.exam_plans(id) ON DELETE CASCADE;

--
-- Name: question_import_rows question_import_rows_owner_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_import_rows
    ADD CONSTRAINT question_import_rows_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: question_report_writes question_report_writes_user_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_report_writes
    ADD CONSTRAINT question_report_writes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: question_versions question_versions_case_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_versions
    ADD CONSTRAINT question_versions_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.question_cases(id) ON DELETE SET NULL;

--
-- Name: question_versions question_versions_created_by_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_versions
    ADD CONSTRAINT question_versions_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: question_versions question_versions_question_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.question_versions
    ADD CONSTRAINT question_versions_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE;

--
-- Name: exam_info exam_info_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_info
    ADD CONSTRAINT exam_info_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: exam_plans exam_plans_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_plans
    ADD CONSTRAINT exam_plans_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: exam_purchases exam_purchases_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_purchases
    ADD CONSTRAINT exam_purchases_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: exam_purchases exam_purchases_plan_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_purchases
    ADD CONSTRAINT exam_purchases_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.exam_plans(id) ON DELETE CASCADE;

--
-- Name: exam_purchases exam_purchases_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_purchases
    ADD CONSTRAINT exam_purchases_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: exam_topics exam_topics_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.exam_topics
    ADD CONSTRAINT exam_topics_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: invoice_seller invoice_seller_state_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_seller
    ADD CONSTRAINT invoice_seller_state_code_fkey FOREIGN KEY (state_code) REFERENCES public.gst_states(code);

--
-- Name: payment_orders payment_orders_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_orders
    ADD CONSTRAINT payment_orders_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: payment_orders payment_orders_plan_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_orders
    ADD CONSTRAINT payment_orders_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.exam_plans(id) ON DELETE CASCADE;

--
-- Name: payment_orders payment_orders_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_orders
    ADD CONSTRAINT payment_orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: question_cases question_cases_test_paper_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_cases
    ADD CONSTRAINT question_cases_test_paper_id_fkey FOREIGN KEY (test_paper_id) REFERENCES public.test_papers(id) ON DELETE CASCADE;

--
-- Name: question_reports question_reports_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_reports
    ADD CONSTRAINT question_reports_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE;

--
-- Name: question_reports question_reports_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.question_reports
    ADD CONSTRAINT question_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: questions questions_case_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.question_cases(id) ON DELETE CASCADE;

--
-- Name: questions questions_test_paper_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_test_paper_id_fkey FOREIGN KEY (test_paper_id) REFERENCES public.test_papers(id) ON DELETE CASCADE;

--
-- Name: questions questions_updated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tax_invoices tax_invoices_purchase_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_purchase_id_fkey FOREIGN KEY (purchase_id) REFERENCES public.exam_purchases(id) ON DELETE RESTRICT;

--
-- Name: tax_invoices tax_invoices_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_invoices
    ADD CONSTRAINT tax_invoices_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: test_papers test_papers_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_papers
    ADD CONSTRAINT test_papers_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.exams(id) ON DELETE CASCADE;

--
-- Name: user_answers user_answers_attempt_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_answers
    ADD CONSTRAINT user_answers_attempt_id_fkey FOREIGN KEY (attempt_id) REFERENCES public.user_test_attempts(id) ON DELETE CASCADE;

--
-- Name: user_answers user_answers_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_answers
    ADD CONSTRAINT user_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE;

--
-- Name: user_test_attempts user_test_attempts_current_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_test_attempts
    ADD CONSTRAINT user_test_attempts_current_question_id_fkey FOREIGN KEY (current_question_id) REFERENCES public.questions(id) ON DELETE SET NULL;

--
-- Name: user_test_attempts user_test_attempts_test_paper_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_test_attempts
    ADD CONSTRAINT user_test_attempts_test_paper_id_fkey FOREIGN KEY (test_paper_id) REFERENCES public.test_papers(id) ON DELETE CASCADE;

--
-- Name: user_test_attempts user_test_attempts_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_test_attempts
    ADD CONSTRAINT user_test_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_answers answers: owner of the attempt reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "answers: owner of the attempt reads" ON public.user_answers FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.user_test_attempts a
  WHERE ((a.id = user_answers.attempt_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))));

--
-- Name: user_test_attempts attempts: owner reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "attempts: owner reads" ON public.user_test_attempts FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: question_cases cases: readable by whoever may read the paper's questions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "cases: readable by whoever may read the paper's questions" ON public.question_cases FOR SELECT TO authenticated USING (private.caller_can_read_paper(test_paper_id));

--
-- Name: exam_info catalog: anyone reads exam info; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: anyone reads exam info" ON public.exam_info FOR SELECT TO anon, authenticated USING (true);

--
-- Name: exam_topics catalog: anyone reads exam topics; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: anyone reads exam topics" ON public.exam_topics FOR SELECT TO anon, authenticated USING (true);

--
-- Name: exams catalog: anyone reads exams; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: anyone reads exams" ON public.exams FOR SELECT TO anon, authenticated USING (true);

--
-- Name: exam_plans catalog: anyone reads plans; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: anyone reads plans" ON public.exam_plans FOR SELECT TO anon, authenticated USING (true);

--
-- Name: test_papers catalog: learners read published papers and retired ones they a; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: learners read published papers and retired ones they a" ON public.test_papers FOR SELECT TO authenticated USING (((status = 'published'::text) OR private.is_editor() OR ((status = 'retired'::text) AND private.caller_attempted_paper(id))));

--
-- Name: test_papers catalog: visitors read published papers; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "catalog: visitors read published papers" ON public.test_papers FOR SELECT TO anon USING ((status = 'published'::text));

--
-- Name: exam_info; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.exam_info ENABLE ROW LEVEL SECURITY;

--
-- Name: exam_plans; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.exam_plans ENABLE ROW LEVEL SECURITY;

--
-- Name: exam_purchases; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.exam_purchases ENABLE ROW LEVEL SECURITY;

--
-- Name: exam_topics; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.exam_topics ENABLE ROW LEVEL SECURITY;

--
-- Name: exams; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.exams ENABLE ROW LEVEL SECURITY;

--
-- Name: gst_states gst states: signed-in learners read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "gst states: signed-in learners read" ON public.gst_states FOR SELECT TO authenticated USING (true);

--
-- Name: gst_states; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.gst_states ENABLE ROW LEVEL SECURITY;

--
-- Name: invoice_seller invoice seller: signed-in learners read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "invoice seller: signed-in learners read" ON public.invoice_seller FOR SELECT TO authenticated USING (true);

--
-- Name: invoice_seller; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.invoice_seller ENABLE ROW LEVEL SECURITY;

--
-- Name: payment_orders payment orders: owner reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payment orders: owner reads" ON public.payment_orders FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: payment_orders; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payment_orders ENABLE ROW LEVEL SECURITY;

--
-- Name: payment_webhook_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payment_webhook_events ENABLE ROW LEVEL SECURITY;

--
-- Name: exam_purchases purchases: owner reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "purchases: owner reads" ON public.exam_purchases FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: question_reports question reports: owner or staff reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "question reports: owner or staff reads" ON public.question_reports FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_editor() AS is_editor)));

--
-- Name: question_cases; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.question_cases ENABLE ROW LEVEL SECURITY;

--
-- Name: question_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.question_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: questions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.questions ENABLE ROW LEVEL SECURITY;

--
-- Name: tax_invoices tax invoices: owner reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "tax invoices: owner reads" ON public.tax_invoices FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: tax_invoices; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.tax_invoices ENABLE ROW LEVEL SECURITY;

--
-- Name: test_papers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.test_papers ENABLE ROW LEVEL SECURITY;

--
-- Name: user_answers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_answers ENABLE ROW LEVEL SECURITY;

--
-- Name: user_test_attempts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_test_attempts ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO authenticated;

--
-- Name: TABLE plan_benefits; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.plan_benefits FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE attempt_question_order; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.attempt_question_order FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE question_report_writes; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.question_report_writes FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE audit_log; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.audit_log FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE question_versions; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.question_versions FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE question_import_rows; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.question_import_rows FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE field_events; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.field_events FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE field_rate; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.field_rate FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE plan_prices; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.plan_prices FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: TABLE prerender_requests; Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON TABLE private.prerender_requests FROM PUBLIC, anon, authenticated, service_role;

--
-- Name: FUNCTION answer_grace(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.answer_grace() FROM PUBLIC;

--
-- Name: FUNCTION attempt_fix_order(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attempt_fix_order() FROM PUBLIC;

--
-- Name: FUNCTION attempt_order_backfill(p_attempt_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attempt_order_backfill(p_attempt_id uuid) FROM PUBLIC;

--
-- Name: TABLE user_test_attempts; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.user_test_attempts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_test_attempts TO service_role;
GRANT SELECT ON TABLE public.user_test_attempts TO authenticated;

--
-- Name: FUNCTION attempt_paper(p_attempt public.user_test_attempts); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attempt_paper(p_attempt public.user_test_attempts) FROM PUBLIC;

--
-- Name: FUNCTION attempt_start_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attempt_start_limit() FROM PUBLIC;

--
-- Name: FUNCTION audit(p_action text, p_subject text, p_before jsonb, p_after jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit(p_action text, p_subject text, p_before jsonb, p_after jsonb) FROM PUBLIC;

--
-- Name: FUNCTION audit_log_append_only(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.audit_log_append_only() FROM PUBLIC;

--
-- Name: FUNCTION caller_attempt(p_attempt_id uuid, p_lock boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_attempt(p_attempt_id uuid, p_lock boolean) FROM PUBLIC;

--
-- Name: FUNCTION caller_attempted_paper(p_test_paper_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_attempted_paper(p_test_paper_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.caller_attempted_paper(p_test_paper_id uuid) TO authenticated;

--
-- Name: FUNCTION caller_can_read_paper(p_test_paper_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_can_read_paper(p_test_paper_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.caller_can_read_paper(p_test_paper_id uuid) TO authenticated;

--
-- Name: FUNCTION can_open_paper(p_user_id uuid, p_test_paper_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.can_open_paper(p_user_id uuid, p_test_paper_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION check_import_batch(p_batch_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_import_batch(p_batch_id uuid) FROM PUBLIC;

--
-- Name: TABLE questions; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.questions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.questions TO service_role;

--
-- Name: FUNCTION check_question(p_q public.questions); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_question(p_q public.questions) FROM PUBLIC;

--
-- Name: FUNCTION check_question_version(p_q public.questions, p_expected integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_question_version(p_q public.questions, p_expected integer) FROM PUBLIC;

--
-- Name: FUNCTION clear_capped_times(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.clear_capped_times() FROM PUBLIC;

--
-- Name: FUNCTION close_attempt(p_attempt public.user_test_attempts); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.close_attempt(p_attempt public.user_test_attempts) FROM PUBLIC;

--
-- Name: FUNCTION exam_purchases_check_plan(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.exam_purchases_check_plan() FROM PUBLIC;

--
-- Name: FUNCTION exam_purchases_extend_paid_access(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.exam_purchases_extend_paid_access() FROM PUBLIC;

--
-- Name: FUNCTION exam_text_problems(p_exam_id uuid, p_text text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.exam_text_problems(p_exam_id uuid, p_text text) FROM PUBLIC;

--
-- Name: FUNCTION export_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.export_limit() FROM PUBLIC;

--
-- Name: FUNCTION field_batches_per_minute(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_batches_per_minute() FROM PUBLIC;

--
-- Name: FUNCTION field_caller_address(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_caller_address() FROM PUBLIC;

--
-- Name: FUNCTION field_events_per_minute(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_events_per_minute() FROM PUBLIC;

--
-- Name: FUNCTION field_invalid(p_index integer, p_field text, p_problem text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_invalid(p_index integer, p_field text, p_problem text) FROM PUBLIC;

--
-- Name: FUNCTION field_number(p_event jsonb, p_index integer, p_key text, p_min numeric, p_max numeric); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_number(p_event jsonb, p_index integer, p_key text, p_min numeric, p_max numeric) FROM PUBLIC;

--
-- Name: FUNCTION field_require_admin(p_hours integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_require_admin(p_hours integer) FROM PUBLIC;

--
-- Name: FUNCTION field_scrub(p_text text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_scrub(p_text text) FROM PUBLIC;

--
-- Name: FUNCTION field_text(p_event jsonb, p_index integer, p_key text, p_required boolean, p_max integer, p_pattern text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_text(p_event jsonb, p_index integer, p_key text, p_required boolean, p_max integer, p_pattern text) FROM PUBLIC;

--
-- Name: FUNCTION field_too_many(p_message text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.field_too_many(p_message text) FROM PUBLIC;

--
-- Name: FUNCTION gst_split(p_total_paise integer, p_rate_percent numeric, p_intra_state boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.gst_split(p_total_paise integer, p_rate_percent numeric, p_intra_state boolean) FROM PUBLIC;

--
-- Name: FUNCTION gstin_is_valid(p_gstin text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.gstin_is_valid(p_gstin text) FROM PUBLIC;

--
-- Name: FUNCTION has_seen_key(p_user_id uuid, p_question_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.has_seen_key(p_user_id uuid, p_question_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION import_batch_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.import_batch_limit() FROM PUBLIC;

--
-- Name: FUNCTION india_end_of_day(p_at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.india_end_of_day(p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION india_financial_year(p_at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.india_financial_year(p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION invoice_seller_check_gstin(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.invoice_seller_check_gstin() FROM PUBLIC;

--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;

--
-- Name: FUNCTION is_editor(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_editor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_editor() TO authenticated;

--
-- Name: FUNCTION mark_attempt(p_attempt public.user_test_attempts); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mark_attempt(p_attempt public.user_test_attempts) FROM PUBLIC;

--
-- Name: FUNCTION normalized_text(p_text text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.normalized_text(p_text text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.normalized_text(p_text text) TO service_role;

--
-- Name: FUNCTION option_text(p_question private.question_versions, p_key text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.option_text(p_question private.question_versions, p_key text) FROM PUBLIC;

--
-- Name: FUNCTION option_text(p_question public.questions, p_key text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.option_text(p_question public.questions, p_key text) FROM PUBLIC;

--
-- Name: FUNCTION paper_blueprint_problems(p_paper_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.paper_blueprint_problems(p_paper_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION paper_key_count(p_paper_id uuid, p_letter text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.paper_key_count(p_paper_id uuid, p_letter text) FROM PUBLIC;

--
-- Name: FUNCTION plan_benefit_lines(p_exam_id uuid, p_duration_days integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.plan_benefit_lines(p_exam_id uuid, p_duration_days integer) FROM PUBLIC;

--
-- Name: FUNCTION purge_field_events(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_field_events() FROM PUBLIC;

--
-- Name: FUNCTION question_attempted(p_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_attempted(p_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION question_fields(p_q public.questions); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_fields(p_q public.questions) FROM PUBLIC;

--
-- Name: FUNCTION question_problem(p_paper_id uuid, p_text text, p_a text, p_b text, p_c text, p_d text, p_key text, p_explanation text, p_topic text, p_marks integer, p_case_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_problem(p_paper_id uuid, p_text text, p_a text, p_b text, p_c text, p_d text, p_key text, p_explanation text, p_topic text, p_marks integer, p_case_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION question_problem_duplicate(p_text text, p_except uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_problem_duplicate(p_text text, p_except uuid) FROM PUBLIC;

--
-- Name: FUNCTION question_report_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_report_limit() FROM PUBLIC;

--
-- Name: FUNCTION question_reports_reopen(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_reports_reopen() FROM PUBLIC;

--
-- Name: FUNCTION question_section(p_structure jsonb, p_in_case boolean, p_marks integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.question_section(p_structure jsonb, p_in_case boolean, p_marks integer) FROM PUBLIC;

--
-- Name: FUNCTION questions_assign_position(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_assign_position() FROM PUBLIC;

--
-- Name: FUNCTION questions_check_topic_and_case(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_check_topic_and_case() FROM PUBLIC;

--
-- Name: FUNCTION questions_keep_paper_blueprint(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_keep_paper_blueprint() FROM PUBLIC;

--
-- Name: FUNCTION questions_keep_version(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_keep_version() FROM PUBLIC;

--
-- Name: FUNCTION questions_maintain_count(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_maintain_count() FROM PUBLIC;

--
-- Name: FUNCTION questions_next_version(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.questions_next_version() FROM PUBLIC;

--
-- Name: FUNCTION raise_api(p_code text, p_status integer, p_message text, p_details text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.raise_api(p_code text, p_status integer, p_message text, p_details text) FROM PUBLIC;

--
-- Name: FUNCTION raise_invalid(p_field text, p_message text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.raise_invalid(p_field text, p_message text) FROM PUBLIC;

--
-- Name: FUNCTION remark_attempt(p_attempt_id uuid, p_reason text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.remark_attempt(p_attempt_id uuid, p_reason text) FROM PUBLIC;

--
-- Name: FUNCTION require_admin(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_admin() FROM PUBLIC;

--
-- Name: FUNCTION require_editor(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_editor() FROM PUBLIC;

--
-- Name: FUNCTION running_attempt(p_user_id uuid, p_test_paper_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.running_attempt(p_user_id uuid, p_test_paper_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION shuffled_option_keys(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.shuffled_option_keys() FROM PUBLIC;

--
-- Name: FUNCTION staff_role(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.staff_role() FROM PUBLIC;
GRANT ALL ON FUNCTION private.staff_role() TO authenticated;

--
-- Name: FUNCTION studio_matches(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.studio_matches(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) FROM PUBLIC;

--
-- Name: FUNCTION studio_paper_json(p_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.studio_paper_json(p_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION studio_question_json(p_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.studio_question_json(p_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION studio_tsquery(p_search text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.studio_tsquery(p_search text) FROM PUBLIC;

--
-- Name: FUNCTION tax_invoices_immutable(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tax_invoices_immutable() FROM PUBLIC;

--
-- Name: FUNCTION try_uuid(p_text text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.try_uuid(p_text text) FROM PUBLIC;

--
-- Name: FUNCTION va_remark_reason(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.va_remark_reason() FROM PUBLIC;

--
-- Name: FUNCTION apply_due_prices(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_due_prices() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.apply_due_prices() FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_due_prices() TO service_role;

--
-- Name: FUNCTION cancel_plan_price(p_price_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_plan_price(p_price_id bigint) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.cancel_plan_price(p_price_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_plan_price(p_price_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_plan_price(p_price_id bigint) TO service_role;

--
-- Name: FUNCTION check_practice_answer(p_question_id uuid, p_selected_option text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) TO service_role;
GRANT ALL ON FUNCTION public.check_practice_answer(p_question_id uuid, p_selected_option text) TO authenticated;

--
-- Name: FUNCTION delete_my_account(p_confirm_email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_my_account(p_confirm_email text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.delete_my_account(p_confirm_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_my_account(p_confirm_email text) TO service_role;
GRANT ALL ON FUNCTION public.delete_my_account(p_confirm_email text) TO authenticated;

--
-- Name: FUNCTION delete_question(p_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_question(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.delete_question(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_question(p_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.delete_question(p_id uuid) TO authenticated;

--
-- Name: FUNCTION draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb) TO service_role;

--
-- Name: FUNCTION export_my_data(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_my_data() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_my_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data() TO service_role;
GRANT ALL ON FUNCTION public.export_my_data() TO authenticated;

--
-- Name: FUNCTION export_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) TO service_role;
GRANT ALL ON FUNCTION public.export_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean) TO authenticated;

--
-- Name: FUNCTION field_errors(p_hours integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.field_errors(p_hours integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.field_errors(p_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.field_errors(p_hours integer) TO service_role;
GRANT ALL ON FUNCTION public.field_errors(p_hours integer) TO authenticated;

--
-- Name: FUNCTION field_remote_loads(p_hours integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.field_remote_loads(p_hours integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.field_remote_loads(p_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.field_remote_loads(p_hours integer) TO service_role;
GRANT ALL ON FUNCTION public.field_remote_loads(p_hours integer) TO authenticated;

--
-- Name: FUNCTION field_vitals(p_hours integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.field_vitals(p_hours integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.field_vitals(p_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.field_vitals(p_hours integer) TO service_role;
GRANT ALL ON FUNCTION public.field_vitals(p_hours integer) TO authenticated;

--
-- Name: FUNCTION field_vitals_series(p_name text, p_route text, p_hours integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.field_vitals_series(p_name text, p_route text, p_hours integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.field_vitals_series(p_name text, p_route text, p_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.field_vitals_series(p_name text, p_route text, p_hours integer) TO service_role;
GRANT ALL ON FUNCTION public.field_vitals_series(p_name text, p_route text, p_hours integer) TO authenticated;

--
-- Name: FUNCTION get_attempt_questions(p_attempt_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_attempt_questions(p_attempt_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_attempt_questions(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_attempt_questions(p_attempt_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_attempt_questions(p_attempt_id uuid) TO authenticated;

--
-- Name: FUNCTION get_attempt_review(p_attempt_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_attempt_review(p_attempt_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_attempt_review(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_attempt_review(p_attempt_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_attempt_review(p_attempt_id uuid) TO authenticated;

--
-- Name: FUNCTION get_audit_log(p_action text, p_actor text, p_before bigint, p_limit integer, p_subject text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_audit_log(p_action text, p_actor text, p_before bigint, p_limit integer, p_subject text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_audit_log(p_action text, p_actor text, p_before bigint, p_limit integer, p_subject text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_audit_log(p_action text, p_actor text, p_before bigint, p_limit integer, p_subject text) TO service_role;
GRANT ALL ON FUNCTION public.get_audit_log(p_action text, p_actor text, p_before bigint, p_limit integer, p_subject text) TO authenticated;

--
-- Name: FUNCTION get_exam_progress(p_exam_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_exam_progress(p_exam_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.get_exam_progress(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_exam_progress(p_exam_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_exam_progress(p_exam_id uuid) TO authenticated;

--
-- Name: TABLE exam_purchases; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.exam_purchases FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.exam_purchases TO service_role;
GRANT SELECT ON TABLE public.exam_purchases TO authenticated;

--
-- Name: FUNCTION grant_free_access(p_plan_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.grant_free_access(p_plan_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.grant_free_access(p_plan_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.grant_free_access(p_plan_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.grant_free_access(p_plan_id uuid) TO authenticated;

--
-- Name: FUNCTION grant_staff_role(p_email text, p_role text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.grant_staff_role(p_email text, p_role text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.grant_staff_role(p_email text, p_role text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.grant_staff_role(p_email text, p_role text) TO service_role;
GRANT ALL ON FUNCTION public.grant_staff_role(p_email text, p_role text) TO authenticated;

--
-- Name: FUNCTION ingest_field_events(p_batch jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.ingest_field_events(p_batch jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.ingest_field_events(p_batch jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.ingest_field_events(p_batch jsonb) TO service_role;
GRANT ALL ON FUNCTION public.ingest_field_events(p_batch jsonb) TO anon;
GRANT ALL ON FUNCTION public.ingest_field_events(p_batch jsonb) TO authenticated;

--
-- Name: TABLE tax_invoices; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.tax_invoices FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.tax_invoices TO authenticated;
GRANT SELECT ON TABLE public.tax_invoices TO service_role;

--
-- Name: FUNCTION issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) TO service_role;
GRANT ALL ON FUNCTION public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) TO authenticated;

--
-- Name: FUNCTION list_report_queue(p_status text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_report_queue(p_status text, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.list_report_queue(p_status text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_report_queue(p_status text, p_limit integer, p_offset integer) TO service_role;
GRANT ALL ON FUNCTION public.list_report_queue(p_status text, p_limit integer, p_offset integer) TO authenticated;

--
-- Name: FUNCTION list_staff(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_staff() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.list_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_staff() TO service_role;
GRANT ALL ON FUNCTION public.list_staff() TO authenticated;

--
-- Name: FUNCTION record_question_reviews(p_reviews jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_question_reviews(p_reviews jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.record_question_reviews(p_reviews jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_question_reviews(p_reviews jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.record_question_reviews(p_reviews jsonb) TO service_role;

--
-- Name: FUNCTION remark_question_attempts(p_question_id uuid, p_reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remark_question_attempts(p_question_id uuid, p_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.remark_question_attempts(p_question_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remark_question_attempts(p_question_id uuid, p_reason text) TO service_role;
GRANT ALL ON FUNCTION public.remark_question_attempts(p_question_id uuid, p_reason text) TO authenticated;

--
-- Name: TABLE question_reports; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.question_reports FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.question_reports TO service_role;
GRANT SELECT ON TABLE public.question_reports TO authenticated;

--
-- Name: FUNCTION report_question(p_question_id uuid, p_reason text, p_note text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_question(p_question_id uuid, p_reason text, p_note text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.report_question(p_question_id uuid, p_reason text, p_note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_question(p_question_id uuid, p_reason text, p_note text) TO service_role;
GRANT ALL ON FUNCTION public.report_question(p_question_id uuid, p_reason text, p_note text) TO authenticated;

--
-- Name: FUNCTION resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text) TO service_role;
GRANT ALL ON FUNCTION public.resolve_question_reports(p_question_id uuid, p_outcome text, p_reason text) TO authenticated;

--
-- Name: FUNCTION run_question_import(p_batch_id uuid, p_dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.run_question_import(p_batch_id uuid, p_dry_run boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.run_question_import(p_batch_id uuid, p_dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_question_import(p_batch_id uuid, p_dry_run boolean) TO service_role;
GRANT ALL ON FUNCTION public.run_question_import(p_batch_id uuid, p_dry_run boolean) TO authenticated;

--
-- Name: TABLE user_answers; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.user_answers FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_answers TO service_role;
GRANT SELECT ON TABLE public.user_answers TO authenticated;

--
-- Name: FUNCTION save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean) TO service_role;
GRANT ALL ON FUNCTION public.save_answer(p_attempt_id uuid, p_question_id uuid, p_selected_option text, p_marked_for_review boolean, p_time_spent_ms integer, p_option_keys text, p_visited boolean) TO authenticated;

--
-- Name: FUNCTION save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_exam_facts(p_exam_id uuid, p_duration_minutes integer, p_passing_score_percent integer, p_negative_marking_percent integer, p_structure jsonb) TO service_role;

--
-- Name: FUNCTION save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]) TO authenticated;
GRANT ALL ON FUNCTION public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text, p_aim text, p_objectives text[]) TO service_role;

--
-- Name: FUNCTION save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean) TO service_role;
GRANT ALL ON FUNCTION public.save_question(p_id uuid, p_expected_version integer, p_question jsonb, p_resolve_reports boolean) TO authenticated;

--
-- Name: FUNCTION save_question_case(p_paper_id uuid, p_title text, p_passage text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_question_case(p_paper_id uuid, p_title text, p_passage text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_question_case(p_paper_id uuid, p_title text, p_passage text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_question_case(p_paper_id uuid, p_title text, p_passage text) TO authenticated;
GRANT ALL ON FUNCTION public.save_question_case(p_paper_id uuid, p_title text, p_passage text) TO service_role;

--
-- Name: FUNCTION save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer) TO authenticated;
GRANT ALL ON FUNCTION public.save_test_paper(p_id uuid, p_exam_id uuid, p_title text, p_kind text, p_description text, p_questions integer) TO service_role;

--
-- Name: FUNCTION schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer, p_effective_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION server_time(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.server_time() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.server_time() FROM PUBLIC;
GRANT ALL ON FUNCTION public.server_time() TO service_role;
GRANT ALL ON FUNCTION public.server_time() TO anon;
GRANT ALL ON FUNCTION public.server_time() TO authenticated;

--
-- Name: FUNCTION set_question_status(p_id uuid, p_expected_version integer, p_status text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_question_status(p_id uuid, p_expected_version integer, p_status text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_question_status(p_id uuid, p_expected_version integer, p_status text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_question_status(p_id uuid, p_expected_version integer, p_status text) TO service_role;
GRANT ALL ON FUNCTION public.set_question_status(p_id uuid, p_expected_version integer, p_status text) TO authenticated;

--
-- Name: FUNCTION set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_test_paper_status(p_id uuid, p_status text, p_publish_drafts boolean) TO service_role;

--
-- Name: FUNCTION stage_question_import(p_batch_id uuid, p_rows jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.stage_question_import(p_batch_id uuid, p_rows jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.stage_question_import(p_batch_id uuid, p_rows jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.stage_question_import(p_batch_id uuid, p_rows jsonb) TO service_role;
GRANT ALL ON FUNCTION public.stage_question_import(p_batch_id uuid, p_rows jsonb) TO authenticated;

--
-- Name: FUNCTION start_attempt(p_test_paper_id uuid, p_end_running boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.start_attempt(p_test_paper_id uuid, p_end_running boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.start_attempt(p_test_paper_id uuid, p_end_running boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_attempt(p_test_paper_id uuid, p_end_running boolean) TO service_role;
GRANT ALL ON FUNCTION public.start_attempt(p_test_paper_id uuid, p_end_running boolean) TO authenticated;

--
-- Name: FUNCTION start_practice(p_exam_id uuid, p_mode text, p_topic text, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text, p_limit integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text, p_limit integer) TO service_role;
GRANT ALL ON FUNCTION public.start_practice(p_exam_id uuid, p_mode text, p_topic text, p_limit integer) TO authenticated;

--
-- Name: FUNCTION studio_options(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_options() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_options() FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_options() TO service_role;
GRANT ALL ON FUNCTION public.studio_options() TO authenticated;

--
-- Name: FUNCTION studio_paper_questions(p_paper_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_paper_questions(p_paper_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_paper_questions(p_paper_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_paper_questions(p_paper_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.studio_paper_questions(p_paper_id uuid) TO service_role;

--
-- Name: FUNCTION studio_papers(p_exam_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_papers(p_exam_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_papers(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_papers(p_exam_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.studio_papers(p_exam_id uuid) TO service_role;

--
-- Name: FUNCTION studio_plans(p_exam_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_plans(p_exam_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_plans(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_plans(p_exam_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.studio_plans(p_exam_id uuid) TO service_role;

--
-- Name: FUNCTION studio_question(p_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_question(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_question(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_question(p_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.studio_question(p_id uuid) TO authenticated;

--
-- Name: FUNCTION studio_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean, p_sort text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.studio_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean, p_sort text, p_limit integer, p_offset integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.studio_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean, p_sort text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.studio_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean, p_sort text, p_limit integer, p_offset integer) TO service_role;
GRANT ALL ON FUNCTION public.studio_questions(p_search text, p_exam_id uuid, p_topic text, p_paper_id uuid, p_status text, p_has_reports boolean, p_sort text, p_limit integer, p_offset integer) TO authenticated;

--
-- Name: FUNCTION submit_attempt(p_attempt_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_attempt(p_attempt_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.submit_attempt(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_attempt(p_attempt_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.submit_attempt(p_attempt_id uuid) TO authenticated;

--
-- Name: FUNCTION take_prerender_requests(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.take_prerender_requests() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.take_prerender_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.take_prerender_requests() TO service_role;

--
-- Name: TABLE exam_info; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.exam_info FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.exam_info TO service_role;
GRANT SELECT ON TABLE public.exam_info TO anon;
GRANT SELECT ON TABLE public.exam_info TO authenticated;

--
-- Name: TABLE exam_plans; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.exam_plans FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.exam_plans TO service_role;
GRANT SELECT ON TABLE public.exam_plans TO anon;
GRANT SELECT ON TABLE public.exam_plans TO authenticated;

--
-- Name: TABLE exam_topics; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.exam_topics FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.exam_topics TO service_role;
GRANT SELECT ON TABLE public.exam_topics TO anon;
GRANT SELECT ON TABLE public.exam_topics TO authenticated;

--
-- Name: TABLE exams; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.exams FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.exams TO service_role;
GRANT SELECT ON TABLE public.exams TO anon;
GRANT SELECT ON TABLE public.exams TO authenticated;

--
-- Name: TABLE gst_states; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.gst_states FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.gst_states TO service_role;
GRANT SELECT ON TABLE public.gst_states TO authenticated;

--
-- Name: TABLE invoice_seller; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.invoice_seller FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.invoice_seller TO service_role;
GRANT SELECT ON TABLE public.invoice_seller TO authenticated;

--
-- Name: TABLE payment_orders; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.payment_orders FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payment_orders TO service_role;
GRANT SELECT ON TABLE public.payment_orders TO authenticated;

--
-- Name: TABLE payment_webhook_events; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.payment_webhook_events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payment_webhook_events TO service_role;

--
-- Name: TABLE question_cases; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.question_cases FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.question_cases TO service_role;
GRANT SELECT ON TABLE public.question_cases TO authenticated;

--
-- Name: TABLE test_papers; Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON TABLE public.test_papers FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.test_papers TO service_role;
GRANT SELECT ON TABLE public.test_papers TO anon;
GRANT SELECT ON TABLE public.test_papers TO authenticated;

--
-- The rows this schema needs before any seed: the benefit lines plans' descriptions are written from, India's GST
-- state codes and the seller invoices name.
--

INSERT INTO private.plan_benefits (slot, exam_id, min_days, line) VALUES
	(10, NULL, 1, 'Demo Questions paper (10 questions)'),
	(30, NULL, 1, 'Instant results with explanations'),
	(30, NULL, 2, 'Detailed explanation for every question'),
	(40, NULL, 1, 'Valid until midnight today'),
	(40, NULL, 2, 'Unlimited attempts for {days} days'),
	(50, NULL, 2, 'Score history and best score per paper'),
	(20, '00000000-0000-4000-a000-000000000002', 2, 'Case-based practice: 6 cases of 5 two-mark questions'),
	(30, '00000000-0000-4000-a000-000000000004', 2, 'Detailed explanation for every question, working through pricing and payoff'),
	(20, '00000000-0000-4000-a000-000000000005', 2, 'Case-based practice: 5 company and industry cases of 4 questions'),
	(10, '00000000-0000-4000-a000-000000000001', 2, 'All {papers} papers, including {full}'),
	(10, '00000000-0000-4000-a000-000000000002', 2, 'All {papers} papers, including {full}'),
	(10, '00000000-0000-4000-a000-000000000003', 2, 'All {papers} papers, including {full}'),
	(10, '00000000-0000-4000-a000-000000000004', 2, 'All {papers} papers, including {full}'),
	(10, '00000000-0000-4000-a000-000000000005', 2, 'All {papers} papers, including {full}'),
	(10, '00000000-0000-4000-a000-000000000006', 2, 'All {papers} papers, including {full}'),
	(10, NULL, 2, 'All {papers} papers, including {full}');

INSERT INTO public.gst_states (code, name) VALUES
	('01', 'Jammu and Kashmir'),
	('02', 'Himachal Pradesh'),
	('03', 'Punjab'),
	('04', 'Chandigarh'),
	('05', 'Uttarakhand'),
	('06', 'Haryana'),
	('07', 'Delhi'),
	('08', 'Rajasthan'),
	('09', 'Uttar Pradesh'),
	('10', 'Bihar'),
	('11', 'Sikkim'),
	('12', 'Arunachal Pradesh'),
	('13', 'Nagaland'),
	('14', 'Manipur'),
	('15', 'Mizoram'),
	('16', 'Tripura'),
	('17', 'Meghalaya'),
	('18', 'Assam'),
	('19', 'West Bengal'),
	('20', 'Jharkhand'),
	('21', 'Odisha'),
	('22', 'Chhattisgarh'),
	('23', 'Madhya Pradesh'),
	('24', 'Gujarat'),
	('26', 'Dadra and Nagar Haveli and Daman and Diu'),
	('27', 'Maharashtra'),
	('29', 'Karnataka'),
	('30', 'Goa'),
	('31', 'Lakshadweep'),
	('32', 'Kerala'),
	('33', 'Tamil Nadu'),
	('34', 'Puducherry'),
	('35', 'Andaman and Nicobar Islands'),
	('36', 'Telangana'),
	('37', 'Andhra Pradesh'),
	('38', 'Ladakh');

INSERT INTO public.invoice_seller (id, legal_name, address, state_code, gstin, sac_code, gst_rate_percent, invoice_prefix) VALUES
	(true, 'Finlearn Technologies Pvt. Ltd.', '2nd Floor, Infopark Road, Kakkanad, Kochi, Kerala 682030, India', '32', NULL, '999293', 18.00, 'NISM');

--
-- Hosted projects with pg_cron enabled: field data retention hourly, due prices every minute. Without the extension
-- (PGlite, a plain PostgreSQL) local-supabase runs both functions on its own timer.
--

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-field-events', '17 * * * *', 'select private.purge_field_events()');
    perform cron.schedule('apply-due-prices', '* * * * *', 'select public.apply_due_prices()');
  end if;
end $$;

reset check_function_bodies;
