-- get_exam_progress listed every paper of the exam to any signed-in account, titles of drafts, retired papers and the
-- question bank included (issue 42, finding 11). It now lists the papers a learner may see in the catalog: the
-- published ones, and any other the learner has an attempt of (a retired paper they took keeps its history).

create or replace function public.get_exam_progress(p_exam_id uuid) returns jsonb
  language plpgsql stable security definer
  set search_path to ''
as $$
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
        from public.test_papers tp
        where tp.exam_id = p_exam_id
          and (tp.status = 'published' or exists (select 1 from attempts a where a.test_paper_id = tp.id))), '[]'::json),
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
