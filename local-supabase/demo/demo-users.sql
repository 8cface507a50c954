-- Demo learners for local development only (README): password 'practice123' for both, bcrypt cost 10 made once
-- with bcryptjs; emails confirmed. local-supabase adds them after supabase/seed (src/db/demo-users.ts); they are not
-- in supabase/seed, so `supabase db push --include-seed` never puts a known password on a real project.
-- learner@example.com: an active premium purchase for Series X-A (exam 1, 90 days from
-- seeding) and a free demo for Series X-B (exam 2) ending today at midnight, India time.
-- newcomer@example.com: no purchases.

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_user_meta_data, raw_app_meta_data, created_at, updated_at) values
('d0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'learner@example.com',
 '$2a$10$6gQD3p1RWw0Sw610KzPsNuxbsEuwUTQ4pyoA4r7DuC4fvmViXe1X.', now(),
 '{"full_name": "Priya Nair", "marketing_opt_in": false}'::jsonb,
 '{"provider": "email", "providers": ["email"]}'::jsonb, now(), now()),
('d0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'newcomer@example.com',
 '$2a$10$6gQD3p1RWw0Sw610KzPsNuxbsEuwUTQ4pyoA4r7DuC4fvmViXe1X.', now(),
 '{"full_name": "Arjun Menon", "marketing_opt_in": true}'::jsonb,
 '{"provider": "email", "providers": ["email"]}'::jsonb, now(), now())
on conflict (id) do nothing;

-- Password sign-in also needs an email identity, the default instance id and empty, not NULL, token columns
-- (GoTrue's schema, which local-supabase/sql/02_auth.sql follows).
do $$
declare
  v_col text;
begin
  if to_regclass('auth.identities') is null then
    return;
  end if;
  update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
  where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002')
    and instance_id is null;
  foreach v_col in array array['confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change'] loop
    execute format('update auth.users set %I = coalesce(%I, %L) where id in (%L, %L)', v_col, v_col, '',
                   'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002');
  end loop;
  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
         'email', now(), now(), now()
  from auth.users u
  where u.id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002')
    and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email');
end $$;

-- The learner's paid order for the X-A premium plan, and the purchase it activated.
insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise, currency, status, payment_id, created_at, paid_at)
select 'order_SeedLearnerXA01', 'd0000000-0000-4000-8000-000000000001', p.exam_id, p.id,
       p.price * 100, 'INR', 'paid', 'pay_SeedLearnerXA01', now(), now()
from public.exam_plans p where p.id = '00000000-0000-4000-c000-000000000012'
on conflict (id) do nothing;

insert into public.exam_purchases (id, user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
select 'e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', p.exam_id, p.id,
       'pay_SeedLearnerXA01', now(), now() + make_interval(days => p.duration_days), 'completed'
from public.exam_plans p where p.id = '00000000-0000-4000-c000-000000000012'
on conflict (id) do nothing;

insert into public.exam_purchases (id, user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
select 'e0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001', p.exam_id, p.id,
       'free_access', now(), private.india_end_of_day(now()), 'demo'
from public.exam_plans p where p.id = '00000000-0000-4000-c000-000000000021'
on conflict (id) do nothing;

-- A made-up GSTIN (right format and check character) so that tax invoices can be tried locally; a real project
-- sets its own registration (README, Deploying step 6) and never runs this file.
update public.invoice_seller set gstin = '32AABCF1234K1Z2' where gstin is null;

-- The content studio's demo staff (local only, password 'practice123' like the learners): an editor and an admin.
-- A real project makes its first admin with `npm run studio:grant -- admin <email>` (README).
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
  raw_app_meta_data, created_at, updated_at, instance_id, confirmation_token, recovery_token, email_change_token_new,
  email_change) values
('d0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'editor@example.com',
 '$2a$10$6gQD3p1RWw0Sw610KzPsNuxbsEuwUTQ4pyoA4r7DuC4fvmViXe1X.', now(), '{"full_name": "Meera Content"}'::jsonb,
 '{"provider": "email", "providers": ["email"], "role": "editor"}'::jsonb, now(), now(),
 '00000000-0000-0000-0000-000000000000', '', '', '', ''),
('d0000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'admin@example.com',
 '$2a$10$6gQD3p1RWw0Sw610KzPsNuxbsEuwUTQ4pyoA4r7DuC4fvmViXe1X.', now(), '{"full_name": "Ravi Admin"}'::jsonb,
 '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb, now(), now(),
 '00000000-0000-0000-0000-000000000000', '', '', '', '')
on conflict (id) do nothing;

-- Staff power is read from private.staff_roles (app_metadata.role above is the studio's navigation hint only).
insert into private.staff_roles (user_id, role) values
('d0000000-0000-4000-8000-000000000003', 'editor'),
('d0000000-0000-4000-8000-000000000004', 'admin')
on conflict (user_id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), now(), now()
from auth.users u
where u.id in ('d0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000004')
on conflict do nothing;

-- Their second factor (issue 46: studio writes need aal2): a TOTP factor with a published demo secret, so the demo
-- works without enrolling. README says how to get its codes (`npm run demo:code`, or the secret in an authenticator
-- app). Local only, like the accounts.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values
('d0000000-0000-4000-8000-0000000000f3', 'd0000000-0000-4000-8000-000000000003', 'Demo authenticator', 'totp', 'verified',
 'NISMDEMOSTAFFTOTPSECRETLOCALONLY'),
('d0000000-0000-4000-8000-0000000000f4', 'd0000000-0000-4000-8000-000000000004', 'Demo authenticator', 'totp', 'verified',
 'NISMDEMOSTAFFTOTPSECRETLOCALONLY')
on conflict (id) do nothing;
