import { useId, useState, type FormEvent } from 'react';
import { Button, theme, styled } from '@nism/shared-ui';
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
  const id = useId();
  const [stateCode, setStateCode] = useState(initialState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stateCode) {
      setError('Choose the state you live in.');
      return;
    }
    setBusy(true);
    setError(null);
    onIssue(stateCode).catch((e: Error) => {
      setError(e.message || 'The invoice could not be issued. Please try again.');
      setBusy(false);
    });
  };

  return (
    <Form aria-label="Billing details" onSubmit={submit} noValidate>
      <Hint>
        The invoice is made out to <strong>{buyerName}</strong>, the name in your profile. Once issued it cannot be changed.
      </Hint>
      <label htmlFor={`${id}-state`}>Your state or union territory</label>
      <select
        id={`${id}-state`}
        value={stateCode}
        onChange={(e) => setStateCode(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose…</option>
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
        {busy ? 'Issuing…' : 'Issue tax invoice'}
      </Button>
    </Form>
  );
}
