import { useState, type FormEvent } from 'react';
import { Button, notify, Table, TextField, theme, styled } from '@nism/shared-ui';
import { cancelPrice, schedulePrice } from '../../features/papers/api/schedule-price';
import type { StudioPlan } from '../../features/papers/api/types';
import { describeError } from '../../lib/errors';
import { formatCount, formatDateTime } from '../../lib/format';
import { FormProblem, Muted, SelectLabel, TableBlock } from '../../lib/layout';

const rupees = (n: number) => `₹${formatCount(n)}`;
/** A plan by what a learner buys: its days (the free one is the one-day demo). */
const planName = (p: StudioPlan) => (p.plan_type === 'free' ? `Free demo, ${p.duration_days} day` : `${p.duration_days}-day plan`);

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  align-items: start;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  }
`;

const History = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: 0.9rem;
`;

/** "2026-11-26T10:30" typed as UTC (the studio shows every time in UTC); blank is now. */
export function parseUtc(value: string): Date | null | 'invalid' {
  if (!value.trim()) return null;
  const date = new Date(`${value}Z`);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/**
 * The exam's plans with their prices: the price now, what is scheduled and the history. Admins schedule a new price
 * from a time (or now) and withdraw one that has not taken effect; an order already created keeps its own amount.
 */
export function PlanPrices({ plans, admin, onChanged }: { plans: StudioPlan[]; admin: boolean; onChanged: () => void }) {
  const paid = plans.filter((p) => p.plan_type !== 'free');
  const [planId, setPlanId] = useState(paid[0]?.id ?? '');
  const [price, setPrice] = useState('');
  const [original, setOriginal] = useState('');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^\d{1,7}$/.test(price.trim()) || +price < 1) problems.price = 'A whole number of rupees, at least 1';
    if (!/^\d{1,7}$/.test(original.trim()) || +original < +price) problems.original = 'A whole number of rupees, at least the price';
    const effective = parseUtc(at);
    if (effective === 'invalid') problems.at = 'A date and time, or blank for now';
    setErrors(problems);
    if (Object.keys(problems).length || effective === 'invalid') return;
    setBusy(true);
    try {
      await schedulePrice(planId, +price, +original, effective);
      notify.success(
        effective ? 'Price scheduled' : 'Price changed',
        `${rupees(+price)} ${effective ? `from ${formatDateTime(effective.toISOString())}` : 'from now'}`,
      );
      setPrice('');
      setOriginal('');
      setAt('');
      onChanged();
    } catch (error) {
      setErrors({ form: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (id: number) => {
    try {
      await cancelPrice(id);
      notify.success('Scheduled price withdrawn');
      onChanged();
    } catch (error) {
      notify.error('Not withdrawn', describeError(error));
    }
  };

  return (
    <>
      <TableBlock>
        <Table $stacked aria-label="Plans">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Price now</th>
              <th scope="col">Original price</th>
              <th scope="col">Prices</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.id}>
                <td>{planName(plan)}</td>
                <td data-label="Price now">{rupees(plan.price)}</td>
                <td data-label="Original price">{rupees(plan.original_price)}</td>
                <td data-label="Prices">
                  <History aria-label={`Prices of ${planName(plan)}`}>
                    {plan.prices.map((p) => (
                      <li key={p.id}>
                        {rupees(p.price)} (was {rupees(p.original_price)}) {p.scheduled ? 'from' : 'since'} {formatDateTime(p.effective_at)}
                        {p.created_by_email && `, by ${p.created_by_email}`}
                        {p.scheduled && ' · scheduled'}
                        {p.scheduled && admin && (
                          <>
                            {' '}
                            <Button
                              type="button"
                              $variant="ghost"
                              onClick={() => void withdraw(p.id)}
                              aria-label={`Withdraw ${rupees(p.price)} from ${formatDateTime(p.effective_at)}`}
                            >
                              Withdraw
                            </Button>
                          </>
                        )}
                      </li>
                    ))}
                  </History>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBlock>
      {admin ? (
        <form onSubmit={submit} noValidate aria-label="New price">
          <Muted>A new price applies from the time given (UTC), or at once. Orders already created are paid at their own price.</Muted>
          <Grid>
            <SelectLabel>
              Plan
              <select value={planId} onChange={(e) => setPlanId(e.target.value)}>
                {paid.map((p) => (
                  <option key={p.id} value={p.id}>
                    {planName(p)}
                  </option>
                ))}
              </select>
            </SelectLabel>
            <TextField
              label="Price (₹)"
              inputMode="numeric"
              value={price}
              error={errors.price}
              onChange={(e) => setPrice(e.target.value)}
            />
            <TextField
              label="Original price (₹)"
              inputMode="numeric"
              value={original}
              error={errors.original}
              onChange={(e) => setOriginal(e.target.value)}
            />
            <TextField
              label="Takes effect (UTC)"
              type="datetime-local"
              value={at}
              error={errors.at}
              hint="Blank: now"
              onChange={(e) => setAt(e.target.value)}
            />
          </Grid>
          {errors.form && <FormProblem role="alert">Not saved: {errors.form}</FormProblem>}
          <Button type="submit" disabled={busy || !planId}>
            {busy ? 'Saving…' : 'Schedule price'}
          </Button>
        </form>
      ) : (
        <Muted>Only an admin can change a price.</Muted>
      )}
    </>
  );
}
