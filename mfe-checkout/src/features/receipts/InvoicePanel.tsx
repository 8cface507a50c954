import { useId, useState } from 'react';
import { Button, theme, styled } from '@nism/shared-ui';
import { around, useMessages } from '../../lib/messages';
import type { Invoicing } from './api/fetch-invoicing';
import type { TaxInvoiceRow } from './api/list-purchases';
import { BillingDetailsForm } from './BillingDetailsForm';
import { TaxInvoice } from './TaxInvoice';

const Box = styled.section`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.border};
  h4 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

/**
 * The GST tax invoice of one paid purchase: shown (folded, since it is long) once issued; until then the billing
 * details that issue it, or, while the seller's GSTIN is not configured, a plain "not available yet".
 */
export function InvoicePanel({
  exam,
  invoice,
  invoicing,
  buyerName,
  initialState,
  printing,
  onIssue,
  onPrint,
}: {
  exam: string;
  invoice: TaxInvoiceRow | null;
  invoicing: Invoicing;
  buyerName: string;
  initialState: string;
  printing: boolean;
  onIssue: (stateCode: string) => Promise<void>;
  onPrint: () => void;
}) {
  const t = useMessages();
  const id = useId();
  const [numberBefore, numberAfter] = around(({ name }) => t.invoiceNumberLine({ number: name }));
  // A freshly issued invoice opens at once: that is what the learner asked for.
  const [open, setOpen] = useState(false);
  const issue = (stateCode: string) => onIssue(stateCode).then(() => setOpen(true));

  return (
    <Box aria-label={t.invoicePanelLabel({ exam })}>
      <h4>{t.invoicePanelHeading()}</h4>
      {invoice ? (
        <>
          <p>
            {numberBefore}
            <strong>{invoice.invoice_number}</strong>
            {numberAfter}
          </p>
          <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
            {open ? t.hideInvoice() : t.showInvoice()}
          </Button>
          {open && <TaxInvoice id={id} invoice={invoice} printing={printing} onPrint={onPrint} />}
        </>
      ) : invoicing.available ? (
        <BillingDetailsForm buyerName={buyerName} states={invoicing.states} initialState={initialState} onIssue={issue} />
      ) : (
        <p>{t.invoicesUnavailable()}</p>
      )}
    </Box>
  );
}
