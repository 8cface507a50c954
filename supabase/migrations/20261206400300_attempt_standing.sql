-- Where I stand (issue 50, section 3): a learner's percentile among learners' first attempts at the same paper, and
-- per section, computed on the server from aggregates only: no other learner's identity, answers or marks reach the
-- browser. Shown once at least standing_min_learners() learners have a completed first attempt at the paper.

create function private.standing_min_learners() returns integer
language sql immutable
set search_path = ''
as $$ select 30 $$;
revoke all on function private.standing_min_learners() from public;

-- The share of values below p_value, ties counting half, in percent (one decimal); null with no values.
create function private.percentile_of(p_value numeric, p_values numeric[]) returns numeric
language sql immutable
set search_path = ''
as $$
  select case when cardinality(p_values) = 0 then null else round(100.0 * (
    (select count(*) from unnest(p_values) v where v < p_value)
    + 0.5 * (select count(*) from unnest(p_values) v where v = p_value)) / cardinality(p_values), 1) end
$$;
revoke all on function private.percentile_of(numeric, numeric[]) from public;

create function public.get_attempt_standing(p_attempt_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_attempt public.user_test_attempts;
  v_learners integer;
  v_others numeric[];
  v_other_sections jsonb;
  v_sections jsonb;
begin
  select * into v_attempt from public.user_test_attempts a
  where a.id = p_attempt_id and a.user_id = auth.uid() and a.completed and a.net_marks is not null;
  if not found then
    perform private.raise_api('P0002', 404, 'Results not found');
  end if;

  -- Each learner's first completed attempt at this paper (the caller's among them): how many, and the others' marks.
  select count(*), coalesce(array_agg(f.net_marks) filter (where f.user_id <> v_attempt.user_id), '{}'),
         coalesce(jsonb_agg(f.section_results) filter (where f.user_id <> v_attempt.user_id), '[]'::jsonb)
  into v_learners, v_others, v_other_sections
  from (select distinct on (a.user_id) a.user_id, a.net_marks, a.section_results
        from public.user_test_attempts a
        where a.test_paper_id = v_attempt.test_paper_id and a.completed and a.net_marks is not null
        order by a.user_id, a.start_time) f;
  if v_learners < private.standing_min_learners() then
    return jsonb_build_object('learners', v_learners, 'needed', private.standing_min_learners(), 'percentile', null,
                              'sections', '[]'::jsonb);
  end if;

  -- This attempt against the other learners' first attempts, overall and per section.
  select coalesce(jsonb_agg(jsonb_build_object(
           'section', mine ->> 'section',
           'percentile', private.percentile_of((mine ->> 'net_marks')::numeric, coalesce((
             select array_agg((s ->> 'net_marks')::numeric)
             from jsonb_array_elements(v_other_sections) r
             cross join lateral jsonb_array_elements(case jsonb_typeof(r) when 'array' then r else '[]'::jsonb end) s
             where s ->> 'section' = mine ->> 'section'), '{}')))
           order by ordinality), '[]'::jsonb)
  into v_sections
  from jsonb_array_elements(case jsonb_typeof(v_attempt.section_results) when 'array' then v_attempt.section_results
                            else '[]'::jsonb end) with ordinality as t(mine, ordinality);
  return jsonb_build_object('learners', v_learners, 'needed', private.standing_min_learners(),
                            'percentile', private.percentile_of(v_attempt.net_marks, v_others), 'sections', v_sections);
end $$;
revoke all on function public.get_attempt_standing(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_attempt_standing(uuid) to authenticated;
