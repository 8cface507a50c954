import { bootApp, REMOTE_NAMES } from 'shared-auth';
import { App } from './App';
import { preloadLinkTargets } from './remotes/linkPreload';
import { registerRemotesFromConfig } from './remotes/registry';

void bootApp(document.getElementById('root')!, () => <App />, {
  remotes: REMOTE_NAMES,
  beforeRender: (config) => {
    registerRemotesFromConfig(config);
    preloadLinkTargets();
  },
});
