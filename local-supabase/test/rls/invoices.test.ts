// GST tax invoices (issue 26 item 12): the tax split of a tax-inclusive price, numbers allocated in the database
// (consecutive per financial year, also when issued at the same moment), and who may read and write them.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

// A well-formed GSTIN of a Kerala company (state code 32, check character computed): a test value only.
const GSTIN = '32AABCF1234K1Z2';
const KERALA = '32';
const MAHARASHTRA = '27';

let w: World;
let f: Fixture;
let dearPlanId: string;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  [{ id: dearPlanId }] = await w.sql<{ id: string }>(
    `insert into public.exam_plans (exam_id, plan_type, price, original_price, duration_days, description)
     values ($1, 'other', 1299, 1999, 180, 'All papers') returning id`,
    [f.examId],
  );
}, STARTUP_MS);
afterAll(() => w?.stop());

const setGstin = (gstin: string | null) => w.sql('update public.invoice_seller set gstin = $1', [gstin]);

/** A completed purchase with the paid Razorpay order that charged amountPaise, as verify-razorpay-payment writes it. */
async function paid(userId: string, planId = f.premiumPlanId, amountPaise = 49900): Promise<string> {
  const purchaseId = await w.purchase(userId, planId, 'completed');
  await w.sql(
    `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise, status, payment_id, paid_at)
     select $2, p.user_id, p.exam_id, p.plan_id, $3, 'paid', p.payment_id, now() from public.exam_purchases p where p.id = $1`,
    [purchaseId, `order_${randomUUID().slice(0, 14)}`, amountPaise],
  );
  return purchaseId;
}

const issue = (client: SupabaseClient, purchaseId: string, state = KERALA) =>
  client.rpc('issue_tax_invoice', { p_purchase_id: purchaseId, p_buyer_state_code: state }).single<Record<string, any>>();

const lastSerial = async () =>
  (await w.sql<{ n: number }>('select coalesce(max(last_serial), 0)::int as n from private.invoice_counters'))[0].n;

describe('without a GSTIN configured', () => {
  test('no invoice is issued, the learner is told, and no number is used', async () => {
    await setGstin(null);
    const purchase = await paid(w.learnerId);
    const { error } = await issue(w.learner, purchase);
    expect(error).toMatchObject({ code: 'P0001', message: 'Tax invoices are not available yet' });
    expect(await lastSerial()).toBe(0);
    expect((await w.learner.from('invoice_seller').select('gstin').single()).data).toEqual({ gstin: null });
  });

  test('the seller accepts only a GSTIN whose check character is right and whose state is the seller’s', async () => {
    expect((await w.service.from('invoice_seller').update({ gstin: '32AABCF1234K1Z3' }).eq('id', true)).error?.code).toBe('23514');
    expect((await w.service.from('invoice_seller').update({ gstin: '27AAPFU0939F1ZV' }).eq('id', true)).error?.code).toBe('23514');
    expect((await w.service.from('invoice_seller').update({ gstin: GSTIN }).eq('id', true)).error).toBeNull();
  });
});

describe('the tax split of the tax-inclusive price', () => {
  beforeAll(() => setGstin(GSTIN));

  test('₹499 in Kerala (the seller’s state): taxable ₹422.88, CGST 9% ₹38.06 + SGST 9% ₹38.06', async () => {
    const { data, error } = await issue(w.learner, await paid(w.learnerId), KERALA);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      total_paise: 49900,
      taxable_paise: 42288,
      cgst_paise: 3806,
      sgst_paise: 3806,
      igst_paise: 0,
      intra_state: true,
      gst_rate_percent: 18,
      sac_code: '999293',
      buyer_name: 'RLS Learner',
      buyer_state: 'Kerala',
      buyer_state_code: KERALA,
      seller_legal_name: 'Finlearn Technologies Pvt. Ltd.',
      seller_state: 'Kerala',
      seller_state_code: KERALA,
      seller_gstin: GSTIN,
    });
    expect(data!.description).toMatch(/^Online practice tests: NISM Series RLS-\w+: Fixture Examination, 90 days access$/);
  });

  test('odd paise: ₹1,299 has ₹198.15 of tax, CGST ₹99.08 + SGST ₹99.07', async () => {
    const { data } = await issue(w.learner, await paid(w.learnerId, dearPlanId, 129900), KERALA);
    expect(data).toMatchObject({ taxable_paise: 110085, cgst_paise: 9908, sgst_paise: 9907, igst_paise: 0 });
  });

  test('another state: IGST 18% carries all the tax', async () => {
    const { data } = await issue(w.second, await paid(w.secondId, dearPlanId, 129900), MAHARASHTRA);
    expect(data).toMatchObject({
      buyer_state: 'Maharashtra',
      intra_state: false,
      taxable_paise: 110085,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 19815,
    });
  });

  test('the amount is what the order charged, not today’s price of the plan', async () => {
    const { data } = await issue(w.learner, await paid(w.learnerId, f.premiumPlanId, 39900), MAHARASHTRA);
    expect(data).toMatchObject({ total_paise: 39900, taxable_paise: 33814, igst_paise: 6086 });
  });

  test('for every amount up to ₹300 the parts add up, CGST and SGST differ by at most a paisa', async () => {
    const [bad] = await w.sql<{ n: number }>(
      `select count(*)::int as n
       from generate_series(1, 30000) t, (values (true), (false)) k(intra), private.gst_split(t, 18, k.intra) s
       where s.taxable_paise + s.cgst_paise + s.sgst_paise + s.igst_paise <> t
          or s.taxable_paise <> round(t / 1.18)
          or (k.intra and (s.igst_paise <> 0 or s.cgst_paise - s.sgst_paise not in (0, 1)))
          or (not k.intra and (s.cgst_paise <> 0 or s.sgst_paise <> 0))`,
    );
    expect(bad.n).toBe(0);
  });
});

describe('numbering', () => {
  beforeAll(() => setGstin(GSTIN));

  test('consecutive numbers of this financial year, NISM/YY-YY/NNNNN, at most 16 characters', async () => {
    const before = await lastSerial();
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await issue(w.learner, await paid(w.learnerId))).data!.invoice_number);
    const [{ fy }] = await w.sql<{ fy: string }>('select private.india_financial_year(now()) as fy');
    const prefix = `NISM/${fy.slice(2, 4)}-${fy.slice(5, 7)}/`;
    expect(numbers).toEqual([1, 2, 3].map((k) => prefix + String(before + k).padStart(5, '0')));
    expect(numbers.every((n) => n.length <= 16)).toBe(true);
  });

  test('the financial year turns on 1 April, India time', async () => {
    const [row] = await w.sql<{ march: string; april: string; jan: string }>(
      `select private.india_financial_year('2027-03-31T18:29:59Z') as march,
              private.india_financial_year('2027-03-31T18:30:00Z') as april,
              private.india_financial_year('2027-01-15T00:00:00Z') as jan`,
    );
    expect(row).toEqual({ march: '2026-27', april: '2027-28', jan: '2026-27' });
  });

  test('purchases issued at the same moment get distinct consecutive numbers', async () => {
    const a = await w.newLearner('burst-a');
    const b = await w.newLearner('burst-b');
    const purchases = [
      ...(await Promise.all([paid(a.id), paid(a.id), paid(a.id)])).map((id) => ({ client: a.clients[0], id })),
      ...(await Promise.all([paid(b.id), paid(b.id), paid(b.id)])).map((id) => ({ client: b.clients[0], id })),
    ];
    const before = await lastSerial();
    const results = await Promise.all(purchases.map((p) => issue(p.client, p.id, MAHARASHTRA)));
    expect(results.map((r) => r.error)).toEqual(purchases.map(() => null));
    const serials = results.map((r) => r.data!.serial as number).sort((x, y) => x - y);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6].map((k) => before + k));
    expect(new Set(results.map((r) => r.data!.invoice_number)).size).toBe(6);
    expect(await lastSerial()).toBe(before + 6);
  });

  test('asking twice at once for one purchase issues one invoice and uses one number', async () => {
    const purchase = await paid(w.learnerId);
    const before = await lastSerial();
    const [x, y] = await Promise.all([issue(w.learner, purchase, KERALA), issue(w.learner, purchase, MAHARASHTRA)]);
    expect(x.data!.id).toBe(y.data!.id);
    expect(x.data!.serial).toBe(before + 1);
    expect(await lastSerial()).toBe(before + 1);
  });

  test('a refused request uses no number: the next invoice follows on', async () => {
    const purchase = await paid(w.learnerId);
    const before = await lastSerial();
    expect((await issue(w.learner, purchase, '99')).error).toMatchObject({ code: '22023', message: 'Choose the state you live in' });
    expect((await issue(w.learner, randomUUID())).error?.code).toBe('42501');
    expect((await issue(w.learner, purchase)).data!.serial).toBe(before + 1);
  });

  test('the serials of the year have no gap and no repeat', async () => {
    const rows = await w.sql<{ serial: number }>(
      'select serial from public.tax_invoices where financial_year = private.india_financial_year(now()) order by serial',
    );
    expect(rows.map((r) => r.serial)).toEqual(rows.map((_r, i) => i + 1));
  });
});

describe('who may read and write', () => {
  let invoice: Record<string, any>;
  beforeAll(async () => {
    await setGstin(GSTIN);
    invoice = (await issue(w.learner, await paid(w.learnerId))).data!;
  });

  test('the buyer reads their invoice; a second learner neither reads it nor gets it issued', async () => {
    expect((await w.learner.from('tax_invoices').select('id').eq('id', invoice.id)).data).toEqual([{ id: invoice.id }]);
    expect((await w.second.from('tax_invoices').select('id').eq('id', invoice.id)).data).toEqual([]);
    const all = await w.second.from('tax_invoices').select('user_id');
    expect(all.data!.every((r) => r.user_id === w.secondId)).toBe(true);
    const stolen = await issue(w.second, invoice.purchase_id);
    expect(stolen.error).toMatchObject({ code: '42501', message: 'Purchase not found' });
    expect((await w.anon.from('tax_invoices').select('id')).error?.code).toBe('42501');
    expect((await w.anon.rpc('issue_tax_invoice', { p_purchase_id: invoice.purchase_id, p_buyer_state_code: KERALA })).error?.code).toBe(
      '42501',
    );
  });

  test('a learner cannot write invoices, the seller, the states or the counter', async () => {
    const forged = { ...invoice, id: randomUUID(), purchase_id: randomUUID(), invoice_number: 'NISM/26-27/99999', serial: 99999 };
    expect((await w.learner.from('tax_invoices').insert(forged)).error?.code).toBe('42501');
    expect((await w.learner.from('tax_invoices').update({ total_paise: 100 }).eq('id', invoice.id)).error?.code).toBe('42501');
    expect((await w.learner.from('tax_invoices').delete().eq('id', invoice.id)).error?.code).toBe('42501');
    expect((await w.learner.from('invoice_seller').update({ gstin: null }).eq('id', true)).error?.code).toBe('42501');
    expect((await w.learner.from('gst_states').insert({ code: '98', name: 'Nowhere' })).error?.code).toBe('42501');
    // The counter lives in schema private, which no API role may use.
    expect((await w.learner.from('invoice_counters').select('*')).error).not.toBeNull();
    expect(
      (await w.learner.schema('private').from('invoice_counters').update({ last_serial: 1 }).eq('financial_year', '2026-27')).error,
    ).not.toBeNull();
    const [{ still }] = await w.sql<{ still: number }>('select total_paise as still from public.tax_invoices where id = $1', [invoice.id]);
    expect(still).toBe(49900);
  });

  test('a free trial has no tax invoice', async () => {
    const trial = await w.purchase(w.learnerId, f.freePlanId, 'demo');
    expect((await issue(w.learner, trial)).error).toMatchObject({ code: 'P0001', message: 'Only a paid purchase has a tax invoice' });
  });

  test('an issued invoice never changes, not even by the service role; deleting the account keeps it', async () => {
    expect((await w.service.from('tax_invoices').update({ total_paise: 100 }).eq('id', invoice.id)).error?.code).toBe('42501');
    await expect(w.sql('update public.tax_invoices set buyer_name = $2 where id = $1', [invoice.id, 'Someone Else'])).rejects.toThrow(
      'An issued tax invoice cannot be changed or deleted',
    );
    await expect(w.sql('delete from public.tax_invoices where id = $1', [invoice.id])).rejects.toThrow('cannot be changed or deleted');

    const gone = await w.newLearner('leaving');
    const kept = (await issue(gone.clients[0], await paid(gone.id))).data!;
    expect((await gone.clients[0].rpc('delete_my_account', { p_confirm_email: gone.email })).error).toBeNull();
    const [row] = await w.sql<{ user_id: string | null; buyer_name: string; invoice_number: string }>(
      'select user_id, buyer_name, invoice_number from public.tax_invoices where id = $1',
      [kept.id],
    );
    expect(row).toEqual({ user_id: null, buyer_name: 'RLS leaving', invoice_number: kept.invoice_number });
  });
});

describe('the data export', () => {
  test("holds the learner's own tax invoices and none of another learner's", async () => {
    await setGstin(GSTIN);
    const mine = (await issue(w.learner, await paid(w.learnerId))).data!;
    const theirs = (await issue(w.second, await paid(w.secondId))).data!;
    const { data, error } = await w.learner.rpc('export_my_data');
    expect(error).toBeNull();
    const numbers = data.tax_invoices.map((i: { invoice_number: string }) => i.invoice_number);
    expect(numbers).toContain(mine.invoice_number);
    expect(numbers).not.toContain(theirs.invoice_number);
    expect(JSON.stringify(data.tax_invoices)).not.toContain(w.learnerId);
  });
});
