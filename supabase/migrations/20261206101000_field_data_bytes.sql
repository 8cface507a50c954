-- Field data is capped in bytes, and raw events are kept only as long as the reads need them (issue 42, finding 6).
-- One address could store about 1.35 GiB a day (984 KiB a minute on PostgreSQL, kept 30 days): no limit counted bytes.
-- * An event is at most field_event_bytes() (4 KiB as Postgres prints it; the batch stays at most 16 KiB).
-- * A source may send field_source_bytes_per_minute() (128 KiB) a minute and field_source_bytes_per_day() (8 MiB) a UTC
--   day; everyone together field_bytes_per_minute() (8 MiB) a minute and field_bytes_per_day() (1 GiB) a day. A refused
--   batch is neither stored nor counted.
-- * The admins' reads look back at most 168 hours, so raw events are purged after 8 days (was 30). No aggregate of
--   older events is kept: nothing reads one.
alter table private.field_rate add column bytes bigint not null default 0;

create table private.field_bytes_daily (
  address text not null,
  day date not null,
  bytes bigint not null default 0,
  primary key (address, day)
);
revoke all on table private.field_bytes_daily from public, anon, authenticated, service_role;

create function private.field_event_bytes() returns integer
  language sql immutable set search_path to '' as $$ select 4096 $$;
create function private.field_source_bytes_per_minute() returns bigint
  language sql immutable set search_path to '' as $$ select 131072::bigint $$;
create function private.field_source_bytes_per_day() returns bigint
  language sql immutable set search_path to '' as $$ select 8388608::bigint $$;
create function private.field_bytes_per_minute() returns bigint
  language sql immutable set search_path to '' as $$ select 8388608::bigint $$;
create function private.field_bytes_per_day() returns bigint
  language sql immutable set search_path to '' as $$ select 1073741824::bigint $$;
revoke all on function private.field_event_bytes() from public;
revoke all on function private.field_source_bytes_per_minute() from public;
revoke all on function private.field_source_bytes_per_day() from public;
revoke all on function private.field_bytes_per_minute() from public;
revoke all on function private.field_bytes_per_day() from public;

drop function private.field_admit(text, timestamptz, integer);

create function private.field_admit(p_address text, p_minute timestamptz, p_events integer, p_bytes integer) returns void
  language plpgsql
  set search_path to ''
as $$
declare
  v_mine integer;
  v_all integer;
  v_mine_bytes bigint;
  v_all_bytes bigint;
  v_day date := (p_minute at time zone 'UTC')::date;
begin
  insert into private.field_rate as r (address, minute, events, bytes) values (p_address, p_minute, p_events, p_bytes)
  on conflict (address, minute) do update set events = r.events + p_events, bytes = r.bytes + p_bytes
  returning r.events, r.bytes into v_mine, v_mine_bytes;
  if v_mine > private.field_events_per_address() or v_mine_bytes > private.field_source_bytes_per_minute() then
    perform private.field_too_many('Too many field events from this address: try again in a minute');
  end if;
  insert into private.field_bytes_daily as d (address, day, bytes) values (p_address, v_day, p_bytes)
  on conflict (address, day) do update set bytes = d.bytes + p_bytes
  returning d.bytes into v_mine_bytes;
  if v_mine_bytes > private.field_source_bytes_per_day() then
    perform private.field_too_many('This address has sent its field data for today: try again tomorrow');
  end if;
  insert into private.field_rate as r (address, minute, events, bytes) values ('*', p_minute, p_events, p_bytes)
  on conflict (address, minute) do update set events = r.events + p_events, bytes = r.bytes + p_bytes
  returning r.events, r.bytes into v_all, v_all_bytes;
  if v_all > 2 * private.field_events_per_minute()
     or (v_all > private.field_events_per_minute() and v_mine > private.field_small_source_events())
     or v_all_bytes > private.field_bytes_per_minute() then
    perform private.field_too_many('Too many field events just now: try again in a minute');
  end if;
  insert into private.field_bytes_daily as d (address, day, bytes) values ('*', v_day, p_bytes)
  on conflict (address, day) do update set bytes = d.bytes + p_bytes
  returning d.bytes into v_all_bytes;
  if v_all_bytes > private.field_bytes_per_day() then
    perform private.field_too_many('Field data is full for today: try again tomorrow');
  end if;
end $$;
revoke all on function private.field_admit(text, timestamptz, integer, integer) from public;

create or replace function private.purge_field_events() returns integer
  language plpgsql
  set search_path to ''
as $$
declare
  v_deleted integer;
begin
  delete from private.field_events where received_at < now() - interval '8 days';
  get diagnostics v_deleted = row_count;
  delete from private.field_rate where minute < date_trunc('minute', now()) - interval '5 minutes';
  delete from private.field_bytes_daily where day < (now() at time zone 'UTC')::date - 1;
  return v_deleted;
end $$;

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
    if octet_length(v_event::text) > private.field_event_bytes() then
      perform private.field_invalid(v_index, 'event', format('must be at most %s bytes', private.field_event_bytes()));
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

  -- Per source first, then everyone together, shared fairly (private.field_admit).
  perform private.field_admit(v_address, v_minute, v_index, octet_length(p_batch::text));

  insert into private.field_events (kind, name, value, rating, route, remote, version, shell_version, connection,
                                    device, session, message, frame, attribution, client_at, source)
  select e ->> 'kind', e ->> 'name', (e ->> 'value')::double precision, e ->> 'rating', e ->> 'route', e ->> 'remote',
         e ->> 'version', e ->> 'shell_version', e ->> 'connection', e ->> 'device', e ->> 'session',
         private.field_scrub(e ->> 'message'), private.field_scrub(e ->> 'frame'), e -> 'attribution',
         round((e ->> 'at')::numeric)::bigint, v_source
  from jsonb_array_elements(v_events) e;
  return jsonb_build_object('accepted', v_index);
end $_$;
