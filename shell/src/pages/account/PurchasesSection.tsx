import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button, Spinner } from '@nism/shared-ui';
import { loadRemoteModule } from '../../features/remotes/loader/registry';
import { RemoteErrorBoundary } from '../../features/remotes/components/RemoteErrorBoundary';
import { AccountSection } from './AccountSection';
import { useMessages } from '../../lib/page-messages';

type Loader = () => Promise<{ default: ComponentType }>;
const loadHistory: Loader = () => loadRemoteModule('checkout/PurchaseHistory');

/**
 * Checkout owns purchases, so the list and its receipts are checkout's module, loaded at runtime. When checkout
 * cannot be reached, only this section shows an error with Retry; the rest of the account page keeps working.
 */
export function PurchasesSection({ load = loadHistory }: { load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  const t = useMessages();
  return (
    <AccountSection title={t.purchasesTitle()} description={t.purchasesDescription()}>
      <RemoteErrorBoundary
        key={attempt}
        remote="checkout"
        fallback={() => (
          <div role="alert">
            <p>{t.purchasesLoadFailed()}</p>
            <Button type="button" $variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry()}
            </Button>
          </div>
        )}
      >
        <History load={load} />
      </RemoteErrorBoundary>
    </AccountSection>
  );
}

function History({ load }: { load: Loader }) {
  // One lazy component per mount: React caches a rejected one, so Retry remounts (a new key) to load again.
  const [Module] = useState(() => lazy(load));
  return (
    <Suspense fallback={<Spinner />}>
      <Module />
    </Suspense>
  );
}
