-- Admins edit an exam's information texts in the studio (issue 32): its title, certification levels, requirement,
-- aim and objectives. The texts may not contradict the blueprint: a number of questions, marks, minutes or hours, or
-- a percentage, that a text states must be one the blueprint has (a section's, a caselet's or the whole paper's), so
-- the page never says "100 questions" beside a table of 135.

-- What in `p_text` disagrees with the exam's blueprint, one sentence each.
create function private.exam_text_problems(p_exam_id uuid, p_text text) returns setof text
language sql stable set search_path = '' as $$
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
revoke all on function private.exam_text_problems(uuid, text) from public;

-- The information page's texts (admins). 22023 names the field: empty or over-long, or contradicting the blueprint.
create function public.save_exam_info_texts(p_exam_id uuid, p_title text, p_certification_levels text, p_requirement text,
                                            p_aim text, p_objectives text[]) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
revoke all on function public.save_exam_info_texts(uuid, text, text, text, text, text[]) from public, anon;
grant execute on function public.save_exam_info_texts(uuid, text, text, text, text, text[]) to authenticated;

-- Every exam's texts as seeded agree with its blueprint.
do $$
declare
  v_problem text;
begin
  select i.title || ': ' || p into v_problem
  from public.exam_info i,
       private.exam_text_problems(i.exam_id, concat_ws(' ', i.title, i.certification_levels, i.requirement, i.aim,
                                                       array_to_string(i.objectives, ' '))) p
  limit 1;
  if v_problem is not null then
    raise exception 'An exam''s information contradicts its blueprint: %', v_problem;
  end if;
end $$;
