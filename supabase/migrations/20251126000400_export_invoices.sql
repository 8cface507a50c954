-- The data export (20251122000000_account.sql) also holds the learner's GST tax invoices
-- (20251126000200_tax_invoices.sql): they are the learner's data as much as the purchases they were issued for.
create or replace function public.export_my_data() returns jsonb
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
        from public.question_reports r where r.user_id = v_uid), '[]'::jsonb),
      'tax_invoices', coalesce((
        select jsonb_agg(to_jsonb(i) - 'user_id' order by i.issued_at)
        from public.tax_invoices i where i.user_id = v_uid), '[]'::jsonb)
    )
  );
end $$;
