-- A paper drawn from the bank (issue 32). Each exam may have a question bank: a paper of kind 'bank', never
-- published, where the content team writes and imports questions and caselets that belong to no paper yet. An admin
-- draws a draft full-length paper from it: for each stand-alone section of the blueprint, questions of its marks in
-- proportion to the topic weights given, each pick taking the answer letter the paper has least of (so keys balance
-- across A-D); for each caselet section, whole caselets of its size and marks. The drawn questions move from the bank
-- to the paper (a question is in one paper, never twice; the demo and the other papers are never drawn from), still
-- drafts, to be previewed and published with the paper. Nothing moves when the bank cannot fill the blueprint.

-- How many of the paper's questions have this answer letter: the draw picks the letter the paper has least of.
create function private.paper_key_count(p_paper_id uuid, p_letter text) returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer from public.questions q
  where q.test_paper_id = p_paper_id and q.correct_option::text = p_letter and q.status <> 'retired'
$$;
revoke all on function private.paper_key_count(uuid, text) from public;

-- p_topic_weights: {"<topic>": weight, …}; a topic left out weighs 0, and none given weighs every topic alike.
create function public.draw_paper_from_bank(p_paper_id uuid, p_topic_weights jsonb default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
revoke all on function public.draw_paper_from_bank(uuid, jsonb) from public, anon;
grant execute on function public.draw_paper_from_bank(uuid, jsonb) to authenticated;
