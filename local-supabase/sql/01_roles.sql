-- The API roles a hosted Supabase project already has. PostgREST switches to one of them
-- per request (from the JWT's `role` claim); service_role bypasses row-level security.
do $$ begin create role anon nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role authenticated nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role service_role nologin noinherit bypassrls; exception when duplicate_object then null; end $$;
do $$ begin create role authenticator noinherit nologin; exception when duplicate_object then null; end $$;
grant anon, authenticated, service_role to authenticator;

-- Extensions live in their own schema, as on Supabase (gen_salt/crypt, uuid_generate_v4).
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
