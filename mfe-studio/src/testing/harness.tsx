// The standalone entry (`npm start -w @nism/mfe-studio`): the studio alone, at the shell's paths, for QA in isolation.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { paths } from '@nism/contracts';
import { bootStandalone, StandaloneRoutes, StandaloneSignIn } from '@nism/dev-harness';
import { provideRemoteLoader } from '@nism/platform';
import { Navigate, Page, Route } from '@nism/shared-ui';
import { studioPaths } from '../lib/studio-paths';
import StudioApp from '../exposes/StudioApp';

void bootStandalone(
  () => (
    <>
      <Page style={{ paddingBottom: 0 }}>
        <StandaloneSignIn defaultEmail="editor@example.com" />
      </Page>
      <StandaloneRoutes remote="studio" pages={{ './StudioApp': StudioApp }}>
        <Route path={paths.home()} element={<Navigate to={paths.studioHome()} replace />} />
      </StandaloneRoutes>
    </>
  ),
  {
    name: 'studio',
    links: [
      [studioPaths.questions(), 'Questions'],
      [studioPaths.newQuestion(), 'New question'],
      [studioPaths.import(), 'Import'],
      [studioPaths.siteTexts(), 'Site texts'],
      [studioPaths.reports(), 'Reports'],
      [studioPaths.audit(), 'Audit log'],
      [studioPaths.staff(), 'Staff'],
      [studioPaths.operations(), 'Operations'],
    ],
    // Alone, the studio is its own host: it registers the testing remote itself so the editor's preview loads.
    remotes: ['testing'],
    beforeRender: (config) => {
      registerRemotes([{ name: 'testing', entry: config.remotes.testing }]);
      provideRemoteLoader((id) => loadRemote(id));
    },
  },
);
