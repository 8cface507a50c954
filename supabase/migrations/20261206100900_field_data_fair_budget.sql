-- Field data's budget is shared fairly (issue 42, finding 5). The global budget of 20,000 events a minute was first
-- come, first served: seven addresses within their own limits (60 batches of 50 events) used it up, and real browsers
-- got 429 for the rest of the minute. Now each source (client address) has its own budget first
-- (field_events_per_address(), 1,000 events a minute), and the global one is shared: a source that has sent little
-- this minute (at most field_small_source_events(), 200, as a browser or a school's few learners do) is admitted
-- while everyone together stays under twice the budget; only the sources that sent more are refused once the budget
-- is spent. A few sources can no longer take it all: it takes more than 20 sources at their limit to spend it, and
-- even then small ones still get in.
create function private.field_events_per_address() returns integer
  language sql immutable
  set search_path to ''
as $$ select 1000 $$;
revoke all on function private.field_events_per_address() from public;

create function private.field_small_source_events() returns integer
  language sql immutable
  set search_path to ''
as $$ select 200 $$;
revoke all on function private.field_small_source_events() from public;

create function private.field_admit(p_address text, p_minute timestamptz, p_events integer) returns void
  language plpgsql
  set search_path to ''
as $$
declare
  v_mine integer;
  v_all integer;
begin
  insert into private.field_rate as r (address, minute, events) values (p_address, p_minute, p_events)
  on conflict (address, minute) do update set events = r.events + p_events
  returning r.events into v_mine;
  if v_mine > private.field_events_per_address() then
    perform private.field_too_many('Too many field events from this address: try again in a minute');
  end if;
  insert into private.field_rate as r (address, minute, events) values ('*', p_minute, p_events)
  on conflict (address, minute) do update set events = r.events + p_events
  returning r.events into v_all;
  if v_all > 2 * private.field_events_per_minute()
     or (v_all > private.field_events_per_minute() and v_mine > private.field_small_source_events()) then
    perform private.field_too_many('Too many field events just now: try again in a minute');
  end if;
end $$;
revoke all on function private.field_admit(text, timestamptz, integer) from public;

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

  -- Per source first, then everyone together, shared fairly (private.field_admit).
  perform private.field_admit(v_address, v_minute, v_index);

  insert into private.field_events (kind, name, value, rating, route, remote, version, shell_version, connection,
                                    device, session, message, frame, attribution, client_at, source)
  select e ->> 'kind', e ->> 'name', (e ->> 'value')::double precision, e ->> 'rating', e ->> 'route', e ->> 'remote',
         e ->> 'version', e ->> 'shell_version', e ->> 'connection', e ->> 'device', e ->> 'session',
         private.field_scrub(e ->> 'message'), private.field_scrub(e ->> 'frame'), e -> 'attribution',
         round((e ->> 'at')::numeric)::bigint, v_source
  from jsonb_array_elements(v_events) e;
  return jsonb_build_object('accepted', v_index);
end $_$;
