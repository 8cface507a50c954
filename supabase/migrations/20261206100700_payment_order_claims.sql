-- Order creation per learner is reused and limited (issue 42, finding 13). One learner created 20 unpaid orders in
-- 1.6 s, each a call to Razorpay's Orders API. create-razorpay-order now asks claim_payment_order first, under a lock
-- per learner: an open order of the same plan and amount from the last 12 hours is reused (no Razorpay call); else a
-- new one may be made only if the learner made fewer than payment_order_limit() in the last hour, else the function
-- answers 429 with the seconds until the oldest of them leaves the hour.
create table private.payment_order_claims (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default now()
);
create index payment_order_claims_user_at_idx on private.payment_order_claims (user_id, at desc);
revoke all on table private.payment_order_claims from public, anon, authenticated, service_role;

create function private.payment_order_limit() returns integer
  language sql immutable
  set search_path to ''
as $$ select 5 $$;
revoke all on function private.payment_order_limit() from public;

create function public.claim_payment_order(p_user_id uuid, p_plan_id uuid, p_amount_paise integer) returns jsonb
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_order text;
  v_count integer;
  v_oldest timestamptz;
begin
  if not coalesce(auth.role() = 'service_role', false) then
    raise exception 'Only the payment functions claim an order' using errcode = '42501';
  end if;
  -- One claim at a time per learner, so a burst of requests is counted, and reuses, one after another.
  perform pg_advisory_xact_lock(hashtextextended('payment_order:' || p_user_id::text, 0));
  select o.id into v_order
  from public.payment_orders o
  where o.user_id = p_user_id and o.plan_id = p_plan_id and o.status = 'created' and o.amount_paise = p_amount_paise
    and o.created_at > now() - interval '12 hours'
  order by o.created_at desc
  limit 1;
  if v_order is not null then
    return jsonb_build_object('reuse', v_order);
  end if;
  delete from private.payment_order_claims c where c.user_id = p_user_id and c.at <= now() - interval '1 hour';
  select count(*)::integer, min(c.at) into v_count, v_oldest
  from private.payment_order_claims c where c.user_id = p_user_id;
  if v_count >= private.payment_order_limit() then
    return jsonb_build_object('retry_after', greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer);
  end if;
  insert into private.payment_order_claims (user_id) values (p_user_id);
  return jsonb_build_object('create', true);
end $$;
revoke all on function public.claim_payment_order(uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_payment_order(uuid, uuid, integer) to service_role;
