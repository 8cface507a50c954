import { Button, media, theme, styled, useLocaleTag } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';
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
  const t = useMessages();
  const localeTag = useLocaleTag();
  const stateLine = (name: string, code: string) => t.stateLine({ state: state(name, code) });
  const taxes: [string, number][] = invoice.intra_state
    ? [
        [`CGST @ ${percent(invoice.gst_rate_percent / 2)}`, invoice.cgst_paise],
        [`SGST @ ${percent(invoice.gst_rate_percent / 2)}`, invoice.sgst_paise],
      ]
    : [[`IGST @ ${percent(invoice.gst_rate_percent)}`, invoice.igst_paise]];
  return (
    <Doc id={id} aria-label={t.taxInvoiceLabel({ number: invoice.invoice_number })} data-printing={printing}>
      <h4>{t.taxInvoiceHeading()}</h4>
      <Parties>
        <div>
          <h5>{t.seller()}</h5>
          <p>
            <strong>{invoice.seller_legal_name}</strong>
          </p>
          <p>{invoice.seller_address}</p>
          <p>{stateLine(invoice.seller_state, invoice.seller_state_code)}</p>
          <p>GSTIN: {invoice.seller_gstin}</p>
        </div>
        <div>
          <h5>{t.billedTo()}</h5>
          <p>
            <strong>{invoice.buyer_name}</strong>
          </p>
          <p>{stateLine(invoice.buyer_state, invoice.buyer_state_code)}</p>
        </div>
      </Parties>
      <Facts>
        <dt>{t.invoiceNumber()}</dt>
        <dd>{invoice.invoice_number}</dd>
        <dt>{t.invoiceDate()}</dt>
        <dd>{formatDay(invoice.issued_at, localeTag)}</dd>
        <dt>{t.placeOfSupply()}</dt>
        <dd>{state(invoice.buyer_state, invoice.buyer_state_code)}</dd>
        <dt>{t.reverseCharge()}</dt>
        <dd>{t.reverseChargeNo()}</dd>
      </Facts>
      <Lines>
        <caption className="visually-hidden">{t.invoiceLines()}</caption>
        <thead>
          <tr>
            <th scope="col">{t.lineDescriptionHeading()}</th>
            <th scope="col" className="sac">
              SAC
            </th>
            <th scope="col">{t.lineAmountHeading()}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {t.lineDescription({ description: invoice.description })}
              <span className="sac-inline">SAC {invoice.sac_code}</span>
            </td>
            <td className="sac">{invoice.sac_code}</td>
            <td>{formatRupees(invoice.taxable_paise)}</td>
          </tr>
        </tbody>
        {/* Each total row has an empty SAC cell rather than a colspan, so the columns line up when a phone hides SAC. */}
        <tfoot>
          <tr>
            <th scope="row">{t.taxableValue()}</th>
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
            <th scope="row">{t.totalTaxIncluded()}</th>
            <td className="sac" />
            <td>{formatRupees(invoice.total_paise)}</td>
          </tr>
        </tfoot>
      </Lines>
      <Note>
        {invoice.order_id
          ? t.paidOnWithOrder({ date: formatDay(invoice.paid_at, localeTag), payment: invoice.payment_id, order: invoice.order_id })
          : t.paidOn({ date: formatDay(invoice.paid_at, localeTag), payment: invoice.payment_id })}
      </Note>
      <Note>{t.computerGenerated()}</Note>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onPrint}>
          {t.printInvoice()}
        </Button>
      </Actions>
    </Doc>
  );
}
