// How a remote uses another remote's module (catalog → checkout/purchase) without knowing where it lives:
// the host app registers its federation loader here once, and since shared-auth is a federation singleton
// every remote reaches the same loader. A remote's own federation runtime only knows its own container.

type Loader = (id: string) => Promise<unknown>;

let loader: Loader | null = null;

export function provideRemoteLoader(load: Loader): void {
  loader = load;
}

/** Loads `remote/Module` through the host's federation runtime; rejects when it cannot be loaded. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`No remote loader registered: cannot load ${id}.`);
  return (await loader(id)) as T;
}
