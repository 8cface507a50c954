import { useId, useState, type FormEvent } from 'react';
import { Button, theme, styled } from '@nism/shared-ui';
import { around, useMessages } from '../../lib/messages';
import type { IndianState } from './api/fetch-invoicing';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.6rem 0.7rem;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: 8px;
    background: #fff;
    width: 100%;
    max-width: 22rem;
  }
  select:focus {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.highlight};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Error = styled.p`
  margin: 0;
  color: ${theme.colors.danger} !important;
`;

/**
 * Asks the one thing the invoice needs that the account does not hold: the buyer's state, which decides CGST and
 * SGST or IGST. The name comes from the profile; the learner is told so, and that an issued invoice is final.
 */
export function BillingDetailsForm({
  buyerName,
  states,
  initialState,
  onIssue,
}: {
  buyerName: string;
  states: IndianState[];
  initialState: string;
  /** Resolves once issued; rejects with the message to show. */
  onIssue: (stateCode: string) => Promise<void>;
}) {
  const t = useMessages();
  const id = useId();
  const [hintBefore, hintAfter] = around(t.billingHint);
  const [stateCode, setStateCode] = useState(initialState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stateCode) {
      setError(t.stateMissing());
      return;
    }
    setBusy(true);
    setError(null);
    onIssue(stateCode).catch((e: Error) => {
      setError(e.message || t.issueFailed());
      setBusy(false);
    });
  };

  return (
    <Form aria-label={t.billingLabel()} onSubmit={submit} noValidate>
      <Hint>
        {hintBefore}
        <strong>{buyerName}</strong>
        {hintAfter}
      </Hint>
      <label htmlFor={`${id}-state`}>{t.stateLabel()}</label>
      <select
        id={`${id}-state`}
        value={stateCode}
        onChange={(e) => setStateCode(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t.stateChoose()}</option>
        {states.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      {error && (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t.issuing() : t.issueInvoice()}
      </Button>
    </Form>
  );
}
