import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader, REMOTE_NAMES, type RuntimeConfig } from 'shared-auth';
import { retryFetchPlugin } from './plugins/retry-fetch';
import type { RemoteModuleId, RemoteModules } from './modules';

/** Points the federation runtime at the manifests named in config.json: no rebuild to move a remote. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  registerPlugins([retryFetchPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  // Remotes that use another remote's module (catalog → checkout) load it through the shell's runtime.
  provideRemoteLoader((id) => loadRemoteModule(id as RemoteModuleId));
}

/** Loads one exposed module with its contract type; rejects when the remote cannot be reached. */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const mod = await loadRemote<RemoteModules[Id]>(id);
  if (!mod) throw new Error(`The remote module ${id} could not be loaded.`);
  return mod;
}

const preloaded = new Set<string>();

/**
 * Fetches a remote's manifest, remoteEntry and the chunks of one exposed module ahead of a navigation, once.
 * A failure is ignored: the navigation itself loads (and reports) it again.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  if (preloaded.has(id)) return;
  preloaded.add(id);
  const [nameOrAlias, expose] = id.split('/');
  preloadRemote([{ nameOrAlias, exposes: [expose], resourceCategory: 'all' }]).catch(() => preloaded.delete(id));
}
