-- The studio's import commit may run 30 s instead of the authenticated role's 8 s: one all-or-nothing transaction of
-- up to 20,000 rows (import_batch_limit) checks the batch again and writes each question with its triggers. 10,000
-- rows took 3.9 s on PostgreSQL and 5.2-7.6 s on PGlite, so 20,000 would pass 8 s, and on PGlite even 10,000 did in
-- two full bench runs. PostgREST 12.2+ hoists a function's own statement_timeout to the request's transaction (as
-- local-supabase does); inside the function it applies as any function setting. Only editors can call it.
alter function public.run_question_import(uuid, boolean) set statement_timeout = '30s';
