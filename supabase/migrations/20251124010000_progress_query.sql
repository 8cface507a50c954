-- get_exam_progress in one pass over the learner's answers: the answers of the learner's submitted attempts are read
-- once by attempt (instead of, per question, every learner's answers to it, which a planner without fresh statistics
-- picks), the per-topic totals and the per-attempt trend both come from one grouping of (attempt, topic), and the
-- answer grace is read once. Same result as 20251123000000_progress.sql; measured by `npm run bench -- progress`.
create or replace function public.get_exam_progress(p_exam_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
      select a.*
      from public.user_test_attempts a
      join public.test_papers tp on tp.id = a.test_paper_id
      where a.user_id = v_uid and tp.exam_id = p_exam_id
    ),
    -- Answers saved after deadline + grace did not count in the score, so they do not count here either.
    answers as materialized (
      select ua.attempt_id, ua.question_id, ua.selected_option
      from attempts a
      join public.user_answers ua on ua.attempt_id = a.id and ua.updated_at <= a.deadline + v_grace
      where a.completed
    ),
    per_attempt as materialized (
      select a.id as attempt_id, a.end_time, q.topic,
             count(*) filter (where ua.selected_option = q.correct_option) as correct,
             count(*) filter (where ua.selected_option <> q.correct_option) as wrong,
             count(*) as total
      from attempts a
      join public.questions q on q.test_paper_id = a.test_paper_id and q.topic is not null
      left join answers ua on ua.attempt_id = a.id and ua.question_id = q.id
      where a.completed
      group by a.id, a.end_time, q.topic
    ),
    topic_totals as (
      select p.topic, sum(p.correct)::integer as correct, sum(p.wrong)::integer as wrong,
             sum(p.total - p.correct - p.wrong)::integer as unanswered, sum(p.total)::integer as total,
             jsonb_agg(jsonb_build_object('attempt_id', p.attempt_id, 'at', p.end_time,
                                          'accuracy', round(100.0 * p.correct / p.total)) order by p.end_time) as trend
      from per_attempt p group by p.topic
    )
    select jsonb_build_object(
      'exam_id', p_exam_id,
      'passing_score_percent', (select i.passing_score_percent from public.exam_info i where i.exam_id = p_exam_id),
      'server_time', now(),
      'papers', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', tp.id, 'title', tp.title, 'position', tp.position, 'duration_minutes', tp.duration_minutes,
          'question_count', tp.question_count,
          'attempts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'id', a.id, 'start_time', a.start_time, 'end_time', a.end_time, 'deadline', a.deadline,
              'completed', a.completed, 'score', a.score, 'net_marks', a.net_marks, 'total_marks', a.total_marks,
              'net_percent', a.net_percent, 'passed', a.passed, 'passing_score_percent', a.passing_score_percent,
              'time_taken_seconds', case when a.completed then extract(epoch from a.end_time - a.start_time)::integer end)
              order by a.start_time)
            from attempts a where a.test_paper_id = tp.id), '[]'::jsonb))
          order by tp.position, tp.title)
        from public.test_papers tp where tp.exam_id = p_exam_id), '[]'::jsonb),
      'topics', coalesce((
        select jsonb_agg(jsonb_build_object(
          'topic', t.title, 'chapter', t.chapter,
          'correct', tt.correct, 'wrong', tt.wrong, 'unanswered', tt.unanswered, 'total', tt.total,
          'accuracy', round(100.0 * tt.correct / tt.total), 'trend', tt.trend)
          order by round(100.0 * tt.correct / tt.total), tt.total desc, t.chapter)
        from topic_totals tt
        join public.exam_topics t on t.exam_id = p_exam_id and t.title = tt.topic), '[]'::jsonb)
    )
  );
end $$;
