-- Issue 47 §4: a reported error's stack mapped back through the build's source maps, for admins only.
--
-- 1. Frames keep their line and column. The browser sends its top frames as `file:line:column`, one a line; the
--    second scrub here turned a column of 6 digits or more (a minified one-line chunk) into `…`. A line ending in a
--    script's name and `:line:column` keeps that suffix; everything else is scrubbed as before (emails, uuids, digit
--    runs, also in the frame's URL).
create or replace function private.field_scrub(p_text text) returns text
language sql immutable
set search_path = ''
as $$
  select string_agg(
           regexp_replace(
             regexp_replace(
               regexp_replace(coalesce(p.m[1], l.line),
                              '[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{12}', '…', 'g'),
               '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+', '…', 'g'),
             '[0-9]{6,}', '…', 'g') || coalesce(p.m[2], ''),
           E'\n' order by l.n)
  from regexp_split_to_table(p_text, E'\n') with ordinality as l(line, n)
  cross join lateral (select regexp_match(l.line, '^(.*\.[cm]?jsx?)(:[0-9]+:[0-9]+)$') as m) p
$$;

-- 2. The maps, staff-only. The production build writes hidden maps beside each app's dist/ (dist-maps/, never
--    deployed); `tools/publish-source-maps.ts` sends each one here with the project's secret key after a deploy.
--    A map is keyed by its script's path in the app's build (`assets/main.1a2b3c4d5e.js`): the names are
--    content-hashed, so one path is one build's file (an unchanged file keeps its name, and its row, across builds).
--    The maps carry no sourcesContent (positions and names only): the studio shows where, not the code.
create table private.field_source_maps (
  file text primary key check (file ~ '^[A-Za-z0-9_./-]{1,200}\.js$' and file !~ '(^|/)\.\.?/'),
  app text not null check (app ~ '^[a-z][a-z-]{0,39}$'),
  build text not null check (build ~ '^[A-Za-z0-9._+-]{1,64}$'),
  map jsonb not null,
  published_at timestamptz not null default now()
);
create index field_source_maps_app_idx on private.field_source_maps (app, build);
revoke all on table private.field_source_maps from public, anon, authenticated, service_role;

/** How many builds of an app keep their maps (the newest, by when they were published). */
create or replace function private.field_source_map_builds() returns integer language sql immutable set search_path = '' as $$ select 5 $$;
revoke all on function private.field_source_map_builds() from public;

-- One map of one build: the secret key only (the deploy's step). Bounded: a map of at most 4 MiB, and an app keeps
-- the maps of its newest 5 builds (an older build's errors have aged out of the field data's 8 days long before
-- five deploys, or they are of a build no learner runs any more).
create or replace function public.publish_source_map(p_app text, p_build text, p_file text, p_map jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_pruned integer;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'Only the deploy (the secret key) can publish source maps' using errcode = '42501';
  end if;
  if p_app is null or p_app !~ '^[a-z][a-z-]{0,39}$' then
    raise exception 'p_app must be an app name (lower-case letters and -)' using errcode = '22023';
  end if;
  if p_build is null or p_build !~ '^[A-Za-z0-9._+-]{1,64}$' then
    raise exception 'p_build must be 1 to 64 letters, digits or ._+-' using errcode = '22023';
  end if;
  if p_file is null or p_file !~ '^[A-Za-z0-9_./-]{1,200}\.js$' or p_file ~ '(^|/)\.\.?/' then
    raise exception 'p_file must be a script''s path in the build (assets/main.1a2b3c4d5e.js)' using errcode = '22023';
  end if;
  if p_map is null or jsonb_typeof(p_map) <> 'object' or p_map ->> 'version' is distinct from '3'
     or jsonb_typeof(p_map -> 'mappings') is distinct from 'string' or jsonb_typeof(p_map -> 'sources') is distinct from 'array' then
    raise exception 'p_map must be a source map (version 3, with sources and mappings)' using errcode = '22023';
  end if;
  if octet_length(p_map::text) > 4194304 then
    raise exception 'p_map must be at most 4 MiB' using errcode = '22023';
  end if;
  insert into private.field_source_maps as s (file, app, build, map) values (p_file, p_app, p_build, p_map - 'sourcesContent')
  on conflict (file) do update set app = excluded.app, build = excluded.build, map = excluded.map, published_at = now();
  with builds as (
    select s.build, rank() over (order by max(s.published_at) desc) as newest
    from private.field_source_maps s where s.app = p_app group by s.build
  )
  delete from private.field_source_maps s using builds b
  where s.app = p_app and s.build = b.build and b.newest > private.field_source_map_builds();
  get diagnostics v_pruned = row_count;
  return jsonb_build_object('file', p_file, 'pruned', v_pruned);
end $$;
revoke all on function public.publish_source_map(text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.publish_source_map(text, text, text, jsonb) to service_role;

-- The map of one script, for the admins' Operations page (null when that build's maps were never published or
-- have been pruned). p_file is the script's path in its build, as the studio reads it from a frame's URL.
create or replace function public.field_source_map(p_file text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_map jsonb;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read source maps' using errcode = '42501';
  end if;
  if p_file is null or length(p_file) > 200 then
    raise exception 'p_file must be a script''s path of at most 200 characters' using errcode = '22023';
  end if;
  select s.map into v_map from private.field_source_maps s where s.file = p_file;
  return v_map;
end $$;
revoke all on function public.field_source_map(text) from public, anon;
grant execute on function public.field_source_map(text) to authenticated;
