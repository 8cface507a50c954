import { SITE_REMOTES, sitePathOf, type RemoteModuleId } from '@nism/contracts';
import { bootApp, provideRemoteLoader, startFieldData, textTranslations } from '@nism/platform';
import { AuthProvider } from '@nism/shared-auth';
import { App } from './App';
import { loadCollector } from './features/field-data/load';
import { configResponse, prepareLandingPage } from './features/remotes/loader/early';
import { preloadLinkTargets } from './features/remotes/loader/link-preload';
import { loadRemoteModule, registerRemotesOnce } from './features/remotes/loader/registry';

void bootApp(
  document.getElementById('root')!,
  () => (
    <AuthProvider>
      <App />
    </AuthProvider>
  ),
  {
    remotes: SITE_REMOTES,
    configResponse,
    beforeRender: (config) => {
      registerRemotesOnce(config.remotes); // usually done already by the entry chunk (remotes/early.ts)
      // Remotes that use another remote's module (catalog → checkout) load it through the shell's runtime.
      provideRemoteLoader((id: RemoteModuleId) => loadRemoteModule(id));
      preloadLinkTargets();
      // Field data (docs/field-data.md): errors from now on, web vitals loaded after the first paint.
      startFieldData(config, { load: loadCollector });
      // A page in Hindi: the database's texts' translations (one read per visit) come with the page's own reads.
      void textTranslations(sitePathOf(window.location.pathname).locale);
      return prepareLandingPage();
    },
  },
);
