-- Each slice's data reaches another slice only through what its owner publishes (issue 48, section 2; the owners
-- are in ownership.json, the published functions and tables in docs/backend-api.md, and
-- tools/slice-boundaries.test.ts reads every function's body to hold it).
--
-- Checkout publishes exam_access: the caller's accesses with the server's judgement of which are active, so the
-- catalog and testing stop reading exam_purchases and stop judging expiry with the browser's clock. Testing publishes
-- what the other slices asked of its attempts (was a paper or question attempted, which version the caller saw,
-- moving attempts to a question's new version). Each slice exports and forgets its own part of a learner's data.

-- Checkout ---------------------------------------------------------------------------------------------------------

-- The caller's accesses (completed and demo purchases), newest first, each judged active by the server's clock.
-- The latest active one per exam is what opens its papers (private.can_open_paper).
create function public.exam_access(p_exam_id uuid default null)
returns table (id uuid, exam_id uuid, exam_name text, plan_id uuid, payment_status text, purchase_date timestamptz,
               expiry_date timestamptz, active boolean, server_now timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select ep.id, ep.exam_id, e.name, ep.plan_id, ep.payment_status::text, ep.purchase_date, ep.expiry_date,
         ep.expiry_date >= now(), now()
  from public.exam_purchases ep
  join public.exams e on e.id = ep.exam_id
  where ep.user_id = auth.uid() and (p_exam_id is null or ep.exam_id = p_exam_id)
  order by ep.created_at desc, ep.purchase_date desc
$$;
revoke all on function public.exam_access(uuid) from public, anon, authenticated, service_role;
grant execute on function public.exam_access(uuid) to authenticated, service_role;

create function private.checkout_export(p_user_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'purchases', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'exam', e.name, 'plan_type', pl.plan_type, 'duration_days', pl.duration_days,
        'payment_status', p.payment_status, 'payment_id', p.payment_id,
        'purchase_date', p.purchase_date, 'expiry_date', p.expiry_date) order by p.created_at)
      from public.exam_purchases p
      join public.exams e on e.id = p.exam_id
      join public.exam_plans pl on pl.id = p.plan_id
      where p.user_id = p_user_id), '[]'::jsonb),
    'payment_orders', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'exam_id', o.exam_id, 'plan_id', o.plan_id, 'amount_paise', o.amount_paise,
        'currency', o.currency, 'status', o.status, 'payment_id', o.payment_id,
        'created_at', o.created_at, 'paid_at', o.paid_at) order by o.created_at)
      from public.payment_orders o where o.user_id = p_user_id), '[]'::jsonb),
    'tax_invoices', coalesce((
      select jsonb_agg(to_jsonb(i) - 'user_id' order by i.issued_at)
      from public.tax_invoices i where i.user_id = p_user_id), '[]'::jsonb))
$$;
revoke all on function private.checkout_export(uuid) from public;

-- What checkout keeps of a deleted account: payment webhooks stay (the payment provider's record) without the payload.
create function private.checkout_forget(p_user_id uuid) returns void
language sql
set search_path = ''
as $$
  update public.payment_webhook_events
  set payload = jsonb_build_object('redacted', 'account deleted')
  where order_id in (select id from public.payment_orders where user_id = p_user_id)
$$;
revoke all on function private.checkout_forget(uuid) from public;

-- Testing ----------------------------------------------------------------------------------------------------------

create function private.caller_completed_paper(p_test_paper_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_test_attempts a
                 where a.user_id = auth.uid() and a.test_paper_id = p_test_paper_id and a.completed)
$$;
revoke all on function private.caller_completed_paper(uuid) from public;

create function private.paper_attempted(p_test_paper_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from public.user_test_attempts a where a.test_paper_id = p_test_paper_id)
$$;
revoke all on function private.paper_attempted(uuid) from public;

-- The version of a question the caller was last shown, in their latest attempt that showed it (null: never shown).
create function private.caller_seen_version(p_question_id uuid) returns integer
language sql stable security definer
set search_path = ''
as $$
  select o.version from private.attempt_question_order o
  join public.user_test_attempts a on a.id = o.attempt_id
  where a.user_id = auth.uid() and o.question_id = p_question_id
  order by a.start_time desc limit 1
$$;
revoke all on function private.caller_seen_version(uuid) from public;

-- Moves the completed attempts that showed an older version of a question to p_version and re-marks each.
create function private.move_attempts_to_version(p_question_id uuid, p_version integer, p_reason text,
                                                 out moved integer, out remarked integer)
language plpgsql
set search_path = ''
as $$
declare
  v_attempt uuid;
begin
  moved := 0;
  remarked := 0;
  for v_attempt in
    select o.attempt_id
    from private.attempt_question_order o
    join public.user_test_attempts a on a.id = o.attempt_id and a.completed
    where o.question_id = p_question_id and o.version < p_version
    order by o.attempt_id
  loop
    update private.attempt_question_order set version = p_version
    where attempt_id = v_attempt and question_id = p_question_id;
    moved := moved + 1;
    if private.remark_attempt(v_attempt, p_reason) then
      remarked := remarked + 1;
    end if;
  end loop;
end $$;
revoke all on function private.move_attempts_to_version(uuid, integer, text) from public;

create function private.testing_export(p_user_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg((to_jsonb(a) - 'user_id') || jsonb_build_object(
      'test_paper', tp.title, 'exam_id', tp.exam_id,
      'answers', coalesce((
        select jsonb_agg((to_jsonb(ua) - 'attempt_id') || jsonb_build_object('question_position', q.position)
                         order by q.position)
        from public.user_answers ua join public.questions q on q.id = ua.question_id
        where ua.attempt_id = a.id), '[]'::jsonb)) order by a.start_time)
    from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
    where a.user_id = p_user_id), '[]'::jsonb)
$$;
revoke all on function private.testing_export(uuid) from public;

-- question_attempted and caller_attempted_paper keep their names and bodies; they now sit with testing's schema.

-- Studio (reports) -------------------------------------------------------------------------------------------------

create function private.export_question_reports(p_user_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce((select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at)
                   from public.question_reports r where r.user_id = p_user_id), '[]'::jsonb)
$$;
revoke all on function private.export_question_reports(uuid) from public;

-- The callers, through the published functions -----------------------------------------------------------------------

create or replace function private.caller_can_read_paper(p_test_paper_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    private.can_open_paper(auth.uid(), p_test_paper_id) or private.caller_completed_paper(p_test_paper_id))
$$;

create or replace function private.test_papers_publish() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problems text;
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status <> 'published') then
    if new.kind = 'bank' then
      raise exception 'A question bank is never published: draw papers from it' using errcode = '23514';
    end if;
    if new.kind = 'full' then
      select string_agg(p, '; ') into v_problems from private.paper_blueprint_problems(new.id) p;
      if v_problems is not null then
        raise exception 'This full-length paper does not match its exam''s blueprint: %', v_problems using errcode = '23514';
      end if;
    end if;
    new.published_at := now();
  end if;
  if tg_op = 'UPDATE' and new.status = 'draft' and old.status <> 'draft' and private.paper_attempted(new.id) then
    raise exception 'This paper has been attempted: retire it instead of making it a draft' using errcode = '23514';
  end if;
  return new;
end $$;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_checkout jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  v_checkout := private.checkout_export(v_uid);
  return jsonb_build_object(
    'exported_at', now(),
    'profile', (
      select jsonb_build_object(
        'id', u.id,
        'email', u.email,
        'full_name', u.raw_user_meta_data ->> 'full_name',
        'marketing_opt_in', coalesce((u.raw_user_meta_data ->> 'marketing_opt_in')::boolean, false),
        'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = v_uid),
    'purchases', v_checkout -> 'purchases',
    'payment_orders', v_checkout -> 'payment_orders',
    'attempts', private.testing_export(v_uid),
    'question_reports', private.export_question_reports(v_uid),
    'tax_invoices', v_checkout -> 'tax_invoices');
end $$;

create or replace function public.delete_my_account(p_confirm_email text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
begin
  if v_uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  select email into v_email from auth.users where id = v_uid;
  if v_email is null or lower(btrim(coalesce(p_confirm_email, ''))) <> lower(v_email) then
    raise exception 'Type your email address exactly to confirm' using errcode = '22023';
  end if;
  perform private.checkout_forget(v_uid);
  delete from auth.users where id = v_uid;
end $$;

create or replace function public.report_question(p_question_id uuid, p_reason text, p_note text default null)
returns public.question_reports
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_new public.question_reports;
  v_row public.question_reports;
  v_version integer;
begin
  if v_uid is null then
    raise exception 'Sign in to report a question' using errcode = '42501';
  end if;
  if p_reason is null or p_reason not in (select unnest(enum_range(null::public.question_report_reason))::text) then
    raise exception 'Reason must be wrong_key, unclear_wording, outdated_fact or typo' using errcode = 'P0001';
  end if;
  if length(v_note) > 1000 then
    raise exception 'The note is limited to 1000 characters' using errcode = 'P0001';
  end if;
  -- A question never shown to the caller and a missing one look the same.
  if not exists (select 1 from public.questions q where q.id = p_question_id and private.caller_attempted_paper(q.test_paper_id)) then
    raise exception 'Question not found' using errcode = '42501';
  end if;

  -- Serialise one learner's reports so the limit holds under concurrent calls.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('report_question:' || v_uid::text));
  -- The log keeps only the window it is counted over.
  delete from private.question_report_writes w where w.user_id = v_uid and w.written_at <= now() - interval '1 hour';
  if (select count(*) from private.question_report_writes w where w.user_id = v_uid) >= private.question_report_limit() then
    raise exception 'You have reported many questions in the last hour. Please try again later.'
      using errcode = 'PT429';
  end if;
  insert into private.question_report_writes (user_id) values (v_uid);

  -- The version the learner saw: in their latest attempt that showed the question, else the current one.
  v_version := coalesce(private.caller_seen_version(p_question_id),
                        (select q.version from public.questions q where q.id = p_question_id));
  v_new.reason := p_reason;
  insert into public.question_reports as r (user_id, question_id, reason, note, question_version)
  values (v_uid, p_question_id, v_new.reason, v_note, v_version)
  on conflict (user_id, question_id) do update
    set reason = excluded.reason, note = excluded.note, question_version = excluded.question_version, updated_at = now()
  returning * into v_row;
  return v_row;
end $$;

create or replace function public.remark_question_attempts(p_question_id uuid, p_reason text) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_q public.questions;
  v_moved integer := 0;
  v_changed integer := 0;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can re-mark attempts' using errcode = '42501';
  end if;
  if coalesce(length(btrim(p_reason)), 0) not between 1 and 500 then
    perform private.raise_invalid('reason', 'Say why the attempts are re-marked (reason, up to 500 characters): learners read it');
  end if;
  select * into v_q from public.questions where id = p_question_id for share;
  if not found then
    perform private.raise_api('P0002', 404, 'Question not found');
  end if;
  select m.moved, m.remarked into v_moved, v_changed
  from private.move_attempts_to_version(p_question_id, v_q.version, btrim(p_reason)) m;
  perform private.audit('remark_question_attempts', p_question_id::text, null,
                        jsonb_build_object('version', v_q.version, 'moved', v_moved, 'remarked', v_changed,
                                           'reason', btrim(p_reason)));
  return v_changed;
end $$;
