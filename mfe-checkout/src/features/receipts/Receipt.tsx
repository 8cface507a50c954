import { planTitle } from '@nism/contracts';
import { Fragment } from 'react';
import { Button, media, theme, styled } from '@nism/shared-ui';
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
  const { order } = purchase;
  const rows: [string, string][] = [
    ['Plan', planTitle(purchase.durationDays)],
    ['Exam', purchase.exam],
    ['Amount paid', formatPaise(order.amountPaise)],
    ['Date', formatDay(order.paidAt ?? purchase.purchaseDate)],
    ['Validity', `${purchase.durationDays} days, until ${formatDay(purchase.expiryDate)}`],
    ['Razorpay payment ID', purchase.paymentId],
    ['Razorpay order ID', order.id],
  ];
  return (
    <Box aria-label={`Receipt for ${purchase.exam}`} data-printing={printing}>
      <h4>Receipt · NISM Practice</h4>
      <Fields>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Fields>
      <Button type="button" $variant="secondary" onClick={onPrint}>
        Print receipt
      </Button>
    </Box>
  );
}
