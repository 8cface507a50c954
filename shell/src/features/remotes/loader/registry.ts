// Runs in the shell's entry chunk (remotes/early.ts) as well as after boot: it imports no shared package
// (contracts/ is plain code bundled into each app, not a shared package).
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { crossOriginPlugin } from './plugins/cross-origin';
import { fieldDataPlugin } from './plugins/field-data';
import { retryFetchPlugin } from './plugins/retry-fetch';
import { checkContractVersion, type RemoteModuleId, type RemoteModules } from '@nism/contracts';

let registered = false;

/** Points the federation runtime at the manifests named in config.json (no rebuild to move a remote), once. */
export function registerRemotesOnce(remotes: Record<string, string>): void {
  if (registered) return;
  registered = true;
  registerPlugins([retryFetchPlugin(), crossOriginPlugin(), fieldDataPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

const loaded = new Map<RemoteModuleId, unknown>();

/**
 * Loads one exposed module with its contract type; rejects when the remote cannot be reached or was built for a
 * contract version this shell does not support (the route then shows its inline error with Retry).
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const mod = await loadRemote<RemoteModules[Id]>(id);
  if (!mod) throw new Error(`The remote module ${id} could not be loaded.`);
  checkContractVersion(id, mod);
  loaded.set(id, mod);
  return mod;
}

/** The prerender's copy of a remote's module (tools/prerender.ts loads the remote's Node build instead). */
export function provideLoadedModule<Id extends RemoteModuleId>(id: Id, mod: RemoteModules[Id]): void {
  loaded.set(id, mod);
}

/** A module loadRemoteModule already returned, for rendering it without suspending. */
export function loadedRemoteModule<Id extends RemoteModuleId>(id: Id): RemoteModules[Id] | undefined {
  return loaded.get(id) as RemoteModules[Id] | undefined;
}

const preloaded = new Set<string>();

/**
 * A remote's own supabase-js chunk: the lazy import of its fallback copy of platform. The shell always provides
 * platform (a strict singleton), whose supabase-js comes from the shell, so a composed page never runs the remote's.
 */
const FALLBACK_SUPABASE = /\/supabase-js(\.[0-9a-f]+)?\.js$/; // hashed in production builds only

/**
 * A language's own chunk (its messages, a long text's translation: `hi-….js`, named so by each import). A page loads
 * the one its language needs as it renders; preloading them all would send every page the other language's bytes.
 */
const LANGUAGE_CHUNK = /\/hi-[\w-]+(\.[0-9a-f]+)?\.js$/;

/**
 * Fetches a remote's manifest, remoteEntry and the chunks of one exposed module ahead of a navigation, once.
 * A failure is ignored: the navigation itself loads (and reports) it again.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  if (preloaded.has(id)) return;
  preloaded.add(id);
  const [nameOrAlias, expose] = id.split('/');
  preloadRemote([
    { nameOrAlias, exposes: [expose], resourceCategory: 'all', filter: (url) => !FALLBACK_SUPABASE.test(url) && !LANGUAGE_CHUNK.test(url) },
  ]).catch(() => preloaded.delete(id));
}
