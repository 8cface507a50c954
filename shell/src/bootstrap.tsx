import { bootApp, provideRemoteLoader, REMOTE_NAMES } from 'shared-auth';
import { App } from './App';
import { configResponse, prepareLandingPage } from './remotes/early';
import { preloadLinkTargets } from './remotes/link-preload';
import { loadRemoteModule, registerRemotesOnce } from './remotes/registry';
import type { RemoteModuleId } from 'contracts';

void bootApp(document.getElementById('root')!, () => <App />, {
  remotes: REMOTE_NAMES,
  configResponse,
  beforeRender: (config) => {
    registerRemotesOnce(config.remotes); // usually done already by the entry chunk (remotes/early.ts)
    // Remotes that use another remote's module (catalog → checkout) load it through the shell's runtime.
    provideRemoteLoader((id) => loadRemoteModule(id as RemoteModuleId));
    preloadLinkTargets();
    return prepareLandingPage();
  },
});
