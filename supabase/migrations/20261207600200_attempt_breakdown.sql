-- Issue 50 §4: section-wise and topic-wise analysis of a submitted attempt, against the learner's own earlier
-- attempts of the same exam. Per section of the exam's blueprint and per topic: questions, marks, correct, wrong,
-- unanswered, marks earned, negative marks and time spent, for this attempt and for the earlier attempts together
-- (each graded as it was marked: the version it held, the negative marking it was marked under). Only the caller's
-- own attempts are read; nobody else's answers are involved.

create function public.get_attempt_breakdown(p_attempt_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_attempt public.user_test_attempts := private.caller_attempt(p_attempt_id, false);
  v_exam uuid;
  v_structure jsonb;
begin
  if not v_attempt.completed then
    raise exception 'The analysis is shown once the attempt is submitted' using errcode = '42501';
  end if;
  select tp.exam_id, coalesce(i.structure, '[]'::jsonb) into v_exam, v_structure
  from public.test_papers tp left join public.exam_info i on i.exam_id = tp.exam_id
  where tp.id = v_attempt.test_paper_id;

  return (
    with attempts as (
      select a.*, a.id = v_attempt.id as current
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id
      where a.user_id = v_attempt.user_id and tp.exam_id = v_exam and a.completed
        and (a.id = v_attempt.id or a.start_time < v_attempt.start_time)
    ), graded as (
      select a.current, q.marks::integer as marks, coalesce(q.topic, '') as topic,
             private.question_section(v_structure, q.case_id is not null, q.marks) as section,
             case when ua.selected_option is null then 'unanswered'
                  when ua.selected_option::text = q.correct_option::text then 'correct' else 'wrong' end as outcome,
             coalesce(a.negative_marking_percent, 0) as negative_pct,
             coalesce(ua.time_spent_ms, 0) as time_ms
      from attempts a
      join private.attempt_question_order o on o.attempt_id = a.id
      join private.question_versions q on q.question_id = o.question_id and q.version = o.version
      left join public.user_answers ua
        on ua.attempt_id = a.id and ua.question_id = o.question_id and ua.updated_at <= a.deadline + private.answer_grace()
    ), totals as (
      select g.current, grouping(g.section) = 1 as by_topic, g.section, g.topic,
             jsonb_build_object(
               'questions', count(*), 'marks', sum(g.marks),
               'correct', count(*) filter (where g.outcome = 'correct'),
               'wrong', count(*) filter (where g.outcome = 'wrong'),
               'unanswered', count(*) filter (where g.outcome = 'unanswered'),
               'marks_earned', coalesce(sum(g.marks) filter (where g.outcome = 'correct'), 0),
               'negative_marks', round(coalesce(sum(g.marks * g.negative_pct / 100.0) filter (where g.outcome = 'wrong'), 0), 2),
               'time_ms', sum(g.time_ms)) as figures
      from graded g
      group by grouping sets ((g.current, g.section), (g.current, g.topic))
    ), rows as (
      select t.by_topic,
             case when t.by_topic then t.topic else coalesce(v_structure -> (t.section - 1) ->> 'section', 'Questions') end as name,
             t.section,
             max(t.figures::text) filter (where t.current)::jsonb as this_attempt,
             max(t.figures::text) filter (where not t.current)::jsonb as earlier
      from totals t
      where t.by_topic or t.section is not null
      group by t.by_topic, t.topic, t.section
    )
    select jsonb_build_object(
      'earlier_attempts', (select count(*) from attempts where not current),
      'sections', coalesce((select jsonb_agg(jsonb_build_object('name', r.name, 'this_attempt', r.this_attempt, 'earlier', r.earlier)
                                             order by r.section) from rows r where not r.by_topic and r.this_attempt is not null), '[]'::jsonb),
      'topics', coalesce((select jsonb_agg(jsonb_build_object('name', r.name, 'this_attempt', r.this_attempt, 'earlier', r.earlier)
                                           order by r.name) from rows r where r.by_topic and r.name <> '' and r.this_attempt is not null), '[]'::jsonb))
  );
end $$;

revoke all on function public.get_attempt_breakdown(uuid) from public, anon;
grant execute on function public.get_attempt_breakdown(uuid) to authenticated;
