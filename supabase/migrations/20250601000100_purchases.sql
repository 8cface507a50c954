-- Purchases and payments, the entitlement rule and free access.
-- Learners only read their own rows; every write is a SECURITY DEFINER function or the
-- service role (payment verification and webhook), so a browser can never give itself
-- a purchase, a status or an expiry.

-- ---------------------------------------------------------------- exam_purchases
create table public.exam_purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  exam_id uuid not null references public.exams (id) on delete cascade,
  plan_id uuid not null references public.exam_plans (id) on delete cascade,
  payment_id text not null,
  purchase_date timestamptz not null default now(),
  expiry_date timestamptz not null,
  payment_status text not null check (payment_status in ('completed', 'demo')),
  created_at timestamptz not null default now(),
  constraint exam_purchases_expiry_after_purchase check (expiry_date > purchase_date)
);
alter table public.exam_purchases enable row level security;

-- My Exams (by user, newest first) and the latest active purchase per exam.
create index exam_purchases_user_exam_idx on public.exam_purchases (user_id, exam_id, created_at desc);
create index exam_purchases_user_created_idx on public.exam_purchases (user_id, created_at desc);
-- "Already purchased": completed, unexpired, same user, exam and plan.
create index exam_purchases_active_completed_idx on public.exam_purchases (user_id, exam_id, plan_id, expiry_date)
  where payment_status = 'completed';
-- One payment activates at most one purchase: verify and the webhook racing each
-- other, or a replayed payment, end in 23505 instead of a second purchase.
create unique index exam_purchases_payment_id_key on public.exam_purchases (payment_id)
  where payment_status = 'completed';
create index exam_purchases_plan_idx on public.exam_purchases (plan_id);

-- A purchase's plan must belong to its exam (a single-column FK keeps REST embedding simple).
create function private.exam_purchases_check_plan() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.exam_plans p where p.id = new.plan_id and p.exam_id = new.exam_id) then
    raise exception 'Plan % does not belong to exam %', new.plan_id, new.exam_id
      using errcode = '23503';
  end if;
  return new;
end $$;
revoke all on function private.exam_purchases_check_plan() from public;

create trigger exam_purchases_check_plan
  before insert or update of plan_id, exam_id on public.exam_purchases
  for each row execute function private.exam_purchases_check_plan();

create policy "purchases: owner reads" on public.exam_purchases
  for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- payment_orders
-- What was ordered, so that a verification checks the order on the server's record.
create table public.payment_orders (
  id text primary key, -- Razorpay order id
  user_id uuid not null references auth.users (id) on delete cascade,
  exam_id uuid not null references public.exams (id) on delete cascade,
  plan_id uuid not null references public.exam_plans (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null default 'INR' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'created' check (status in ('created', 'paid')),
  payment_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint payment_orders_paid_has_payment check (status <> 'paid' or payment_id is not null)
);
alter table public.payment_orders enable row level security;
create index payment_orders_user_idx on public.payment_orders (user_id, created_at desc);

create policy "payment orders: owner reads" on public.payment_orders
  for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- payment_webhook_events
-- Razorpay webhook deliveries by event id: a repeated delivery is recognised and skipped.
create table public.payment_webhook_events (
  id text primary key, -- the x-razorpay-event-id header
  event text not null,
  order_id text,
  payment_id text,
  payload jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now()
);
alter table public.payment_webhook_events enable row level security;
-- No policy: only the service role (the webhook handler) touches it.

revoke all on table public.exam_purchases, public.payment_orders, public.payment_webhook_events
  from anon, authenticated;
grant select on table public.exam_purchases, public.payment_orders to authenticated;
grant all on table public.exam_purchases, public.payment_orders, public.payment_webhook_events
  to service_role;

-- ---------------------------------------------------------------- time and entitlement
-- 23:59:59.999 of the given instant's day in India (Asia/Kolkata, no DST).
create function private.india_end_of_day(p_at timestamptz) returns timestamptz
language sql stable set search_path = '' as $$
  select (date_trunc('day', p_at at time zone 'Asia/Kolkata') + interval '1 day' - interval '1 millisecond')
         at time zone 'Asia/Kolkata'
$$;

-- Entitlement, the one place that decides: the user's latest
-- unexpired completed-or-demo purchase of the paper's exam decides; 'completed' opens
-- every paper, 'demo' only papers titled 'Demo Questions'; no such purchase opens none.
create function private.can_open_paper(p_user_id uuid, p_test_paper_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select latest.payment_status = 'completed' or tp.title = 'Demo Questions'
    from public.test_papers tp
    cross join lateral (
      select ep.payment_status
      from public.exam_purchases ep
      where ep.user_id = p_user_id
        and ep.exam_id = tp.exam_id
        and ep.payment_status in ('completed', 'demo')
        and ep.expiry_date >= now()
      order by ep.created_at desc, ep.purchase_date desc
      limit 1
    ) latest
    where tp.id = p_test_paper_id
  ), false)
$$;

revoke all on function private.india_end_of_day(timestamptz) from public;
revoke all on function private.can_open_paper(uuid, uuid) from public;

-- ---------------------------------------------------------------- grant_free_access
-- A demo purchase of a plan priced 0, valid until the end of today, India time.
create function public.grant_free_access(p_plan_id uuid) returns public.exam_purchases
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_plan public.exam_plans;
  v_row public.exam_purchases;
begin
  if v_uid is null then
    raise exception 'Sign in to get free access' using errcode = '42501';
  end if;
  select * into v_plan from public.exam_plans where id = p_plan_id;
  if not found then
    raise exception 'Plan not found' using errcode = 'P0001';
  end if;
  if v_plan.price <> 0 then
    raise exception 'Free access is only for a plan priced 0' using errcode = 'P0001';
  end if;

  -- Serialise one user's grants so a double click cannot create two rows.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('grant_free_access:' || v_uid::text));

  -- The latest purchase decides access, so a new demo would hide a paid plan still running.
  if exists (
    select 1 from public.exam_purchases
    where user_id = v_uid and exam_id = v_plan.exam_id
      and payment_status = 'completed' and expiry_date >= now()
  ) then
    raise exception 'You already have an active plan for this exam.' using errcode = 'P0001';
  end if;

  -- Asking again on the same day returns today's demo instead of stacking rows.
  select * into v_row from public.exam_purchases
  where user_id = v_uid and plan_id = v_plan.id
    and payment_status = 'demo' and expiry_date >= now()
  order by created_at desc
  limit 1;
  if found then
    return v_row;
  end if;

  insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
  values (v_uid, v_plan.exam_id, v_plan.id, 'free_access', now(), private.india_end_of_day(now()), 'demo')
  returning * into v_row;
  return v_row;
end $$;

revoke all on function public.grant_free_access(uuid) from public, anon, authenticated;
grant execute on function public.grant_free_access(uuid) to authenticated;
