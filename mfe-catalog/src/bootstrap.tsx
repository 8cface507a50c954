import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootApp, provideRemoteLoader } from 'shared-auth';
import { Standalone } from './standalone';

// Alone, catalog is its own host: it registers the checkout remote itself so Buy works in isolation.
void bootApp(document.getElementById('root')!, () => <Standalone />, {
  remotes: ['checkout'],
  beforeRender: (config) => {
    registerRemotes([{ name: 'checkout', entry: config.remotes.checkout }]);
    provideRemoteLoader((id) => loadRemote(id));
  },
});
