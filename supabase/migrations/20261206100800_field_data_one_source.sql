-- One visitor no longer rewrites the operations view (issue 42, finding 4). Within its own rate limit one address
-- pushed `/`'s p75 LCP from 1 s to 600 s and made a remote show 200 failed loads of 200.
-- * Each vital is checked against physical bounds (LCP, FCP, TTFB up to 120 s; INP up to 60 s; CLS up to 10), and a
--   remote load or failure needs a page view (a vital) of the same session, in the batch or in the last hour.
-- * Each event records its source: a hash of the client address salted with the UTC day (never the address).
-- * The reads count sessions, not events: in a percentile each session weighs 1 in all (its events share it), and
--   a source weighs at most field_source_sessions() sessions (its sessions share that); remote loads and failures
--   are sessions, weighed the same way. Every figure says how many sessions and sources it rests on.

alter table private.field_events add column source text check (length(source) <= 32);
create index field_events_session_idx on private.field_events (session, received_at);

create function private.field_source(p_address text) returns text
  language sql stable
  set search_path to ''
as $$ select left(md5(p_address || ':' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD')), 16) $$;
revoke all on function private.field_source(text) from public;

create function private.field_source_sessions() returns integer
  language sql immutable
  set search_path to ''
as $$ select 5 $$;
revoke all on function private.field_source_sessions() from public;

create or replace function public.ingest_field_events(p_batch jsonb) returns jsonb
  language plpgsql security definer
  set search_path to ''
as $_$
declare
  v_minute timestamptz := date_trunc('minute', now());
  v_address text := private.field_caller_address();
  v_count integer;
  v_events jsonb;
  v_event jsonb;
  v_index integer := 0;
  v_key text;
  v_kind text;
  v_name text;
  v_value numeric;
  v_route text;
  v_remote text;
  v_attribution jsonb;
  v_source text := private.field_source(private.field_caller_address());
begin
  -- Per address first, before any work: a refused batch writes nothing (its count is rolled back with it).
  insert into private.field_rate as r (address, minute, batches) values (v_address, v_minute, 1)
  on conflict (address, minute) do update set batches = r.batches + 1
  returning r.batches into v_count;
  if v_count > private.field_batches_per_minute() then
    perform private.field_too_many('Too many field events from this address: try again in a minute');
  end if;
  if v_count = 1 then
    delete from private.field_rate where minute < v_minute - interval '2 minutes';
  end if;

  if p_batch is null or jsonb_typeof(p_batch) <> 'object' then
    perform private.field_invalid(null, 'p_batch', 'must be an object { "events": [...] }');
  end if;
  if octet_length(p_batch::text) > 16384 then
    perform private.field_invalid(null, 'p_batch', 'must be at most 16 KiB');
  end if;
  select k into v_key from jsonb_object_keys(p_batch) k where k <> 'events' limit 1;
  if v_key is not null then
    perform private.field_invalid(null, left(v_key, 40), 'is not a field of a batch');
  end if;
  v_events := p_batch -> 'events';
  if v_events is null or jsonb_typeof(v_events) <> 'array' then
    perform private.field_invalid(null, 'events', 'must be an array');
  end if;
  if jsonb_array_length(v_events) not between 1 and 50 then
    perform private.field_invalid(null, 'events', 'must hold 1 to 50 events');
  end if;

  for v_event in select value from jsonb_array_elements(v_events) loop
    if jsonb_typeof(v_event) <> 'object' then
      perform private.field_invalid(v_index, 'event', 'must be an object');
    end if;
    select k into v_key from jsonb_object_keys(v_event) k
    where k <> all (array['kind', 'name', 'value', 'rating', 'route', 'remote', 'version', 'shell_version',
                          'connection', 'device', 'session', 'message', 'frame', 'attribution', 'at'])
    limit 1;
    if v_key is not null then
      perform private.field_invalid(v_index, left(v_key, 40), 'is not a field of an event');
    end if;

    v_kind := private.field_text(v_event, v_index, 'kind', true, 10, '^(vital|error|remote)$');
    v_name := private.field_text(v_event, v_index, 'name', true, 20);
    if not (v_kind = 'vital' and v_name in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')
            or v_kind = 'error' and v_name in ('uncaught', 'rejection', 'boundary', 'save', 'api')
            or v_kind = 'remote' and v_name in ('load', 'load-failed')) then
      perform private.field_invalid(v_index, 'name', format('is not a name of a %s event', v_kind));
    end if;
    -- Physical bounds per vital (issue 42, finding 4): a page that takes longer than two minutes to paint, an
    -- interaction that waits a minute, or a layout that shifts ten screens' worth is not a measurement.
    v_value := private.field_number(v_event, v_index, 'value', 0,
                                    case v_name when 'CLS' then 10 when 'INP' then 60000 else 120000 end);
    if (v_kind = 'vital') <> (v_value is not null) then
      perform private.field_invalid(v_index, 'value', 'is required for a vital and only for a vital');
    end if;
    if v_kind <> 'vital' and v_event ? 'rating' then
      perform private.field_invalid(v_index, 'rating', 'is only for a vital');
    end if;
    perform private.field_text(v_event, v_index, 'rating', false, 17, '^(good|needs-improvement|poor)$');

    v_route := private.field_text(v_event, v_index, 'route', true, 200, '^/[!-~]*$');
    if v_route ~ '[?#@]' or v_route ~ '[0-9]{6,}' or v_route ~ '[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}'
       or v_route ~ '[0-9A-Fa-f]{32}' then
      perform private.field_invalid(v_index, 'route',
        'must be a route pattern (/exams/:examId), without ids, emails, numbers or a query');
    end if;
    v_remote := private.field_text(v_event, v_index, 'remote', false, 40, '^[a-z-]+$');
    if v_kind = 'remote' and v_remote is null then
      perform private.field_invalid(v_index, 'remote', 'is required for a remote event');
    end if;
    -- A remote load or failure belongs to a page view: the same session sent a vital in this batch or in the last
    -- hour from the same address (issue 42, finding 4: one address reported 200 failed loads of 200).
    if v_kind = 'remote' and not (
         exists (select 1 from jsonb_array_elements(v_events) x
                 where x ->> 'kind' = 'vital' and x ->> 'session' = v_event ->> 'session')
         or exists (select 1 from private.field_events s
                    where s.kind = 'vital' and s.session = v_event ->> 'session' and s.source = v_source
                      and s.received_at > now() - interval '1 hour')) then
      perform private.field_invalid(v_index, 'session', 'a remote event needs a page view (a vital) of the same session');
    end if;
    perform private.field_text(v_event, v_index, 'version', false, 64, '^[ -~]+$');
    perform private.field_text(v_event, v_index, 'shell_version', false, 64, '^[ -~]+$');
    perform private.field_text(v_event, v_index, 'connection', false, 20, '^[A-Za-z0-9 ._-]+$');
    perform private.field_text(v_event, v_index, 'device', false, 7, '^(phone|tablet|desktop)$');
    perform private.field_text(v_event, v_index, 'session', true, 40, '^[A-Za-z0-9_-]+$');
    perform private.field_text(v_event, v_index, 'message', false, 500);
    perform private.field_text(v_event, v_index, 'frame', false, 300);
    v_attribution := v_event -> 'attribution';
    if v_attribution is not null and (jsonb_typeof(v_attribution) <> 'object' or octet_length(v_attribution::text) > 2048) then
      perform private.field_invalid(v_index, 'attribution', 'must be an object of at most 2 KiB');
    end if;
    perform private.field_number(v_event, v_index, 'at', 0, 100000000000000);
    v_index := v_index + 1;
  end loop;

  -- Everyone together: a flood from many addresses fills at most this many rows a minute.
  insert into private.field_rate as r (address, minute, events) values ('*', v_minute, v_index)
  on conflict (address, minute) do update set events = r.events + v_index
  returning r.events into v_count;
  if v_count > private.field_events_per_minute() then
    perform private.field_too_many('Too many field events just now: try again in a minute');
  end if;

  insert into private.field_events (kind, name, value, rating, route, remote, version, shell_version, connection,
                                    device, session, message, frame, attribution, client_at, source)
  select e ->> 'kind', e ->> 'name', (e ->> 'value')::double precision, e ->> 'rating', e ->> 'route', e ->> 'remote',
         e ->> 'version', e ->> 'shell_version', e ->> 'connection', e ->> 'device', e ->> 'session',
         private.field_scrub(e ->> 'message'), private.field_scrub(e ->> 'frame'), e -> 'attribution',
         round((e ->> 'at')::numeric)::bigint, v_source
  from jsonb_array_elements(v_events) e;
  return jsonb_build_object('accepted', v_index);
end $_$;

create or replace function public.field_vitals(p_hours integer default 24) returns jsonb
  language plpgsql stable security definer
  set search_path to ''
as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  with e as (
    select e.id, e.route, e.remote, e.version, e.name, e.value, e.rating, e.session,
           coalesce(e.source, 's:' || e.session) as source,
           1.0 / count(*) over (partition by e.route, e.remote, e.version, e.name, coalesce(e.source, 's:' || e.session), e.session)
             as session_share
    from private.field_events e
    where e.kind = 'vital' and e.received_at >= now() - make_interval(hours => p_hours)
  ),
  w as (
    select e.*, e.session_share * least(1.0, private.field_source_sessions()
             / sum(e.session_share) over (partition by e.route, e.remote, e.version, e.name, e.source)) as weight
    from e
  ),
  c as (
    select w.*, sum(w.weight) over (partition by w.route, w.remote, w.version, w.name order by w.value, w.id) as cum,
           sum(w.weight) over (partition by w.route, w.remote, w.version, w.name) as total
    from w
  )
  select coalesce(jsonb_agg(to_jsonb(g) order by g.route, g.remote, g.version, g.name), '[]'::jsonb) into v_result
  from (
    select c.route, c.remote, c.version, c.name, count(*)::integer as samples,
           count(distinct c.session)::integer as sessions, count(distinct c.source)::integer as sources,
           min(c.value) filter (where c.cum >= 0.75 * c.total - 1e-9) as p75,
           round(coalesce(sum(c.weight) filter (where c.rating = 'good'), 0) / sum(c.weight), 3) as good_share
    from c
    group by c.route, c.remote, c.version, c.name
    order by count(distinct c.session) desc
    limit 1000
  ) g;
  return v_result;
end $$;

create or replace function public.field_vitals_series(p_name text, p_route text default null, p_hours integer default 24)
  returns jsonb
  language plpgsql stable security definer
  set search_path to ''
as $$
declare
  v_from timestamptz;
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  if p_name is null or p_name not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') then
    raise exception 'p_name must be LCP, INP, CLS, FCP or TTFB' using errcode = '22023';
  end if;
  v_from := date_trunc('hour', now()) - make_interval(hours => p_hours - 1);
  with e as (
    select e.id, date_trunc('hour', e.received_at) as hour, e.value, e.session,
           coalesce(e.source, 's:' || e.session) as source,
           1.0 / count(*) over (partition by date_trunc('hour', e.received_at), coalesce(e.source, 's:' || e.session), e.session)
             as session_share
    from private.field_events e
    where e.kind = 'vital' and e.name = p_name and e.received_at >= v_from
      and (p_route is null or e.route = p_route)
  ),
  w as (
    select e.*, e.session_share * least(1.0, private.field_source_sessions()
             / sum(e.session_share) over (partition by e.hour, e.source)) as weight
    from e
  ),
  c as (
    select w.*, sum(w.weight) over (partition by w.hour order by w.value, w.id) as cum,
           sum(w.weight) over (partition by w.hour) as total
    from w
  ),
  s as (
    select c.hour, count(*)::integer as samples, count(distinct c.session)::integer as sessions,
           count(distinct c.source)::integer as sources,
           min(c.value) filter (where c.cum >= 0.75 * c.total - 1e-9) as p75
    from c group by c.hour
  )
  select jsonb_agg(jsonb_build_object('hour', h.hour, 'p75', s.p75, 'samples', coalesce(s.samples, 0),
                                      'sessions', coalesce(s.sessions, 0), 'sources', coalesce(s.sources, 0))
                   order by h.hour)
  into v_result
  from generate_series(v_from, date_trunc('hour', now()), interval '1 hour') as h(hour)
  left join s on s.hour = h.hour;
  return coalesce(v_result, '[]'::jsonb);
end $$;

create or replace function public.field_remote_loads(p_hours integer default 24) returns jsonb
  language plpgsql stable security definer
  set search_path to ''
as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  with s as (
    select distinct e.remote, e.version, e.name, e.session, coalesce(e.source, 's:' || e.session) as source
    from private.field_events e
    where e.kind = 'remote' and e.received_at >= now() - make_interval(hours => p_hours)
  ),
  w as (
    select s.*, least(1.0, private.field_source_sessions()::numeric
                      / count(*) over (partition by s.remote, s.version, s.name, s.source)) as weight
    from s
  )
  select coalesce(jsonb_agg(to_jsonb(g) order by g.remote, g.version), '[]'::jsonb) into v_result
  from (
    select w.remote, w.version,
           round(coalesce(sum(w.weight) filter (where w.name = 'load'), 0), 1) as loads,
           round(coalesce(sum(w.weight) filter (where w.name = 'load-failed'), 0), 1) as failures,
           count(distinct w.session)::integer as sessions, count(distinct w.source)::integer as sources
    from w
    group by w.remote, w.version
  ) g;
  return v_result;
end $$;

create or replace function public.field_errors(p_hours integer default 24) returns jsonb
  language plpgsql stable security definer
  set search_path to ''
as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  with g as (
    select e.message, e.frame, e.remote, e.version, e.kind, e.name, count(*)::integer as count,
           count(distinct e.session)::integer as sessions,
           count(distinct coalesce(e.source, 's:' || e.session))::integer as sources,
           min(e.received_at) as first_seen, max(e.received_at) as last_seen, max(e.id) as last_id
    from private.field_events e
    where e.received_at >= now() - make_interval(hours => p_hours)
      and (e.kind = 'error' or (e.kind = 'remote' and e.name = 'load-failed'))
    group by e.message, e.frame, e.remote, e.version, e.kind, e.name
    order by count(distinct coalesce(e.source, 's:' || e.session)) desc, count(distinct e.session) desc, count(*) desc,
             max(e.received_at) desc
    limit 100
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'message', g.message, 'frame', g.frame, 'remote', g.remote, 'version', g.version, 'kind', g.kind,
           'name', g.name, 'count', g.count, 'sessions', g.sessions, 'sources', g.sources,
           'first_seen', g.first_seen, 'last_seen', g.last_seen,
           'sample', jsonb_build_object('route', s.route, 'attribution', s.attribution, 'connection', s.connection,
                                        'device', s.device))
           order by g.sources desc, g.sessions desc, g.count desc, g.last_seen desc), '[]'::jsonb)
  into v_result
  from g join private.field_events s on s.id = g.last_id;
  return v_result;
end $$;
