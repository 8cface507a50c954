import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button, Spinner } from '@nism/shared-ui';
import { loadRemoteModule } from '../../features/remotes/loader/registry';
import { RemoteErrorBoundary } from '../../features/remotes/components/RemoteErrorBoundary';
import { AccountSection } from './AccountSection';

type Loader = () => Promise<{ default: ComponentType }>;
const loadHistory: Loader = () => loadRemoteModule('checkout/PurchaseHistory');

/**
 * Checkout owns purchases, so the list and its receipts are checkout's module, loaded at runtime. When checkout
 * cannot be reached, only this section shows an error with Retry; the rest of the account page keeps working.
 */
export function PurchasesSection({ load = loadHistory }: { load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <AccountSection
      title="Purchases and receipts"
      description="Your plans, with a printable receipt and a GST tax invoice for each payment."
    >
      <RemoteErrorBoundary
        key={attempt}
        remote="checkout"
        fallback={() => (
          <div role="alert">
            <p>Your purchases could not be loaded. Check your connection and try again.</p>
            <Button type="button" $variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Retry
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
