-- GST tax invoices (issue 26 item 12): one for each paid purchase, asked for by its learner in /account.
-- - The seller (legal name, address, state, GSTIN), the SAC code and the rate are one row of public.invoice_seller,
--   changed by the operator with SQL or the dashboard's table editor. The GSTIN starts empty: a real one must be
--   configured before any invoice is issued, and until then issue_tax_invoice refuses and /account says so.
-- - Numbers are consecutive per Indian financial year (April to March, India time), e.g. NISM/26-27/00001 (at most
--   16 characters, as GST rule 46(b) allows): the year's counter row is incremented under its row lock in the same
--   transaction that inserts the invoice, so a number is never used twice, and a failed issue rolls its number back.
-- - The price stays tax-inclusive: taxable value = round(paid / (1 + rate), paise), tax = paid - taxable; CGST and
--   SGST halve the tax when the buyer is in the seller's state (the odd paisa goes to CGST), IGST otherwise.
-- - An issued invoice never changes: a trigger refuses updates and deletes, except the buyer's user_id going to null
--   when the account is deleted (GST records are kept for 72 months, section 36 of the CGST Act).

-- ---------------------------------------------------------------- states and union territories
-- GST state codes (the first two digits of a GSTIN), for the buyer's state and the place of supply.
create table public.gst_states (
  code text primary key check (code ~ '^[0-9]{2}$'),
  name text not null unique
);
alter table public.gst_states enable row level security;

insert into public.gst_states (code, name) values
  ('01', 'Jammu and Kashmir'), ('02', 'Himachal Pradesh'), ('03', 'Punjab'), ('04', 'Chandigarh'),
  ('05', 'Uttarakhand'), ('06', 'Haryana'), ('07', 'Delhi'), ('08', 'Rajasthan'), ('09', 'Uttar Pradesh'),
  ('10', 'Bihar'), ('11', 'Sikkim'), ('12', 'Arunachal Pradesh'), ('13', 'Nagaland'), ('14', 'Manipur'),
  ('15', 'Mizoram'), ('16', 'Tripura'), ('17', 'Meghalaya'), ('18', 'Assam'), ('19', 'West Bengal'),
  ('20', 'Jharkhand'), ('21', 'Odisha'), ('22', 'Chhattisgarh'), ('23', 'Madhya Pradesh'), ('24', 'Gujarat'),
  ('26', 'Dadra and Nagar Haveli and Daman and Diu'), ('27', 'Maharashtra'), ('29', 'Karnataka'), ('30', 'Goa'),
  ('31', 'Lakshadweep'), ('32', 'Kerala'), ('33', 'Tamil Nadu'), ('34', 'Puducherry'),
  ('35', 'Andaman and Nicobar Islands'), ('36', 'Telangana'), ('37', 'Andhra Pradesh'), ('38', 'Ladakh');

create policy "gst states: signed-in learners read" on public.gst_states
  for select to authenticated using (true);

-- ---------------------------------------------------------------- the seller
-- A GSTIN: 2-digit state code, PAN, entity number, 'Z', and a check character (Luhn mod 36 over the first 14),
-- so that a mistyped GSTIN is refused when the operator sets it, not found later on a customer's invoice.
create function private.gstin_is_valid(p_gstin text) returns boolean
language sql immutable set search_path = '' as $$
  select p_gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
    and substr(p_gstin, 15, 1) = substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (36 - (
      select sum(w.v / 36 + w.v % 36)::integer
      from (
        select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(p_gstin, i, 1)) - 1) * (2 - i % 2) as v
        from generate_series(1, 14) as i
      ) w
    ) % 36) % 36 + 1, 1)
$$;
revoke all on function private.gstin_is_valid(text) from public;

-- One row (id is always true). Readable by signed-in learners: it is what every invoice prints, and /account reads
-- whether gstin is set to say whether invoices can be issued yet.
create table public.invoice_seller (
  id boolean primary key default true check (id),
  legal_name text not null check (btrim(legal_name) <> ''),
  address text not null check (btrim(address) <> ''),
  state_code text not null references public.gst_states (code),
  -- Required before any invoice is issued; null until the operator sets the company's real GSTIN.
  gstin text,
  -- 999293: commercial training and coaching services (docs/backend-api.md, "GST tax invoices").
  sac_code text not null default '999293' check (sac_code ~ '^99[0-9]{4}$'),
  gst_rate_percent numeric(5, 2) not null default 18 check (gst_rate_percent > 0 and gst_rate_percent < 100),
  -- Leads every invoice number; the serial gets the rest of the 16 characters (5 digits with 'NISM').
  invoice_prefix text not null default 'NISM' check (invoice_prefix ~ '^[A-Z0-9]{1,4}$'),
  constraint invoice_seller_gstin_state check (gstin is null or left(gstin, 2) = state_code)
);
alter table public.invoice_seller enable row level security;
create index invoice_seller_state_idx on public.invoice_seller (state_code);

-- A trigger, not a check: a check's function would need the writer (the service role, the table editor) to have
-- execute on it in schema private.
create function private.invoice_seller_check_gstin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.gstin is not null and not private.gstin_is_valid(new.gstin) then
    raise exception 'Not a valid GSTIN: %', new.gstin using errcode = '23514';
  end if;
  return new;
end $$;
revoke all on function private.invoice_seller_check_gstin() from public;

create trigger invoice_seller_check_gstin
  before insert or update of gstin on public.invoice_seller
  for each row execute function private.invoice_seller_check_gstin();

-- The company of the site's footer; the GSTIN is left for the operator (docs/backend-api.md).
insert into public.invoice_seller (legal_name, address, state_code)
values ('Finlearn Technologies Pvt. Ltd.', '2nd Floor, Infopark Road, Kakkanad, Kochi, Kerala 682030, India', '32');

create policy "invoice seller: signed-in learners read" on public.invoice_seller
  for select to authenticated using (true);

-- ---------------------------------------------------------------- numbering
-- The last serial issued in each financial year ('2026-27'); no API role can reach schema private.
create table private.invoice_counters (
  financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial integer not null check (last_serial > 0)
);

-- The Indian financial year (1 April to 31 March, India time) of an instant: '2026-27'.
create function private.india_financial_year(p_at timestamptz) returns text
language sql stable set search_path = '' as $$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (
    select extract(year from d)::integer - case when extract(month from d) < 4 then 1 else 0 end as y
    from (select (p_at at time zone 'Asia/Kolkata')::date as d) day
  ) fy
$$;
revoke all on function private.india_financial_year(timestamptz) from public;

-- ---------------------------------------------------------------- tax
-- A tax-inclusive amount in paise split into its taxable value and tax: in the seller's state CGST and SGST share
-- the tax (the odd paisa to CGST, so the two always add up to the tax), elsewhere it is all IGST.
create function private.gst_split(p_total_paise integer, p_rate_percent numeric, p_intra_state boolean)
returns table (taxable_paise integer, cgst_paise integer, sgst_paise integer, igst_paise integer)
language sql immutable set search_path = '' as $$
  select t.taxable,
         case when p_intra_state then (p_total_paise - t.taxable) - (p_total_paise - t.taxable) / 2 else 0 end,
         case when p_intra_state then (p_total_paise - t.taxable) / 2 else 0 end,
         case when p_intra_state then 0 else p_total_paise - t.taxable end
  from (select round(p_total_paise / (1 + p_rate_percent / 100))::integer as taxable) t
$$;
revoke all on function private.gst_split(integer, numeric, boolean) from public;

-- ---------------------------------------------------------------- tax_invoices
-- Everything printed is stored as issued (seller, buyer, description, amounts), so later changes to the company,
-- the plan or the learner's profile never alter an issued invoice.
create table public.tax_invoices (
  id uuid primary key default gen_random_uuid(),
  purchase_id uuid not null unique references public.exam_purchases (id) on delete restrict,
  user_id uuid references auth.users (id) on delete set null,
  invoice_number text not null unique check (char_length(invoice_number) <= 16 and invoice_number ~ '^[A-Z0-9/-]+$'),
  financial_year text not null,
  serial integer not null check (serial > 0),
  issued_at timestamptz not null default now(),
  seller_legal_name text not null,
  seller_address text not null,
  seller_state text not null,
  seller_state_code text not null,
  seller_gstin text not null,
  buyer_name text not null,
  buyer_state text not null,
  buyer_state_code text not null,
  sac_code text not null,
  description text not null,
  gst_rate_percent numeric(5, 2) not null,
  intra_state boolean not null,
  total_paise integer not null check (total_paise > 0),
  taxable_paise integer not null check (taxable_paise > 0),
  cgst_paise integer not null check (cgst_paise >= 0),
  sgst_paise integer not null check (sgst_paise >= 0),
  igst_paise integer not null check (igst_paise >= 0),
  payment_id text not null,
  order_id text,
  paid_at timestamptz not null,
  constraint tax_invoices_serial_key unique (financial_year, serial),
  constraint tax_invoices_adds_up check (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise),
  constraint tax_invoices_split check (
    case when intra_state then igst_paise = 0 and cgst_paise - sgst_paise in (0, 1)
         else cgst_paise = 0 and sgst_paise = 0 end)
);
alter table public.tax_invoices enable row level security;
create index tax_invoices_user_idx on public.tax_invoices (user_id, issued_at desc);

create policy "tax invoices: owner reads" on public.tax_invoices
  for select to authenticated using (user_id = (select auth.uid()));

-- Issued means final (corrections are credit notes, not edits). Deleting the buyer's account sets user_id to null
-- (the foreign key's action): that alone is let through, so the company keeps the invoice it must keep.
create function private.tax_invoices_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.user_id is null and (to_jsonb(new) - 'user_id') = (to_jsonb(old) - 'user_id') then
    return new;
  end if;
  raise exception 'An issued tax invoice cannot be changed or deleted' using errcode = 'P0001';
end $$;
revoke all on function private.tax_invoices_immutable() from public;

create trigger tax_invoices_immutable
  before update or delete on public.tax_invoices
  for each row execute function private.tax_invoices_immutable();

revoke all on table public.gst_states, public.invoice_seller, public.tax_invoices from anon, authenticated;
grant select on table public.gst_states, public.invoice_seller, public.tax_invoices to authenticated;
grant all on table public.gst_states, public.invoice_seller to service_role;
-- Invoices are written only by issue_tax_invoice, which numbers them (hosted default privileges grant all).
revoke all on table public.tax_invoices from service_role;
grant select on table public.tax_invoices to service_role;

-- ---------------------------------------------------------------- issue_tax_invoice
-- The caller's invoice for one of their paid purchases, issued on first call in the state they give; later calls
-- return the same invoice unchanged (the state given then is ignored).
create function public.issue_tax_invoice(p_purchase_id uuid, p_buyer_state_code text) returns public.tax_invoices
language plpgsql security definer set search_path = '' as $$
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

  -- What was charged: the paid order of the purchase's payment; a purchase without one (written by hand) the plan's price.
  select * into v_order from public.payment_orders where payment_id = v_purchase.payment_id and status = 'paid';
  select coalesce(v_order.amount_paise, p.price * 100) into v_total from public.exam_plans p where p.id = v_purchase.plan_id;
  if v_purchase.payment_status <> 'completed' or coalesce(v_total, 0) <= 0 then
    raise exception 'Only a paid purchase has a tax invoice' using errcode = 'P0001';
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

revoke all on function public.issue_tax_invoice(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_tax_invoice(uuid, text) to authenticated;
