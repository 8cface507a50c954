-- Field data (issue 34): errors and web vitals sent by real browsers. Anyone (a visitor or a learner) sends batches of
-- events through public.ingest_field_events, which checks every field strictly (22023 naming the event and field,
-- never a 5xx), refuses personal data in the route (uuids, emails, long digit runs) and cleans it from messages and
-- frames, and limits each address (60 batches a minute) and everyone together (20,000 events a minute) with 429. The
-- events are kept 30 days in private.field_events, which no API role can read or write; only admins read them,
-- aggregated, through field_vitals, field_vitals_series, field_errors and field_remote_loads. No address is stored
-- with an event: the per-address counters hold one minute and are dropped within minutes.

-- ---------------------------------------------------------------- the events
create table private.field_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  kind text not null check (kind in ('vital', 'error', 'remote')),
  name text not null check (length(name) between 1 and 20),
  value double precision check (value is null or value between 0 and 600000),
  rating text check (rating in ('good', 'needs-improvement', 'poor')),
  route text not null check (length(route) between 1 and 200),
  remote text check (length(remote) <= 40),
  version text check (length(version) <= 64),
  shell_version text check (length(shell_version) <= 64),
  connection text check (length(connection) <= 20),
  device text check (device in ('phone', 'tablet', 'desktop')),
  session text not null check (length(session) between 1 and 40),
  message text check (length(message) <= 500),
  frame text check (length(frame) <= 300),
  attribution jsonb,
  -- The browser's clock (ms since the epoch), informative only: received_at is the server's.
  client_at bigint
);
-- The ops reads filter on kind and time; the purge on time.
create index field_events_kind_received_idx on private.field_events (kind, received_at);
create index field_events_received_idx on private.field_events (received_at);
revoke all on table private.field_events from public, anon, authenticated;

-- Batches per address and minute, and events per minute for everyone together (address '*').
create table private.field_rate (
  address text not null,
  minute timestamptz not null,
  batches integer not null default 0,
  events integer not null default 0,
  primary key (address, minute)
);
create index field_rate_minute_idx on private.field_rate (minute);
revoke all on table private.field_rate from public, anon, authenticated;

create function private.field_batches_per_minute() returns integer
language sql immutable set search_path = '' as $$ select 60 $$;
create function private.field_events_per_minute() returns integer
language sql immutable set search_path = '' as $$ select 20000 $$;

-- 22023 naming the event (its index in `events`, from 0) and the field, in the message and in the details.
create function private.field_invalid(p_index integer, p_field text, p_problem text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', case when p_index is null then p_field || ': ' || p_problem
                            else format('events[%s].%s: %s', p_index, p_field, p_problem) end
    using errcode = '22023',
          detail = jsonb_build_object('index', p_index, 'field', p_field)::text;
end $$;

-- An optional (or required) string field of an event, checked against a length and a pattern.
create function private.field_text(p_event jsonb, p_index integer, p_key text, p_required boolean, p_max integer,
                                   p_pattern text default null)
returns text
language plpgsql immutable set search_path = '' as $$
declare
  v jsonb := p_event -> p_key;
  t text;
begin
  if v is null then
    if p_required then perform private.field_invalid(p_index, p_key, 'is required'); end if;
    return null;
  end if;
  if jsonb_typeof(v) <> 'string' then
    perform private.field_invalid(p_index, p_key, 'must be a string');
  end if;
  t := v #>> '{}';
  if length(t) < 1 or length(t) > p_max then
    perform private.field_invalid(p_index, p_key, format('must be 1 to %s characters', p_max));
  end if;
  if p_pattern is not null and t !~ p_pattern then
    perform private.field_invalid(p_index, p_key, 'has characters that are not allowed');
  end if;
  return t;
end $$;

-- A number field within [p_min, p_max] (JSON numbers are always finite; a string such as "NaN" is refused).
create function private.field_number(p_event jsonb, p_index integer, p_key text, p_min numeric, p_max numeric)
returns numeric
language plpgsql immutable set search_path = '' as $$
declare
  v jsonb := p_event -> p_key;
  n numeric;
begin
  if v is null then return null; end if;
  if jsonb_typeof(v) <> 'number' then
    perform private.field_invalid(p_index, p_key, 'must be a number');
  end if;
  n := v::numeric;
  if n < p_min or n > p_max then
    perform private.field_invalid(p_index, p_key, format('must be between %s and %s', p_min, p_max));
  end if;
  return n;
end $$;

-- Defence in depth for free text: emails, uuids and digit runs of 6 or more become '…'.
create function private.field_scrub(p_text text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(
           regexp_replace(
             regexp_replace(p_text, '[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{12}', '…', 'g'),
             '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+', '…', 'g'),
           '[0-9]{6,}', '…', 'g')
$$;

-- The caller's address as the API gateway gives it: CF-Connecting-IP (set by Cloudflare in front of hosted Supabase,
-- where a client can prepend entries of its own to X-Forwarded-For), else the first entry of X-Forwarded-For
-- ('unknown' without either).
create function private.field_caller_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(left(nullif(btrim(coalesce(h ->> 'cf-connecting-ip', split_part(h ->> 'x-forwarded-for', ',', 1))), ''), 64),
                  'unknown')
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) s
$$;

-- 429 the PostgREST way, with Retry-After: the seconds left in this minute's window.
create function private.field_too_many(p_message text) returns void
language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', 'PT429', 'message', p_message, 'details', null, 'hint', null)::text,
    detail = jsonb_build_object('status', 429, 'headers', jsonb_build_object(
               'Retry-After', (60 - floor(extract(second from now())))::integer::text))::text;
end $$;

-- ---------------------------------------------------------------- ingestion
create function public.ingest_field_events(p_batch jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
    v_value := private.field_number(v_event, v_index, 'value', 0, 600000);
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
                                    device, session, message, frame, attribution, client_at)
  select e ->> 'kind', e ->> 'name', (e ->> 'value')::double precision, e ->> 'rating', e ->> 'route', e ->> 'remote',
         e ->> 'version', e ->> 'shell_version', e ->> 'connection', e ->> 'device', e ->> 'session',
         private.field_scrub(e ->> 'message'), private.field_scrub(e ->> 'frame'), e -> 'attribution',
         round((e ->> 'at')::numeric)::bigint
  from jsonb_array_elements(v_events) e;
  return jsonb_build_object('accepted', v_index);
end $$;

-- ---------------------------------------------------------------- retention
-- Events older than 30 days and rate counters older than a few minutes. Hosted: pg_cron runs it hourly (below, when
-- the extension is enabled); local-supabase runs it at start and hourly.
create function private.purge_field_events() returns integer
language plpgsql set search_path = '' as $$
declare
  v_deleted integer;
begin
  delete from private.field_events where received_at < now() - interval '30 days';
  get diagnostics v_deleted = row_count;
  delete from private.field_rate where minute < date_trunc('minute', now()) - interval '5 minutes';
  return v_deleted;
end $$;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-field-events', '17 * * * *', 'select private.purge_field_events()');
  end if;
end $$;

-- ---------------------------------------------------------------- ops reads (admins only)
create function private.field_require_admin(p_hours integer) returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read field data' using errcode = '42501';
  end if;
  if p_hours is null or p_hours not between 1 and 168 then
    raise exception 'p_hours must be 1 to 168' using errcode = '22023';
  end if;
end $$;

-- p75 and the share rated good per route, remote, version and vital over the last p_hours.
create function public.field_vitals(p_hours integer default 24) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  select coalesce(jsonb_agg(to_jsonb(g) order by g.route, g.remote, g.version, g.name), '[]'::jsonb) into v_result
  from (
    select e.route, e.remote, e.version, e.name, count(*)::integer as samples,
           percentile_cont(0.75) within group (order by e.value) as p75,
           round(count(*) filter (where e.rating = 'good')::numeric / count(*), 3) as good_share
    from private.field_events e
    where e.kind = 'vital' and e.received_at >= now() - make_interval(hours => p_hours)
    group by e.route, e.remote, e.version, e.name
    order by count(*) desc
    limit 1000
  ) g;
  return v_result;
end $$;

-- One vital's p75 per hour (the current hour last; an hour without samples has p75 null), for a chart. p_route null:
-- every route.
create function public.field_vitals_series(p_name text, p_route text default null, p_hours integer default 24)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_from timestamptz;
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  if p_name is null or p_name not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') then
    raise exception 'p_name must be LCP, INP, CLS, FCP or TTFB' using errcode = '22023';
  end if;
  v_from := date_trunc('hour', now()) - make_interval(hours => p_hours - 1);
  select jsonb_agg(jsonb_build_object('hour', h.hour, 'p75', s.p75, 'samples', coalesce(s.samples, 0)) order by h.hour)
  into v_result
  from generate_series(v_from, date_trunc('hour', now()), interval '1 hour') as h(hour)
  left join (
    select date_trunc('hour', e.received_at) as hour, count(*)::integer as samples,
           percentile_cont(0.75) within group (order by e.value) as p75
    from private.field_events e
    where e.kind = 'vital' and e.name = p_name and e.received_at >= v_from
      and (p_route is null or e.route = p_route)
    group by 1
  ) s on s.hour = h.hour;
  return coalesce(v_result, '[]'::jsonb);
end $$;

-- Errors (and failed remote loads) grouped by message, frame, remote, version, kind and name, most frequent first,
-- each with its latest occurrence as a sample.
create function public.field_errors(p_hours integer default 24) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  with g as (
    select e.message, e.frame, e.remote, e.version, e.kind, e.name, count(*)::integer as count,
           min(e.received_at) as first_seen, max(e.received_at) as last_seen, max(e.id) as last_id
    from private.field_events e
    where e.received_at >= now() - make_interval(hours => p_hours)
      and (e.kind = 'error' or (e.kind = 'remote' and e.name = 'load-failed'))
    group by e.message, e.frame, e.remote, e.version, e.kind, e.name
    order by count(*) desc, max(e.received_at) desc
    limit 100
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'message', g.message, 'frame', g.frame, 'remote', g.remote, 'version', g.version, 'kind', g.kind,
           'name', g.name, 'count', g.count, 'first_seen', g.first_seen, 'last_seen', g.last_seen,
           'sample', jsonb_build_object('route', s.route, 'attribution', s.attribution, 'connection', s.connection,
                                        'device', s.device))
           order by g.count desc, g.last_seen desc), '[]'::jsonb)
  into v_result
  from g join private.field_events s on s.id = g.last_id;
  return v_result;
end $$;

-- Remote (micro-frontend) loads and failures per remote and version.
create function public.field_remote_loads(p_hours integer default 24) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  perform private.field_require_admin(p_hours);
  select coalesce(jsonb_agg(to_jsonb(g) order by g.remote, g.version), '[]'::jsonb) into v_result
  from (
    select e.remote, e.version, count(*) filter (where e.name = 'load')::integer as loads,
           count(*) filter (where e.name = 'load-failed')::integer as failures
    from private.field_events e
    where e.kind = 'remote' and e.received_at >= now() - make_interval(hours => p_hours)
    group by e.remote, e.version
  ) g;
  return v_result;
end $$;

-- ---------------------------------------------------------------- privileges
revoke all on function private.field_batches_per_minute() from public;
revoke all on function private.field_events_per_minute() from public;
revoke all on function private.field_invalid(integer, text, text) from public;
revoke all on function private.field_text(jsonb, integer, text, boolean, integer, text) from public;
revoke all on function private.field_number(jsonb, integer, text, numeric, numeric) from public;
revoke all on function private.field_scrub(text) from public;
revoke all on function private.field_caller_address() from public;
revoke all on function private.field_too_many(text) from public;
revoke all on function private.purge_field_events() from public;
revoke all on function private.field_require_admin(integer) from public;
revoke all on function public.ingest_field_events(jsonb) from public, anon, authenticated;
revoke all on function public.field_vitals(integer) from public, anon, authenticated;
revoke all on function public.field_vitals_series(text, text, integer) from public, anon, authenticated;
revoke all on function public.field_errors(integer) from public, anon, authenticated;
revoke all on function public.field_remote_loads(integer) from public, anon, authenticated;
grant execute on function public.ingest_field_events(jsonb) to anon, authenticated, service_role;
grant execute on function public.field_vitals(integer) to authenticated, service_role;
grant execute on function public.field_vitals_series(text, text, integer) to authenticated, service_role;
grant execute on function public.field_errors(integer) to authenticated, service_role;
grant execute on function public.field_remote_loads(integer) to authenticated, service_role;
