-- Readiness (issue 50, section 1): "am I ready?" as a calibrated estimate. A Rasch (one-parameter IRT) model is fitted
-- per exam from learners' first answers: each question's difficulty b and each learner's ability a, P(correct) =
-- 1 / (1 + exp(b - a)). A learner's estimate is their ability (from their own first answers, the fitted difficulties
-- fixed) carried through the exam's blueprint (sections, marks, negative marking) to a score on a fresh paper, with
-- an 80% interval and the chance of reaching the pass mark. docs/readiness.md has the model and its calibration.

-- A learner's first answer to each question of an exam: the answer in the first submitted attempt in which they
-- answered it (within the attempt's time), right or wrong against the version of the question they were shown.
-- p_users limits it to those learners (null: everyone).
create function private.first_answers(p_exam_id uuid, p_users uuid[] default null)
returns table (user_id uuid, question_id uuid, correct boolean, selected text, answered_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select distinct on (a.user_id, o.question_id)
         a.user_id, o.question_id, ua.selected_option::text = qv.correct_option::text, ua.selected_option::text, a.end_time
  from public.test_papers tp
  join public.user_test_attempts a on a.test_paper_id = tp.id and a.completed
  join private.attempt_question_order o on o.attempt_id = a.id
  join public.user_answers ua
    on ua.attempt_id = a.id and ua.question_id = o.question_id and ua.selected_option is not null
   and ua.updated_at <= a.deadline + private.answer_grace()
  join private.question_versions qv on qv.question_id = o.question_id and qv.version = o.version
  where tp.exam_id = p_exam_id and (p_users is null or a.user_id = any (p_users))
  order by a.user_id, o.question_id, a.start_time
$$;
revoke all on function private.first_answers(uuid, uuid[]) from public;

-- The fit's bounds: it reads at most this many first answers (the most recent learners' first), so one exam's refit
-- takes a bounded time whatever the data (on PGlite every request waits for it).
create function private.rasch_max_responses() returns integer language sql immutable set search_path = '' as $$ select 20000 $$;
create function private.rasch_max_learners() returns integer language sql immutable set search_path = '' as $$ select 2000 $$;
-- A fit is reused for this long before a request may refit it (the scheduled job refits stale fits too).
create function private.rasch_fit_age() returns interval language sql immutable set search_path = '' as $$ select interval '10 minutes' $$;
revoke all on function private.rasch_max_responses() from public;
revoke all on function private.rasch_max_learners() from public;
revoke all on function private.rasch_fit_age() from public;

create table private.rasch_fits (
  exam_id uuid primary key references public.exams (id) on delete cascade,
  fitted_at timestamptz not null default now(),
  responses integer not null,
  learners integer not null,
  items integer not null,
  -- The learners' abilities as a population (mean and spread): the prior a learner's own estimate is shrunk to.
  ability_mean double precision not null,
  ability_sd double precision not null,
  iterations integer not null
);
-- The fitted difficulty of each question answered in the fit, with its counts.
create table private.rasch_items (
  exam_id uuid not null references public.exams (id) on delete cascade,
  question_id uuid not null,
  difficulty double precision not null,
  answers integer not null,
  correct integer not null,
  primary key (exam_id, question_id)
);
-- Each learner's ability in the fit (the studio's item analysis bands learners by it; a learner's readiness computes
-- their own afresh from their answers).
create table private.rasch_abilities (
  exam_id uuid not null references public.exams (id) on delete cascade,
  user_id uuid not null,
  ability double precision not null,
  se double precision not null,
  answers integer not null,
  primary key (exam_id, user_id)
);
-- The first answers a fit is made from (kept with it, so the fit's iterations read a table, not the attempts).
create table private.rasch_responses (
  exam_id uuid not null references public.exams (id) on delete cascade,
  user_id uuid not null,
  question_id uuid not null,
  correct boolean not null,
  primary key (exam_id, user_id, question_id)
);
revoke all on private.rasch_fits, private.rasch_items, private.rasch_abilities, private.rasch_responses from public;

-- Fits the model to private.rasch_responses of the exam: joint maximum a posteriori (JML with shrinkage), alternating
-- Newton-Raphson steps for the abilities (prior: the population's normal, re-estimated each round as in EM) and the
-- difficulties (prior N(0, 2^2)), at most 30 rounds, each step at most 1 logit.
create function private.rasch_fit(p_exam_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_mean double precision := 0;
  v_var double precision := 1;
  v_item_var constant double precision := 4;
  v_change double precision;
  v_change2 double precision;
  v_round integer := 0;
begin
  delete from private.rasch_items where exam_id = p_exam_id;
  delete from private.rasch_abilities where exam_id = p_exam_id;
  -- Starting values: each question's and learner's log-odds of a right answer (smoothed).
  insert into private.rasch_items (exam_id, question_id, difficulty, answers, correct)
  select p_exam_id, r.question_id,
         greatest(-3, least(3, ln((count(*) - count(*) filter (where r.correct) + 0.5) / (count(*) filter (where r.correct) + 0.5)))),
         count(*), count(*) filter (where r.correct)
  from private.rasch_responses r where r.exam_id = p_exam_id group by r.question_id;
  insert into private.rasch_abilities (exam_id, user_id, ability, se, answers)
  select p_exam_id, r.user_id,
         greatest(-3, least(3, ln((count(*) filter (where r.correct) + 0.5) / (count(*) - count(*) filter (where r.correct) + 0.5)))),
         1, count(*)
  from private.rasch_responses r where r.exam_id = p_exam_id group by r.user_id;

  loop
    v_round := v_round + 1;
    with s as (
      select r.user_id,
             sum(r.correct::integer - 1 / (1 + exp(i.difficulty - ab.ability))) as resid,
             sum(exp(i.difficulty - ab.ability) / (1 + exp(i.difficulty - ab.ability)) ^ 2) as info
      from private.rasch_responses r
      join private.rasch_items i on i.exam_id = r.exam_id and i.question_id = r.question_id
      join private.rasch_abilities ab on ab.exam_id = r.exam_id and ab.user_id = r.user_id
      where r.exam_id = p_exam_id
      group by r.user_id
    ), u as (
      update private.rasch_abilities ab
      set ability = ab.ability + greatest(-1, least(1, (s.resid - (ab.ability - v_mean) / v_var) / (s.info + 1 / v_var))),
          se = 1 / sqrt(s.info + 1 / v_var)
      from s where ab.exam_id = p_exam_id and ab.user_id = s.user_id
      returning abs(greatest(-1, least(1, (s.resid - (ab.ability - v_mean) / v_var) / (s.info + 1 / v_var)))) as step
    )
    select coalesce(max(step), 0) into v_change from u;

    with s as (
      select r.question_id,
             sum(1 / (1 + exp(i.difficulty - ab.ability)) - r.correct::integer) as resid,
             sum(exp(i.difficulty - ab.ability) / (1 + exp(i.difficulty - ab.ability)) ^ 2) as info
      from private.rasch_responses r
      join private.rasch_items i on i.exam_id = r.exam_id and i.question_id = r.question_id
      join private.rasch_abilities ab on ab.exam_id = r.exam_id and ab.user_id = r.user_id
      where r.exam_id = p_exam_id
      group by r.question_id
    ), u as (
      update private.rasch_items i
      set difficulty = i.difficulty + greatest(-1, least(1, (s.resid - i.difficulty / v_item_var) / (s.info + 1 / v_item_var)))
      from s where i.exam_id = p_exam_id and i.question_id = s.question_id
      returning abs(greatest(-1, least(1, (s.resid - i.difficulty / v_item_var) / (s.info + 1 / v_item_var)))) as step
    )
    select coalesce(max(step), 0) into v_change2 from u;

    -- The population: the mean of the abilities, and their spread including each one's own uncertainty.
    select coalesce(avg(ability), 0), greatest(0.05, coalesce(avg((ability - avg_all) ^ 2 + se ^ 2), 1))
    into v_mean, v_var
    from (select ability, se, avg(ability) over () as avg_all from private.rasch_abilities where exam_id = p_exam_id) x;

    exit when greatest(v_change, v_change2) < 0.005 or v_round >= 30;
  end loop;

  insert into private.rasch_fits (exam_id, fitted_at, responses, learners, items, ability_mean, ability_sd, iterations)
  values (p_exam_id, now(),
          (select count(*) from private.rasch_responses where exam_id = p_exam_id),
          (select count(*) from private.rasch_abilities where exam_id = p_exam_id),
          (select count(*) from private.rasch_items where exam_id = p_exam_id),
          v_mean, sqrt(v_var), v_round)
  on conflict (exam_id) do update
  set fitted_at = excluded.fitted_at, responses = excluded.responses, learners = excluded.learners, items = excluded.items,
      ability_mean = excluded.ability_mean, ability_sd = excluded.ability_sd, iterations = excluded.iterations;
end $$;
revoke all on function private.rasch_fit(uuid) from public;

-- Refits an exam from its first answers: the most recently active learners' (at most rasch_max_learners), at most
-- rasch_max_responses of them.
create function private.refresh_rasch_fit(p_exam_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from private.rasch_responses where exam_id = p_exam_id;
  insert into private.rasch_responses (exam_id, user_id, question_id, correct)
  select p_exam_id, f.user_id, f.question_id, f.correct
  from private.first_answers(p_exam_id, (
         select array_agg(l.user_id) from (
           select a.user_id from public.user_test_attempts a
           join public.test_papers tp on tp.id = a.test_paper_id and tp.exam_id = p_exam_id
           where a.completed group by a.user_id order by max(a.end_time) desc limit private.rasch_max_learners()) l)) f
  order by f.answered_at desc
  limit private.rasch_max_responses();
  perform private.rasch_fit(p_exam_id);
end $$;
revoke all on function private.refresh_rasch_fit(uuid) from public;

-- A fit no older than rasch_fit_age, or one nothing has been submitted since. One request refits at a time (another
-- asking meanwhile uses the fit there is).
create function private.ensure_rasch_fit(p_exam_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_fitted timestamptz;
begin
  select fitted_at into v_fitted from private.rasch_fits where exam_id = p_exam_id;
  if v_fitted is not null and (v_fitted > now() - private.rasch_fit_age() or not exists (
        select 1 from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
        where tp.exam_id = p_exam_id and a.completed and a.end_time > v_fitted)) then
    return;
  end if;
  if pg_try_advisory_xact_lock(hashtext('rasch-fit:' || p_exam_id::text)) then
    perform private.refresh_rasch_fit(p_exam_id);
  end if;
end $$;
revoke all on function private.ensure_rasch_fit(uuid) from public;

-- The scheduled job (pg_cron on a hosted project, local-supabase's timer here): refits up to 5 stale exams a run.
create function private.refresh_rasch_fits() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_exam uuid;
  v_done integer := 0;
begin
  for v_exam in
    select e.id from public.exams e
    left join private.rasch_fits f on f.exam_id = e.id
    where exists (select 1 from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
                  where tp.exam_id = e.id and a.completed and (f.fitted_at is null or a.end_time > f.fitted_at))
    order by f.fitted_at nulls first
    limit 5
  loop
    perform private.refresh_rasch_fit(v_exam);
    v_done := v_done + 1;
  end loop;
  return v_done;
end $$;
revoke all on function private.refresh_rasch_fits() from public;

-- A learner's ability from their answers to questions of the given difficulties: the posterior mode under the
-- population's normal prior, and its standard error.
create function private.rasch_ability(p_difficulties double precision[], p_correct boolean[], p_mean double precision,
                                      p_sd double precision, out ability double precision, out se double precision)
language plpgsql immutable
set search_path = ''
as $$
declare
  v_var double precision := greatest(p_sd, 0.2) ^ 2;
  v_resid double precision;
  v_info double precision;
  v_step double precision;
begin
  ability := p_mean;
  for i in 1..30 loop
    select coalesce(sum(x::integer - 1 / (1 + exp(b - ability))), 0),
           coalesce(sum(exp(b - ability) / (1 + exp(b - ability)) ^ 2), 0)
    into v_resid, v_info
    from unnest(p_difficulties, p_correct) as t(b, x);
    v_step := greatest(-1, least(1, (v_resid - (ability - p_mean) / v_var) / (v_info + 1 / v_var)));
    ability := ability + v_step;
    exit when abs(v_step) < 0.0005;
  end loop;
  select coalesce(sum(exp(b - ability) / (1 + exp(b - ability)) ^ 2), 0) into v_info
  from unnest(p_difficulties, p_correct) as t(b, x);
  se := 1 / sqrt(v_info + 1 / v_var);
end $$;
revoke all on function private.rasch_ability(double precision[], boolean[], double precision, double precision) from public;

-- The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7).
create function private.normal_cdf(p_x double precision) returns double precision
language sql immutable
set search_path = ''
as $$
  select case when p_x < 0 then 1 - v else v end
  from (select 1 - 0.5 * (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t)
               * exp(-z * z) as v
        -- Beyond 8 standard deviations it is 0 or 1 (and exp would underflow, which PostgreSQL raises).
        from (select 1 / (1 + 0.3275911 * least(abs(p_x), 8) / sqrt(2.0)) as t, least(abs(p_x), 8) / sqrt(2.0) as z) a) b
$$;
revoke all on function private.normal_cdf(double precision) from public;

-- A fresh paper in the exam's blueprint for a learner of ability N(p_ability, p_se^2), every question answered: each
-- section's questions drawn from the fitted questions of that section (their kind and marks), each right with the
-- model's chance and marked with the section's marks and the exam's negative marking. Given an ability the score is
-- a sum of independent answers (normal, mean and variance summed over sections); the ability's uncertainty is
-- integrated over 33 points. Returns the expected score, its 80% interval and the chance of reaching the pass mark.
create function private.readiness_estimate(p_exam_id uuid, p_ability double precision, p_se double precision)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_info public.exam_info;
  v_neg double precision;
  v_pass double precision;
  v_half double precision;
  v_w double precision[];
  v_mu double precision[];
  v_sd double precision[];
  v_lo double precision;
  v_hi double precision;
  v_q double precision[] := '{}'::double precision[];
  v_target double precision;
  v_mid double precision;
  v_cdf double precision;
begin
  select * into v_info from public.exam_info where exam_id = p_exam_id;
  if not found or jsonb_array_length(v_info.structure) = 0 then
    return null;
  end if;
  v_neg := v_info.negative_marking_percent / 100.0;
  v_pass := v_info.total_marks * v_info.passing_score_percent / 100.0;

  with sections as (
    select s.n::integer as section, (s.e ->> 'questions')::integer as questions, (s.e ->> 'marks_each')::double precision as marks
    from jsonb_array_elements(v_info.structure) with ordinality as s(e, n)
  ), fitted as (
    select private.question_section(v_info.structure, q.case_id is not null, q.marks) as section, i.difficulty
    from private.rasch_items i join public.questions q on q.id = i.question_id
    where i.exam_id = p_exam_id
  ), pools as (
    -- A section with no fitted question of its own draws from all the exam's (none fitted: a difficulty of 0).
    select s.section, s.questions, s.marks, d.b
    from sections s
    cross join lateral (
      select f.difficulty as b from fitted f where f.section = s.section
      union all
      select f.difficulty from fitted f where not exists (select 1 from fitted g where g.section = s.section)
      union all
      select 0 where not exists (select 1 from fitted)
    ) d
  ), nodes as (
    select g / 4.0 as z, exp(-0.5 * (g / 4.0) * (g / 4.0)) as w from generate_series(-16, 16) g
  ), per_section as (
    select n.z, n.w, p.section, p.questions, p.marks, avg(1 / (1 + exp(p.b - (p_ability + p_se * n.z)))) as p
    from nodes n cross join pools p
    group by n.z, n.w, p.section, p.questions, p.marks
  ), per_node as (
    select z, w, sum(questions * marks * ((1 + v_neg) * p - v_neg)) as mu,
           sum(questions * marks ^ 2 * (1 + v_neg) ^ 2 * p * (1 - p)) as var
    from per_section group by z, w
  )
  select array_agg(w / total order by z), array_agg(mu order by z), array_agg(sqrt(greatest(var, 1e-9)) order by z)
  into v_w, v_mu, v_sd
  from per_node cross join (select sum(w) as total from nodes) t;
  -- Scores move in steps of a right answer's worth (marks plus the deduction it avoids); half the smallest step
  -- corrects for continuity.
  select 0.5 * min((e ->> 'marks_each')::double precision * (1 + v_neg)) into v_half
  from jsonb_array_elements(v_info.structure) e;

  -- The 10th and 90th percentiles of the score, by bisection on the mixture's distribution function.
  foreach v_target in array array[0.1, 0.9] loop
    v_lo := -v_info.total_marks;
    v_hi := 2 * v_info.total_marks;
    for i in 1..40 loop
      v_mid := (v_lo + v_hi) / 2;
      v_cdf := 0;
      for k in 1..cardinality(v_w) loop
        v_cdf := v_cdf + v_w[k] * private.normal_cdf((v_mid - v_mu[k]) / v_sd[k]);
      end loop;
      if v_cdf < v_target then v_lo := v_mid; else v_hi := v_mid; end if;
    end loop;
    v_q := v_q || v_mid;
  end loop;

  return jsonb_build_object(
    'expected', round(greatest(0, (select sum(w * mu) from unnest(v_w, v_mu) as t(w, mu)))::numeric, 1),
    'low', round(greatest(0, v_q[1] + v_half)::numeric, 1),
    'high', round(least(v_info.total_marks, greatest(0, v_q[2] - v_half))::numeric, 1),
    'interval_percent', 80,
    'pass_chance', round((select sum(w * (1 - private.normal_cdf((v_pass - v_half - mu) / sd)))
                          from unnest(v_w, v_mu, v_sd) as t(w, mu, sd))::numeric, 3),
    'pass_marks', v_pass,
    'total_marks', v_info.total_marks);
end $$;
revoke all on function private.readiness_estimate(uuid, double precision, double precision) from public;

-- What a learner needs before an estimate means something: this many first answers in all, at least
-- readiness_min_per_chapter in each of the exam's chapters with published questions, readiness_min_per_section in
-- each blueprint section.
create function private.readiness_min_answers() returns integer language sql immutable set search_path = '' as $$ select 50 $$;
create function private.readiness_min_per_chapter() returns integer language sql immutable set search_path = '' as $$ select 2 $$;
create function private.readiness_min_per_section() returns integer language sql immutable set search_path = '' as $$ select 5 $$;
revoke all on function private.readiness_min_answers() from public;
revoke all on function private.readiness_min_per_chapter() from public;
revoke all on function private.readiness_min_per_section() from public;

-- The caller's readiness for an exam: the estimate, or what to answer first. Only the caller's own answers are read
-- for them; other learners' reach it only as the fitted difficulties.
create function public.get_readiness(p_exam_id uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_info public.exam_info;
  v_fit private.rasch_fits;
  v_answered integer;
  v_chapters jsonb;
  v_sections jsonb;
  v_more integer;
  v_b double precision[];
  v_x boolean[];
  v_ability record;
begin
  if v_uid is null then
    raise exception 'Sign in to see your readiness' using errcode = '42501';
  end if;
  select * into v_info from public.exam_info where exam_id = p_exam_id;
  if not found then
    perform private.raise_api('P0002', 404, 'Exam not found');
  end if;
  perform private.ensure_rasch_fit(p_exam_id);
  select * into v_fit from private.rasch_fits where exam_id = p_exam_id;

  -- The caller's first answers, their fitted difficulties, chapters and sections; then the chapters with published
  -- questions the caller has answered too few of, and likewise the blueprint's sections.
  with mine as materialized (
    select f.question_id, f.correct, coalesce(i.difficulty, 0) as difficulty, q.topic,
           private.question_section(v_info.structure, q.case_id is not null, q.marks) as section
    from private.first_answers(p_exam_id, array[v_uid]) f
    join public.questions q on q.id = f.question_id
    left join private.rasch_items i on i.exam_id = p_exam_id and i.question_id = f.question_id
  )
  select (select count(*)::integer from mine),
         (select array_agg(m.difficulty order by m.question_id) from mine m),
         (select array_agg(m.correct order by m.question_id) from mine m),
         (select coalesce(jsonb_agg(jsonb_build_object('chapter', c.chapter, 'title', c.title, 'more', c.more) order by c.chapter), '[]')
          from (
            select t.chapter, t.title, private.readiness_min_per_chapter() - count(m.question_id)::integer as more
            from public.exam_topics t
            left join mine m on m.topic = t.title
            where t.exam_id = p_exam_id and exists (
              select 1 from public.questions q join public.test_papers tp on tp.id = q.test_paper_id
              where tp.exam_id = p_exam_id and tp.status = 'published' and q.status = 'published' and q.topic = t.title)
            group by t.chapter, t.title
            having count(m.question_id) < private.readiness_min_per_chapter()) c),
         (select coalesce(jsonb_agg(jsonb_build_object('section', s.name, 'more', s.more) order by s.n), '[]')
          from (
            select s.n, s.e ->> 'section' as name,
                   least(private.readiness_min_per_section(), (s.e ->> 'questions')::integer)
                     - (select count(*) from mine m where m.section = s.n)::integer as more
            from jsonb_array_elements(v_info.structure) with ordinality as s(e, n)) s
          where s.more > 0)
  into v_answered, v_b, v_x, v_chapters, v_sections;
  v_more := greatest(private.readiness_min_answers() - v_answered,
                     (select coalesce(sum((c ->> 'more')::integer), 0) from jsonb_array_elements(v_chapters) c),
                     (select coalesce(sum((s ->> 'more')::integer), 0) from jsonb_array_elements(v_sections) s));

  if v_more > 0 or jsonb_array_length(v_info.structure) = 0 then
    return jsonb_build_object('status', 'more', 'answered', v_answered, 'more', greatest(v_more, 0),
                              'chapters', v_chapters, 'sections', v_sections);
  end if;

  select * into v_ability
  from private.rasch_ability(v_b, v_x, coalesce(v_fit.ability_mean, 0), coalesce(v_fit.ability_sd, 1));
  return jsonb_build_object('status', 'ready', 'answered', v_answered, 'fitted_at', v_fit.fitted_at,
                            'learners', coalesce(v_fit.learners, 0))
         || private.readiness_estimate(p_exam_id, v_ability.ability, v_ability.se);
end $$;
revoke all on function public.get_readiness(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_readiness(uuid) to authenticated;

-- Hosted projects with pg_cron: refit stale exams every 15 minutes (local-supabase runs it on its own timer).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('refresh-rasch-fits', '*/15 * * * *', 'select private.refresh_rasch_fits()');
  end if;
end $$;
