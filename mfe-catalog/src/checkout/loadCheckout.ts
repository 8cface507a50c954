import { checkContractVersion, type PurchaseModule } from 'contracts';
import { loadSharedRemoteModule } from 'shared-auth';

/** Loads `checkout/purchase` through the host's federation runtime; rejects when it cannot be reached. */
export async function loadCheckout(): Promise<PurchaseModule> {
  return checkContractVersion('checkout/purchase', await loadSharedRemoteModule<PurchaseModule>('checkout/purchase'));
}
