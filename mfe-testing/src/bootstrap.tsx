import { bootApp } from 'platform';
import { AuthProvider } from 'shared-auth';
import { Standalone } from './standalone';

void bootApp(document.getElementById('root')!, () => (
  <AuthProvider>
    <Standalone />
  </AuthProvider>
));
