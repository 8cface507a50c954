import { Button, media, theme, styled } from '@nism/shared-ui';
import type { TaxInvoiceRow } from './api/list-purchases';
import { formatDay, formatRupees } from './format';

const Doc = styled.article`
  margin-top: 0.75rem;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  background: ${theme.colors.surface};
  font-size: 0.95rem;
  h4 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
    letter-spacing: 0.02em;
    text-transform: uppercase;
  }
  h5 {
    margin: 0 0 0.25rem;
    font-size: 0.8rem;
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  && p {
    margin: 0;
    color: ${theme.colors.text};
  }
  ${media.sm} {
    padding: 1.5rem;
  }
`;

/** Seller and buyer side by side once there is room; stacked on a phone. */
const Parties = styled.div`
  display: grid;
  gap: 1rem;
  margin-bottom: 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Label above value on a phone, so the 16-character number never breaks; side by side once there is room. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0 0 1rem;
  dt {
    color: ${theme.colors.muted};
  }
  dd + dt {
    margin-top: 0.4rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    grid-template-columns: max-content 1fr;
    gap: 0.2rem 0.75rem;
    dd + dt {
      margin-top: 0;
    }
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 1rem;
  th,
  td {
    padding: 0.45rem 0.25rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.border};
  }
  thead th {
    font-size: 0.8rem;
    color: ${theme.colors.muted};
    text-transform: uppercase;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: 400;
  }
  tfoot tr:last-child > * {
    border-top: 2px solid ${theme.colors.text};
    font-weight: 700;
  }
  /* On a phone the SAC goes under the description, leaving the description the width it needs. */
  .sac {
    display: none;
  }
  .sac-inline {
    display: block;
    color: ${theme.colors.muted};
  }
  ${media.sm} {
    .sac {
      display: table-cell;
    }
    .sac-inline {
      display: none;
    }
  }
`;

const Note = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.muted} !important;
  & + & {
    margin-top: 0.25rem;
  }
`;

const Actions = styled.div`
  margin-top: 1rem;
`;

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;
const state = (name: string, code: string) => `${name} (${code})`;

/**
 * A GST tax invoice as issued (every figure comes from the database's row): seller with GSTIN, number and date,
 * buyer and place of supply, the service with its SAC, the taxable value, CGST and SGST or IGST, and the total.
 * "Print or save as PDF" prints it alone (print-styles.ts).
 */
export function TaxInvoice({
  invoice,
  id,
  printing,
  onPrint,
}: {
  invoice: TaxInvoiceRow;
  id?: string;
  printing: boolean;
  onPrint: () => void;
}) {
  const taxes: [string, number][] = invoice.intra_state
    ? [
        [`CGST @ ${percent(invoice.gst_rate_percent / 2)}`, invoice.cgst_paise],
        [`SGST @ ${percent(invoice.gst_rate_percent / 2)}`, invoice.sgst_paise],
      ]
    : [[`IGST @ ${percent(invoice.gst_rate_percent)}`, invoice.igst_paise]];
  return (
    <Doc id={id} aria-label={`Tax invoice ${invoice.invoice_number}`} data-printing={printing}>
      <h4>Tax invoice</h4>
      <Parties>
        <div>
          <h5>Seller</h5>
          <p>
            <strong>{invoice.seller_legal_name}</strong>
          </p>
          <p>{invoice.seller_address}</p>
          <p>State: {state(invoice.seller_state, invoice.seller_state_code)}</p>
          <p>GSTIN: {invoice.seller_gstin}</p>
        </div>
        <div>
          <h5>Billed to</h5>
          <p>
            <strong>{invoice.buyer_name}</strong>
          </p>
          <p>State: {state(invoice.buyer_state, invoice.buyer_state_code)}</p>
        </div>
      </Parties>
      <Facts>
        <dt>Invoice number</dt>
        <dd>{invoice.invoice_number}</dd>
        <dt>Invoice date</dt>
        <dd>{formatDay(invoice.issued_at)}</dd>
        <dt>Place of supply</dt>
        <dd>{state(invoice.buyer_state, invoice.buyer_state_code)}</dd>
        <dt>Reverse charge</dt>
        <dd>No</dd>
      </Facts>
      <Lines>
        <caption className="visually-hidden">Invoice lines</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="sac">
              SAC
            </th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {invoice.description} (quantity 1)<span className="sac-inline">SAC {invoice.sac_code}</span>
            </td>
            <td className="sac">{invoice.sac_code}</td>
            <td>{formatRupees(invoice.taxable_paise)}</td>
          </tr>
        </tbody>
        {/* Each total row has an empty SAC cell rather than a colspan, so the columns line up when a phone hides SAC. */}
        <tfoot>
          <tr>
            <th scope="row">Taxable value</th>
            <td className="sac" />
            <td>{formatRupees(invoice.taxable_paise)}</td>
          </tr>
          {taxes.map(([label, paise]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="sac" />
              <td>{formatRupees(paise)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total (tax included)</th>
            <td className="sac" />
            <td>{formatRupees(invoice.total_paise)}</td>
          </tr>
        </tfoot>
      </Lines>
      <Note>
        Paid on {formatDay(invoice.paid_at)} by Razorpay, payment {invoice.payment_id}
        {invoice.order_id ? `, order ${invoice.order_id}` : ''}.
      </Note>
      <Note>This is a computer-generated invoice and needs no signature.</Note>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onPrint}>
          Print or save as PDF
        </Button>
      </Actions>
    </Doc>
  );
}
