-- The whole paper as a learner sees it, for the studio's paper preview (issue 32): every question of a paper, drafts
-- included, with its options, key, explanation, marks and caselet, in paper order. Staff only.
create function public.studio_paper_questions(p_paper_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
revoke all on function public.studio_paper_questions(uuid) from public, anon;
grant execute on function public.studio_paper_questions(uuid) to authenticated;
