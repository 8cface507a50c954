-- Prerendered pages follow published content (issue 32). The public pages are HTML written at deploy
-- (tools/prerender.ts); a paper published or retired, an exam's information or blueprint changed, or a plan's price
-- or description changed makes that exam's pages stale. Each such write records the exam here; the prerender step
-- takes the requests (take_prerender_requests, service role) and renders again the pages they touch: home, the exams
-- list, and the exam's information and plans pages. `npm start` does it every few seconds; a deployed site runs
-- `npx tsx tools/prerender.ts shell/dist <site> --requested` on a schedule (README, "Prerendered pages"). Until it
-- runs, a page hydrates with the database's data, and checkout always charges the database's price.

create table private.prerender_requests (
  exam_id uuid primary key,
  requested_at timestamptz not null default now()
);
revoke all on table private.prerender_requests from public, anon, authenticated;

create function private.request_prerender() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.prerender_requests (exam_id) values (new.exam_id)
  on conflict (exam_id) do update set requested_at = now();
  return null;
end $$;

create trigger test_papers_request_prerender after insert or update of status, title, description on public.test_papers
for each row execute function private.request_prerender();
create trigger exam_info_request_prerender after insert or update on public.exam_info
for each row execute function private.request_prerender();
create trigger exam_plans_request_prerender after insert or update of price, original_price, description, duration_days on public.exam_plans
for each row execute function private.request_prerender();

-- The exams whose pages are stale, oldest request first; taking them clears them.
create function public.take_prerender_requests() returns setof uuid
language sql security definer set search_path = '' as $$
  with taken as (delete from private.prerender_requests returning exam_id, requested_at)
  select exam_id from taken order by requested_at
$$;
revoke all on function public.take_prerender_requests() from public, anon, authenticated;
grant execute on function public.take_prerender_requests() to service_role;
