-- Plan benefits from data, not from copies (issue 26 item 11). Each plan's description was a hand-written list, and
-- the copies drifted: X-B's ₹1,299 180-day plan listed less than its 90-day plan (no score history, and "Detailed
-- explanations" where the 90-day plan promised an explanation for every question).
--
-- A benefit is a line in a slot (its place in the list) that a plan of at least min_days days gets. A plan shows,
-- in each slot, the line of the highest tier it reaches (an exam's own line before the line for every exam of the
-- same tier), so a longer plan always shows each slot a shorter one shows, at the same tier or above: it lists at
-- least what the shorter plan does. `{days}` in a line is the plan's duration. The description stays what the
-- spec says: benefit lines separated by a pipe character.
--
-- Data only for the API: the table and function are private (no client reads them; the apps read
-- exam_plans.description as before), so the generated database types do not change. The seed
-- (supabase/seed/00_catalog.sql) writes each plan's description with the same function, so a fresh database and a
-- deployed one, rewritten below, say the same.

create table private.plan_benefits (
  "slot" smallint not null check ("slot" > 0),
  -- Null: a line for every exam; an exam's own line of the same tier takes its place. No foreign key: a fresh
  -- database gets these rows from this migration before the seed adds the exams.
  exam_id uuid,
  min_days integer not null check (min_days > 0),
  line text not null check (btrim(line) <> '' and strpos(line, '|') = 0),
  constraint plan_benefits_tier_key unique nulls not distinct ("slot", exam_id, min_days)
);
revoke all on table private.plan_benefits from public, anon, authenticated;

-- Every exam. The one-day demo is a tier of its own; every longer plan opens every paper.
insert into private.plan_benefits ("slot", exam_id, min_days, line) values
  (10, null, 1, 'Demo Questions paper (10 questions)'),
  (10, null, 2, 'All 4 papers, including the 100-question full-length mock'),
  (30, null, 1, 'Instant results with explanations'),
  (30, null, 2, 'Detailed explanation for every question'),
  (40, null, 1, 'Valid until midnight today'),
  (40, null, 2, 'Unlimited attempts for {days} days'),
  (50, null, 2, 'Score history and best score per paper');

-- What one exam's paid plans say of their own: the full mock of each (the seeded exams' fixed ids), the case
-- practice of X-B and XV, the derivatives explanations of VIII.
insert into private.plan_benefits ("slot", exam_id, min_days, line) values
  (10, '00000000-0000-4000-a000-000000000001', 2, 'All 4 papers, including the 100-question full-length mock'),
  (10, '00000000-0000-4000-a000-000000000002', 2, 'All 4 papers, including the 3-hour full-length mock'),
  (20, '00000000-0000-4000-a000-000000000002', 2, 'Case-based practice: 6 cases of 5 two-mark questions'),
  (10, '00000000-0000-4000-a000-000000000003', 2, 'All 4 papers, including the 100-question full-length mock'),
  (10, '00000000-0000-4000-a000-000000000004', 2, 'All 4 papers, including the 100-question full-length mock'),
  (30, '00000000-0000-4000-a000-000000000004', 2, 'Detailed explanation for every question, working through pricing and payoff'),
  (10, '00000000-0000-4000-a000-000000000005', 2, 'All 4 papers, including the 100-question full-length mock'),
  (20, '00000000-0000-4000-a000-000000000005', 2, 'Case-based practice: 5 company and industry cases of 4 questions'),
  (10, '00000000-0000-4000-a000-000000000006', 2, 'All 4 papers, including the 100-question full-length mock');

-- A plan's description: per slot, the highest tier its duration reaches, the exam's own line first.
create function private.plan_benefit_lines(p_exam_id uuid, p_duration_days integer) returns text
language sql stable set search_path = '' as $$
  select string_agg(b.line, '|' order by b."slot")
  from (
    select distinct on (pb."slot") pb."slot", replace(pb.line, '{days}', p_duration_days::text) as line
    from private.plan_benefits pb
    where (pb.exam_id = p_exam_id or pb.exam_id is null) and pb.min_days <= p_duration_days
    order by pb."slot", pb.min_days desc, pb.exam_id nulls last
  ) b
$$;
revoke all on function private.plan_benefit_lines(uuid, integer) from public, anon, authenticated;

-- The plans already deployed: every plan of an exam these benefits describe (an exam with lines of its own).
update public.exam_plans p
set description = private.plan_benefit_lines(p.exam_id, p.duration_days)
where exists (select 1 from private.plan_benefits pb where pb.exam_id = p.exam_id)
  and description is distinct from private.plan_benefit_lines(p.exam_id, p.duration_days);
