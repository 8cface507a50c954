// How a remote uses another remote's module (catalog → checkout/purchase) without knowing where it lives: the host
// app registers its federation loader here once, and since this package is a federation singleton every remote
// reaches the same loader. A remote's own federation runtime only knows its own container.
import { checkContractVersion, type RemoteModuleId, type RemoteModules } from '@nism/contracts';

type Loader = (id: RemoteModuleId) => Promise<unknown>;

let loader: Loader | null = null;

export function provideRemoteLoader(load: Loader): void {
  loader = load;
}

/**
 * Loads `remote/Module` through the host's federation runtime, typed from contracts/; rejects when it cannot be
 * loaded or was built for a contract version this app does not support.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  if (!loader) throw new Error(`No remote loader registered: cannot load ${id}.`);
  return checkContractVersion(id, (await loader(id)) as RemoteModules[Id]);
}
