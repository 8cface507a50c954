-- The closed value sets that CHECK constraints held become enum types, so that `supabase gen types` emits their
-- unions into db-types and the apps and functions take them from there (the answer letters were spelled out three
-- times in TypeScript). Same values and order; existing rows convert in place.
create type public.answer_option as enum ('A', 'B', 'C', 'D');
create type public.plan_type as enum ('free', 'premium', 'other');
create type public.payment_status as enum ('completed', 'demo');
create type public.payment_order_status as enum ('created', 'paid');
-- Text converts on assignment, as into the text columns before: seed VALUES lists, function variables and
-- parameters sent as text keep inserting unchanged; a value outside the set still fails (22P02).
create cast (text as public.answer_option) with inout as assignment;
create cast (text as public.plan_type) with inout as assignment;
create cast (text as public.payment_status) with inout as assignment;
create cast (text as public.payment_order_status) with inout as assignment;

alter table public.questions
  drop constraint questions_correct_option_check,
  alter column correct_option type public.answer_option using correct_option::public.answer_option;

alter table public.user_answers
  drop constraint user_answers_selected_option_check,
  alter column selected_option type public.answer_option using selected_option::public.answer_option;

alter table public.exam_plans
  drop constraint exam_plans_plan_type_check,
  drop constraint exam_plans_free_is_zero,
  alter column plan_type type public.plan_type using plan_type::public.plan_type,
  add constraint exam_plans_free_is_zero check (plan_type <> 'free' or price = 0);

-- The partial indexes compare with a text literal; rebuilt with the enum's.
drop index public.exam_purchases_active_completed_idx;
drop index public.exam_purchases_payment_id_key;
alter table public.exam_purchases
  drop constraint exam_purchases_payment_status_check,
  alter column payment_status type public.payment_status using payment_status::public.payment_status;
create index exam_purchases_active_completed_idx on public.exam_purchases (user_id, exam_id, plan_id, expiry_date)
  where payment_status = 'completed';
create unique index exam_purchases_payment_id_key on public.exam_purchases (payment_id)
  where payment_status = 'completed';

alter table public.payment_orders
  drop constraint payment_orders_status_check,
  drop constraint payment_orders_paid_has_payment,
  alter column status drop default,
  alter column status type public.payment_order_status using status::public.payment_order_status,
  alter column status set default 'created',
  add constraint payment_orders_paid_has_payment check (status <> 'paid' or payment_id is not null);
