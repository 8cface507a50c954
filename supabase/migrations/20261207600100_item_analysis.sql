-- Issue 50 §5: item analysis in the studio, as Moodle's quiz statistics give it to teachers. Per question of a paper,
-- from learners' first answers: facility (the share correct), discrimination (the point-biserial correlation of
-- the answer with the learner's score on their other first answers of the exam), each option's choice rate by
-- ability band (thirds of the learners by that score), and the Rasch difficulty the readiness fit holds. A question
-- whose discrimination is negative, whose strongest third picks one distractor over the key (a likely wrong key),
-- or that nobody gets right or wrong is flagged, and the flag joins the reports queue. Only staff see it.

alter type public.question_report_reason add value if not exists 'item_analysis';

-- A flag is the analysis's, not a learner's: it has no reporter, one open flag per question at a time.
alter table public.question_reports
  alter column user_id drop not null,
  add column source text not null default 'learner'
    constraint question_reports_source_check check (source in ('learner', 'item_analysis')),
  add constraint question_reports_source_user_check check ((source = 'learner') = (user_id is not null));
create unique index question_reports_open_flag_key on public.question_reports (question_id)
  where source = 'item_analysis' and status = 'open';

/** Learners with fewer first answers than this to a question are too few to judge it by. */
create function private.item_analysis_min_learners() returns integer
language sql immutable set search_path = '' as $$ select 30 $$;

/**
 * The analysis of `p_paper_id`'s published questions, from the first answers of the exam's most recently active
 * learners (the readiness fit's bound), and the flags it raises, which it records in the reports queue.
 */
create function public.studio_item_analysis(p_paper_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_exam uuid;
  v_users uuid[];
  v_result jsonb;
  v_item jsonb;
  v_flag text;
begin
  perform private.require_editor();
  select tp.exam_id into v_exam from public.test_papers tp where tp.id = p_paper_id;
  if not found then
    perform private.raise_api('P0002', 404, 'Paper not found');
  end if;
  select array_agg(u.user_id) into v_users from (
    select a.user_id from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
    where tp.exam_id = v_exam and a.completed group by a.user_id
    order by max(a.end_time) desc limit private.rasch_max_learners()) u;

  with answers as (
    select f.user_id, f.question_id, f.correct, f.selected from private.first_answers(v_exam, coalesce(v_users, '{}')) f
  ), learner as (
    select a.user_id, count(*) as n, sum(a.correct::int) as right_n,
           ntile(3) over (order by avg(a.correct::int), a.user_id) as band
    from answers a group by a.user_id having count(*) >= 5
  ), paper as (
    select q.id, q.position, q.correct_option::text as key, q.version
    from public.questions q where q.test_paper_id = p_paper_id and q.status = 'published'
  ), scored as (
    -- Each answer with the learner's score on their other first answers (the rest score) and band.
    select p.id, p.position, p.key, a.correct, a.selected, l.band,
           (l.right_n - a.correct::int)::double precision / (l.n - 1) as rest
    from paper p join answers a on a.question_id = p.id join learner l on l.user_id = a.user_id
  ), bands as (
    select b.id, jsonb_object_agg(b.band_name, b.shares) as by_band
    from (select s.id, case s.band when 1 then 'low' when 2 then 'middle' else 'high' end as band_name,
                 jsonb_build_object('learners', count(*),
                   'A', round(avg((s.selected = 'A')::int)::numeric, 3), 'B', round(avg((s.selected = 'B')::int)::numeric, 3),
                   'C', round(avg((s.selected = 'C')::int)::numeric, 3), 'D', round(avg((s.selected = 'D')::int)::numeric, 3)) as shares
          from scored s group by s.id, s.band) b
    group by b.id
  ), stats as (
    select s.id, count(*) as learners, avg(s.correct::int) as facility,
           corr(s.correct::int, s.rest) as discrimination
    from scored s group by s.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', p.id, 'position', p.position, 'key', p.key, 'learners', coalesce(st.learners, 0),
           'facility', round(st.facility::numeric, 3), 'discrimination', round(st.discrimination::numeric, 3),
           'difficulty', round(ri.difficulty::numeric, 2), 'bands', coalesce(b.by_band, '{}'::jsonb))
         order by p.position), '[]'::jsonb)
  into v_result
  from paper p
  left join stats st on st.id = p.id
  left join bands b on b.id = p.id
  left join private.rasch_items ri on ri.exam_id = v_exam and ri.question_id = p.id;

  -- The flags, each said plainly; a question with too few learners is not judged.
  select coalesce(jsonb_agg(item || jsonb_build_object('flags', flags) order by (item ->> 'position')::int), '[]'::jsonb)
  into v_result
  from (
    select i as item, coalesce((
      select jsonb_agg(f) from (
        select format('Negative discrimination (%s): stronger learners get it wrong more often than weaker ones', i ->> 'discrimination') as f
        where (i ->> 'discrimination')::numeric < 0
        union all
        select format('The strongest third chose %s most (%s%%), not the key %s: a likely wrong key', o.option,
                      round(o.share * 100), i ->> 'key')
        from (select opt as option, (i -> 'bands' -> 'high' ->> opt)::numeric as share
              from unnest(array['A', 'B', 'C', 'D']) opt
              where (i -> 'bands') ? 'high' and (i -> 'bands' -> 'high' ->> 'learners')::int >= 5
              order by (i -> 'bands' -> 'high' ->> opt)::numeric desc, opt limit 1) o
        where o.option <> i ->> 'key' and o.share > (i -> 'bands' -> 'high' ->> (i ->> 'key'))::numeric
        union all
        select 'Every learner got it right: it tells nobody apart' where (i ->> 'facility')::numeric = 1
        union all
        select 'No learner got it right: check the key and the wording' where (i ->> 'facility')::numeric = 0
      ) x), '[]'::jsonb) as flags
    from jsonb_array_elements(v_result) i
    where (i ->> 'learners')::int >= private.item_analysis_min_learners()
    union all
    select i, '[]'::jsonb from jsonb_array_elements(v_result) i
    where (i ->> 'learners')::int < private.item_analysis_min_learners()
  ) judged;

  -- Each flagged question has one open flag in the queue, its note the analysis's latest words.
  for v_item in select i from jsonb_array_elements(v_result) i where jsonb_array_length(i -> 'flags') > 0 loop
    select string_agg(f, '. ') into v_flag from jsonb_array_elements_text(v_item -> 'flags') f;
    v_flag := left('Item analysis: ' || v_flag || '.', 1000);
    update public.question_reports set note = v_flag, updated_at = now()
    where question_id = (v_item ->> 'question_id')::uuid and source = 'item_analysis' and status = 'open';
    if not found then
      insert into public.question_reports (user_id, question_id, reason, note, question_version, source)
      select null, q.id, 'item_analysis', v_flag, q.version, 'item_analysis'
      from public.questions q where q.id = (v_item ->> 'question_id')::uuid;
    end if;
  end loop;

  return jsonb_build_object('min_learners', private.item_analysis_min_learners(), 'questions', v_result);
end $$;

revoke all on function private.item_analysis_min_learners() from public;
revoke all on function public.studio_item_analysis(uuid) from public, anon;
grant execute on function public.studio_item_analysis(uuid) to authenticated;
