-- The learner's own account (the privacy policy and India's DPDP Act 2023): buying more time never loses a paid
-- day, a learner can download everything held about them, and can delete their account. Deletion removes the
-- person (auth user, sessions, attempts, answers) and keeps only what the law requires of a payment: the order,
-- amount, date and payment id, no longer linked to anyone.

-- ---------------------------------------------------------------- payments outlive their payer
alter table public.exam_purchases alter column user_id drop not null;
alter table public.exam_purchases drop constraint exam_purchases_user_id_fkey,
  add constraint exam_purchases_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null;
alter table public.payment_orders alter column user_id drop not null;
alter table public.payment_orders drop constraint payment_orders_user_id_fkey,
  add constraint payment_orders_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null;

-- ---------------------------------------------------------------- a second paid plan extends access
-- A completed purchase made while the same learner's paid access to the exam is still running starts when that
-- access ends: its whole period moves to the end of the current one, so no paid day is lost. Decided here,
-- whoever inserts (payment verification or the webhook), and serialised per learner and exam so two payments
-- landing together stack instead of overlapping.
create function private.exam_purchases_extend_paid_access() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_current_end timestamptz;
begin
  if new.payment_status::text <> 'completed' or new.user_id is null then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('paid_access:' || new.user_id::text || new.exam_id::text));
  select max(expiry_date) into v_current_end
  from public.exam_purchases
  where user_id = new.user_id and exam_id = new.exam_id
    and payment_status::text = 'completed'
    and purchase_date <= new.purchase_date and expiry_date > new.purchase_date;
  if v_current_end is not null then
    new.expiry_date := new.expiry_date + (v_current_end - new.purchase_date);
  end if;
  return new;
end $$;
revoke all on function private.exam_purchases_extend_paid_access() from public;

create trigger exam_purchases_extend_paid_access
  before insert on public.exam_purchases
  for each row execute function private.exam_purchases_extend_paid_access();

-- ---------------------------------------------------------------- export
-- Everything the site holds about the caller, as one JSON document: profile, purchases, payment orders, attempts
-- with their results and answers, question reports. No question text, keys or explanations: the export is the
-- learner's data, not the question bank.
create function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
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
      'purchases', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id, 'exam', e.name, 'plan_type', pl.plan_type, 'duration_days', pl.duration_days,
          'payment_status', p.payment_status, 'payment_id', p.payment_id,
          'purchase_date', p.purchase_date, 'expiry_date', p.expiry_date) order by p.created_at)
        from public.exam_purchases p
        join public.exams e on e.id = p.exam_id
        join public.exam_plans pl on pl.id = p.plan_id
        where p.user_id = v_uid), '[]'::jsonb),
      'payment_orders', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', o.id, 'exam_id', o.exam_id, 'plan_id', o.plan_id, 'amount_paise', o.amount_paise,
          'currency', o.currency, 'status', o.status, 'payment_id', o.payment_id,
          'created_at', o.created_at, 'paid_at', o.paid_at) order by o.created_at)
        from public.payment_orders o where o.user_id = v_uid), '[]'::jsonb),
      'attempts', coalesce((
        select jsonb_agg((to_jsonb(a) - 'user_id') || jsonb_build_object(
          'test_paper', tp.title, 'exam_id', tp.exam_id,
          'answers', coalesce((
            select jsonb_agg((to_jsonb(ua) - 'attempt_id') || jsonb_build_object('question_position', q.position)
                             order by q.position)
            from public.user_answers ua join public.questions q on q.id = ua.question_id
            where ua.attempt_id = a.id), '[]'::jsonb)) order by a.start_time)
        from public.user_test_attempts a join public.test_papers tp on tp.id = a.test_paper_id
        where a.user_id = v_uid), '[]'::jsonb),
      'question_reports', coalesce((
        select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at)
        from public.question_reports r where r.user_id = v_uid), '[]'::jsonb)
    )
  );
end $$;
revoke all on function public.export_my_data() from public, anon, authenticated;
grant execute on function public.export_my_data() to authenticated;

-- ---------------------------------------------------------------- deletion
-- Deletes the caller's account once they have typed their email to confirm. The auth user goes, and with it every
-- session and refresh token (signed out everywhere), the attempts and answers; purchases and payment orders stay
-- for the accounts, unlinked; webhook payloads of their orders lose the payer's contact details.
create function public.delete_my_account(p_confirm_email text) returns void
language plpgsql security definer set search_path = '' as $$
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
  update public.payment_webhook_events
  set payload = jsonb_build_object('redacted', 'account deleted')
  where order_id in (select id from public.payment_orders where user_id = v_uid);
  delete from auth.users where id = v_uid;
end $$;
revoke all on function public.delete_my_account(text) from public, anon, authenticated;
grant execute on function public.delete_my_account(text) to authenticated;
