import type { ReactNode } from 'react';
import type { RemoteName } from '@nism/contracts';
import { bootApp, type BootOptions } from '@nism/platform';
import { AuthProvider } from '@nism/shared-auth';
import { StandaloneHarness } from './StandaloneHarness';

export interface StandaloneOptions extends BootOptions {
  /** The remote's federation name, shown in the harness bar. */
  name: RemoteName;
  /** The bar's links: [path, label]. */
  links: [string, string][];
}

/** Boots a remote alone (`npm run dev -w mfe-<name>`): config, client, auth and the harness frame around its routes. */
export function bootStandalone(routes: () => ReactNode, { name, links, ...options }: StandaloneOptions): Promise<void> {
  return bootApp(
    document.getElementById('root')!,
    () => (
      <AuthProvider>
        <StandaloneHarness name={name} links={links}>
          {routes()}
        </StandaloneHarness>
      </AuthProvider>
    ),
    options,
  );
}
