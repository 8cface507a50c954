import { paths } from '@nism/contracts';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAuth } from '@nism/shared-auth';
import { Button, Link, Spinner, theme, styled, useLocaleTag } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';
import { planName } from '../../lib/plan-name';
import { fetchInvoicing, type Invoicing } from './api/fetch-invoicing';
import { issueInvoice } from './api/issue-invoice';
import { listPurchases, type PurchaseRecord, type TaxInvoiceRow } from './api/list-purchases';
import { formatDay } from './format';
import { InvoicePanel } from './InvoicePanel';
import { PrintOnlyReceipt } from './print-styles';
import { Receipt } from './Receipt';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Item = styled.li`
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; purchases: PurchaseRecord[]; invoicing: Invoicing };

/**
 * checkout/PurchaseHistory: the learner's purchases, newest first, with a printable receipt and a GST tax invoice
 * for each paid one.
 */
export default function PurchaseHistory() {
  const t = useMessages();
  const localeTag = useLocaleTag();
  const { user } = useAuth();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [printing, setPrinting] = useState<string | null>(null);

  const fetchPurchases = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([listPurchases(), fetchInvoicing()]).then(
      ([purchases, invoicing]) => setLoad({ state: 'done', purchases, invoicing }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);
  useEffect(fetchPurchases, [fetchPurchases]);

  const print = (key: string) => {
    // The print dialog must see this receipt or invoice marked before it lays out the page.
    flushSync(() => setPrinting(key));
    window.print();
    setPrinting(null);
  };

  const issue = async (purchaseId: string, stateCode: string) => {
    const invoice = await issueInvoice(purchaseId, stateCode);
    setLoad((l) => (l.state === 'done' ? { ...l, purchases: l.purchases.map((p) => (p.id === purchaseId ? { ...p, invoice } : p)) } : l));
  };

  if (load.state === 'loading') return <Spinner />;
  if (load.state === 'failed')
    return (
      <div role="alert">
        <p>{t.historyLoadFailed()}</p>
        <Button type="button" $variant="secondary" onClick={fetchPurchases}>
          {t.retry()}
        </Button>
      </div>
    );
  if (load.purchases.length === 0)
    return (
      <p>
        {t.noPurchases()} <Link to={paths.exams()}>{t.browseExams()}</Link>
      </p>
    );
  // The server's own rule for the invoice's name: the profile's full name, else the email address.
  const buyerName = (user?.user_metadata?.full_name as string | undefined)?.trim() || user?.email || '';
  // A learner asked for their state once: the next invoice proposes the state of the latest one.
  const latest = load.purchases
    .flatMap((p) => (p.invoice ? [p.invoice] : []))
    .reduce<TaxInvoiceRow | null>((a, b) => (a && a.issued_at > b.issued_at ? a : b), null);
  const lastState = latest?.buyer_state_code ?? '';
  return (
    <>
      <PrintOnlyReceipt />
      <List>
        {load.purchases.map((p) => (
          <Item key={p.id}>
            <h3>{p.exam}</h3>
            <p>
              {t.purchaseLine({
                plan: planName(p.durationDays, t),
                kind: p.status === 'demo' ? t.kindFree() : t.kindPaid(),
                from: formatDay(p.purchaseDate, localeTag),
                to: formatDay(p.expiryDate, localeTag),
              })}
            </p>
            {p.order && (
              <Receipt
                purchase={{ ...p, order: p.order }}
                printing={printing === `receipt:${p.id}`}
                onPrint={() => print(`receipt:${p.id}`)}
              />
            )}
            {p.status === 'completed' && (p.order || p.invoice) && (
              <InvoicePanel
                exam={p.exam}
                invoice={p.invoice}
                invoicing={load.invoicing}
                buyerName={buyerName}
                initialState={lastState}
                printing={printing === `invoice:${p.id}`}
                onIssue={(stateCode) => issue(p.id, stateCode)}
                onPrint={() => print(`invoice:${p.id}`)}
              />
            )}
          </Item>
        ))}
      </List>
    </>
  );
}
