// Dev-only: imported by a remote's standalone entry (src/bootstrap.tsx), never by an exposed module or the shell.
export { bootStandalone, type StandaloneOptions } from './boot-standalone';
export { StandaloneHarness } from './StandaloneHarness';
export { StandaloneRoutes } from './StandaloneRoutes';
export { StandaloneSignIn } from './StandaloneSignIn';
