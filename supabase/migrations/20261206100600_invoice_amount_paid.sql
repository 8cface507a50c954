-- A tax invoice states the amount paid (issue 42, finding 10). A purchase with no payment order was invoiced at its
-- plan's price on the day the invoice was asked for (a ₹5,990 GST invoice for a ₹599 purchase, after a price change).
-- The purchase now records what was paid (amount_paid_paise, filled at insert from the paid order of its payment, as
-- activateOrder writes the purchase after marking the order paid; 0 for free access), and the invoice takes the paid
-- order's amount, else that recorded amount, else refuses.
alter table public.exam_purchases add column amount_paid_paise integer check (amount_paid_paise >= 0);

update public.exam_purchases p set amount_paid_paise = o.amount_paise
from public.payment_orders o
where o.payment_id = p.payment_id and o.status = 'paid' and p.amount_paid_paise is null;

create function private.exam_purchases_record_amount() returns trigger
  language plpgsql security definer
  set search_path to ''
as $$
begin
  if new.amount_paid_paise is null then
    if new.payment_status = 'demo' then
      new.amount_paid_paise := 0;
    else
      select o.amount_paise into new.amount_paid_paise
      from public.payment_orders o where o.payment_id = new.payment_id and o.status = 'paid';
    end if;
  end if;
  return new;
end $$;
revoke all on function private.exam_purchases_record_amount() from public;

create trigger exam_purchases_record_amount before insert on public.exam_purchases
  for each row execute function private.exam_purchases_record_amount();

create or replace function public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) returns public.tax_invoices
  language plpgsql security definer
  set search_path to ''
as $$
declare
  v_uid uuid := auth.uid();
  v_purchase public.exam_purchases;
  v_invoice public.tax_invoices;
  v_seller public.invoice_seller;
  v_seller_state text;
  v_buyer_state text;
  v_buyer_name text;
  v_order public.payment_orders;
  v_total integer;
  v_description text;
  v_year text;
  v_serial integer;
  v_digits integer;
  v_split record;
begin
  if v_uid is null then
    raise exception 'Sign in to get a tax invoice' using errcode = '42501';
  end if;

  -- Locks the purchase, so two requests for its invoice (a double click, two tabs) issue one.
  select * into v_purchase from public.exam_purchases
  where id = p_purchase_id and user_id = v_uid
  for no key update;
  if not found then
    raise exception 'Purchase not found' using errcode = '42501';
  end if;

  select * into v_invoice from public.tax_invoices where purchase_id = p_purchase_id;
  if found then
    return v_invoice;
  end if;

  -- What was charged: the paid order of the purchase's payment, else the amount recorded on the purchase when it was
  -- paid. Never the plan's price on the day the invoice is asked for: a purchase with no recorded amount (written by
  -- hand) has no tax invoice.
  select * into v_order from public.payment_orders where payment_id = v_purchase.payment_id and status = 'paid';
  v_total := coalesce(v_order.amount_paise, v_purchase.amount_paid_paise);
  if v_purchase.payment_status <> 'completed' or v_total <= 0 then
    raise exception 'Only a paid purchase has a tax invoice' using errcode = 'P0001';
  end if;
  if v_total is null then
    raise exception 'This purchase has no recorded payment, so it has no tax invoice' using errcode = 'P0001';
  end if;

  select * into v_seller from public.invoice_seller;
  if v_seller.gstin is null then
    raise exception 'Tax invoices are not available yet' using errcode = 'P0001';
  end if;
  select name into v_seller_state from public.gst_states where code = v_seller.state_code;

  select name into v_buyer_state from public.gst_states where code = p_buyer_state_code;
  if v_buyer_state is null then
    raise exception 'Choose the state you live in' using errcode = '22023';
  end if;

  -- The name the learner gave (Profile in /account), else their email address.
  select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email) into v_buyer_name
  from auth.users u where u.id = v_uid;

  select 'Online practice tests: ' || e.name || ', ' || p.duration_days || ' days access' into v_description
  from public.exam_plans p join public.exams e on e.id = p.exam_id
  where p.id = v_purchase.plan_id;

  -- The next serial of this financial year, under the counter row's lock until this transaction ends.
  v_year := private.india_financial_year(now());
  insert into private.invoice_counters as c (financial_year, last_serial) values (v_year, 1)
  on conflict (financial_year) do update set last_serial = c.last_serial + 1
  returning c.last_serial into v_serial;
  -- prefix + '/26-27/' + serial in the rest of 16 characters
  v_digits := 16 - char_length(v_seller.invoice_prefix) - 7;
  if char_length(v_serial::text) > v_digits then
    raise exception 'The invoice numbers of % are used up: shorten invoice_seller.invoice_prefix', v_year
      using errcode = 'P0001';
  end if;

  select * into v_split
  from private.gst_split(v_total, v_seller.gst_rate_percent, p_buyer_state_code = v_seller.state_code);

  insert into public.tax_invoices (
    purchase_id, user_id, invoice_number, financial_year, serial,
    seller_legal_name, seller_address, seller_state, seller_state_code, seller_gstin,
    buyer_name, buyer_state, buyer_state_code, sac_code, description, gst_rate_percent, intra_state,
    total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, payment_id, order_id, paid_at)
  values (
    v_purchase.id, v_uid,
    v_seller.invoice_prefix || '/' || substr(v_year, 3, 2) || '-' || substr(v_year, 6, 2) || '/'
      || lpad(v_serial::text, v_digits, '0'),
    v_year, v_serial,
    v_seller.legal_name, v_seller.address, v_seller_state, v_seller.state_code, v_seller.gstin,
    v_buyer_name, v_buyer_state, p_buyer_state_code, v_seller.sac_code, v_description, v_seller.gst_rate_percent,
    p_buyer_state_code = v_seller.state_code,
    v_total, v_split.taxable_paise, v_split.cgst_paise, v_split.sgst_paise, v_split.igst_paise,
    v_purchase.payment_id, v_order.id, coalesce(v_order.paid_at, v_purchase.purchase_date))
  returning * into v_invoice;
  return v_invoice;
end $$;
