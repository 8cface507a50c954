export { AuthProvider, TestAuthProvider, useAuth, type AuthState } from './AuthProvider';
export {
  initSupabase,
  getSupabase,
  preloadSupabase,
  publicDb,
  storedSessionDb,
  hasStoredSession,
  getRuntimeConfig,
  setSupabaseForTesting,
  type AppSupabaseClient,
  type RestDb,
} from './client';
export {
  fetchRuntimeConfig,
  parseRuntimeConfig,
  ConfigError,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
} from './config';
export { isRecoverySession } from './email-link';
export { bootApp, type BootOptions } from './boot';
export { ConfigErrorPage } from './ConfigErrorPage';
export * from './database';
export { provideRemoteLoader, loadRemoteModule as loadSharedRemoteModule } from './remote-modules';
export { StandaloneSignIn } from './StandaloneSignIn';
