import { paths } from 'contracts';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Button, Link, Spinner, theme } from 'shared-ui';
import { planTitle } from '../../lib/plan-title';
import { listPurchases, type PurchaseRecord } from './api/list-purchases';
import { formatDay } from './format';
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

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; purchases: PurchaseRecord[] };

const kind = (p: PurchaseRecord) => (p.status === 'demo' ? 'Free trial' : 'Paid');

/** checkout/PurchaseHistory: the learner's purchases, newest first, with a printable receipt for each paid one. */
export default function PurchaseHistory() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [printing, setPrinting] = useState<string | null>(null);

  const fetchPurchases = useCallback(() => {
    setLoad({ state: 'loading' });
    listPurchases().then(
      (purchases) => setLoad({ state: 'done', purchases }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);
  useEffect(fetchPurchases, [fetchPurchases]);

  const print = (id: string) => {
    // The print dialog must see this receipt marked before it lays out the page.
    flushSync(() => setPrinting(id));
    window.print();
    setPrinting(null);
  };

  if (load.state === 'loading') return <Spinner />;
  if (load.state === 'failed')
    return (
      <div role="alert">
        <p>Your purchases could not be loaded.</p>
        <Button type="button" $variant="secondary" onClick={fetchPurchases}>
          Retry
        </Button>
      </div>
    );
  if (load.purchases.length === 0)
    return (
      <p>
        You have not bought a plan yet. <Link to={paths.exams()}>Browse exams</Link>
      </p>
    );
  return (
    <>
      <PrintOnlyReceipt />
      <List>
        {load.purchases.map((p) => (
          <Item key={p.id}>
            <h3>{p.exam}</h3>
            <p>
              {planTitle(p.durationDays)} · {kind(p)} · {formatDay(p.purchaseDate)} to {formatDay(p.expiryDate)}
            </p>
            {p.order && <Receipt purchase={{ ...p, order: p.order }} printing={printing === p.id} onPrint={() => print(p.id)} />}
          </Item>
        ))}
      </List>
    </>
  );
}
