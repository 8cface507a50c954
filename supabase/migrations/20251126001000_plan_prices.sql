-- Plans and prices from the studio (issue 32). A price change has an effective time: admins schedule it, and it
-- becomes the plan's price (exam_plans.price, which the plans page and checkout read) when that time comes. Every
-- price a plan has had or will have is kept in private.plan_prices, and the studio shows that history. An order
-- already created is paid at its own amount (payment_orders.amount_paise), whatever the plan costs by then.
--
-- Due prices are applied by private.apply_due_prices(): every minute by pg_cron on a hosted project (when the
-- extension is enabled) or by local-supabase's timer, and by create-razorpay-order before it reads a price, so an
-- order never takes a price whose time has passed.

create table private.plan_prices (
  id bigint generated always as identity primary key,
  plan_id uuid not null references public.exam_plans (id) on delete cascade,
  price integer not null check (price >= 0),
  original_price integer not null check (original_price >= 0),
  effective_at timestamptz not null,
  created_at timestamptz not null default now(),
  created_by uuid
);
create index plan_prices_plan_effective_idx on private.plan_prices (plan_id, effective_at desc, id desc);
revoke all on table private.plan_prices from public, anon, authenticated;

-- The history starts with what each plan costs now.
insert into private.plan_prices (plan_id, price, original_price, effective_at, created_at)
select p.id, p.price, p.original_price, p.created_at, p.created_at from public.exam_plans p;

-- A plan written or repriced directly (a seed, the service role) records its price as effective at once.
create function private.exam_plans_record_price() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or not exists (
    select 1 from (
      select pp.price, pp.original_price from private.plan_prices pp
      where pp.plan_id = new.id and pp.effective_at <= now()
      order by pp.effective_at desc, pp.id desc limit 1
    ) latest where latest.price = new.price and latest.original_price = new.original_price
  ) then
    insert into private.plan_prices (plan_id, price, original_price, effective_at, created_by)
    values (new.id, new.price, new.original_price, now(), auth.uid());
  end if;
  return null;
end $$;
create trigger exam_plans_record_price after insert or update of price, original_price on public.exam_plans
for each row execute function private.exam_plans_record_price();

-- Makes each plan's price the latest one whose time has come; returns how many plans changed.
create function public.apply_due_prices() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_changed integer;
begin
  update public.exam_plans p
  set price = d.price, original_price = d.original_price
  from (
    select distinct on (pp.plan_id) pp.plan_id, pp.price, pp.original_price
    from private.plan_prices pp where pp.effective_at <= now()
    order by pp.plan_id, pp.effective_at desc, pp.id desc
  ) d
  where d.plan_id = p.id and (p.price, p.original_price) is distinct from (d.price, d.original_price);
  get diagnostics v_changed = row_count;
  return v_changed;
end $$;
revoke all on function public.apply_due_prices() from public, anon, authenticated;
grant execute on function public.apply_due_prices() to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('apply-due-prices', '* * * * *', 'select public.apply_due_prices()');
  end if;
end $$;

-- Each plan of the exam with its price now and every price it has had or will have, newest first.
create function public.studio_plans(p_exam_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_editor();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', p.id, 'plan_type', p.plan_type, 'duration_days', p.duration_days, 'price', p.price,
      'original_price', p.original_price, 'description', p.description,
      'prices', (select coalesce(jsonb_agg(jsonb_build_object(
                   'id', pp.id, 'price', pp.price, 'original_price', pp.original_price, 'effective_at', pp.effective_at,
                   'created_at', pp.created_at, 'created_by_email', u.email,
                   'scheduled', pp.effective_at > now()) order by pp.effective_at desc, pp.id desc), '[]'::jsonb)
                 from private.plan_prices pp left join auth.users u on u.id = pp.created_by
                 where pp.plan_id = p.id))
      order by p.duration_days, p.price)
    from public.exam_plans p where p.exam_id = p_exam_id), '[]'::jsonb);
end $$;

-- A new price for a plan from p_effective_at (null: now); applied at once when that time has come.
create function public.schedule_plan_price(p_plan_id uuid, p_price integer, p_original_price integer,
                                           p_effective_at timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_plan public.exam_plans;
  v_at timestamptz := coalesce(p_effective_at, now());
begin
  perform private.require_admin();
  select * into v_plan from public.exam_plans where id = p_plan_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Plan not found');
  end if;
  if p_price is null or p_price not between 0 and 1000000 then
    perform private.raise_invalid('price', 'The price is a whole number of rupees, 0 to 10,00,000');
  end if;
  if p_original_price is null or p_original_price not between p_price and 1000000 then
    perform private.raise_invalid('original_price', 'The original price is at least the price, and at most 10,00,000');
  end if;
  if (v_plan.plan_type = 'free') <> (p_price = 0) then
    perform private.raise_invalid('price', 'The free plan costs 0, and only the free plan does');
  end if;
  if v_at < now() - interval '1 minute' then
    perform private.raise_invalid('effective_at', 'A price takes effect now or later, never in the past');
  end if;
  insert into private.plan_prices (plan_id, price, original_price, effective_at, created_by)
  values (p_plan_id, p_price, p_original_price, greatest(v_at, now()), auth.uid());
  perform public.apply_due_prices();
  perform private.audit('schedule_plan_price', p_plan_id::text,
                        jsonb_build_object('price', v_plan.price, 'original_price', v_plan.original_price),
                        jsonb_build_object('price', p_price, 'original_price', p_original_price, 'effective_at', greatest(v_at, now())));
  return public.studio_plans(v_plan.exam_id);
end $$;

-- Withdraws a price whose time has not come.
create function public.cancel_plan_price(p_price_id bigint) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_row private.plan_prices;
begin
  perform private.require_admin();
  select * into v_row from private.plan_prices where id = p_price_id for update;
  if not found then
    perform private.raise_api('P0002', 404, 'Price not found');
  end if;
  if v_row.effective_at <= now() then
    perform private.raise_invalid('effective_at', 'This price has taken effect: schedule a new one instead');
  end if;
  delete from private.plan_prices where id = p_price_id;
  perform private.audit('cancel_plan_price', v_row.plan_id::text,
                        jsonb_build_object('price', v_row.price, 'original_price', v_row.original_price, 'effective_at', v_row.effective_at),
                        null);
  return public.studio_plans((select p.exam_id from public.exam_plans p where p.id = v_row.plan_id));
end $$;

do $$
declare
  v_fn text;
begin
  foreach v_fn in array array['studio_plans(uuid)', 'schedule_plan_price(uuid, integer, integer, timestamptz)',
                              'cancel_plan_price(bigint)'] loop
    execute format('revoke all on function public.%s from public, anon', v_fn);
    execute format('grant execute on function public.%s to authenticated', v_fn);
  end loop;
end $$;
