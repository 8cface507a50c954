import { Fragment } from 'react';
import { Button, media, theme, styled, useLocaleTag } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';
import { planName } from '../../lib/plan-name';
import type { PurchaseRecord } from './api/list-purchases';
import { formatDay, formatPaise } from './format';

const Box = styled.section`
  margin-top: 1rem;
  padding: 1rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: 8px;
  h4 {
    margin: 0 0 0.75rem;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.15rem 1rem;
  margin: 0 0 1rem;
  dt {
    color: ${theme.colors.muted};
  }
  dd + dt {
    margin-top: 0.5rem;
  }
  /* Label beside value once there is room; on a phone the label sits above, so long ids and names stay readable. */
  ${media.sm} {
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: 0.4rem 1rem;
    dd + dt {
      margin-top: 0;
    }
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

type Paid = PurchaseRecord & { order: NonNullable<PurchaseRecord['order']> };

/** The receipt of one paid purchase; Print prints it alone (print-styles.ts). */
export function Receipt({ purchase, printing, onPrint }: { purchase: Paid; printing: boolean; onPrint: () => void }) {
  const t = useMessages();
  const localeTag = useLocaleTag();
  const { order } = purchase;
  const rows: [string, string][] = [
    [t.rowPlan(), planName(purchase.durationDays, t)],
    [t.rowExam(), purchase.exam],
    [t.rowAmount(), formatPaise(order.amountPaise)],
    [t.rowDate(), formatDay(order.paidAt ?? purchase.purchaseDate, localeTag)],
    [t.rowValidity(), t.validity({ days: purchase.durationDays, date: formatDay(purchase.expiryDate, localeTag) })],
    [t.rowPaymentId(), purchase.paymentId],
    [t.rowOrderId(), order.id],
  ];
  return (
    <Box aria-label={t.receiptLabel({ exam: purchase.exam })} data-printing={printing}>
      <h4>{t.receiptHeading()}</h4>
      <Fields>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Fields>
      <Button type="button" $variant="secondary" onClick={onPrint}>
        {t.printReceipt()}
      </Button>
    </Box>
  );
}
