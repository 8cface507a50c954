export { bootApp, type BootOptions } from './boot';
export { ConfigErrorPage } from './ConfigErrorPage';
export { fetchRuntimeConfig, parseRuntimeConfig, ConfigError, type RuntimeConfig } from './config';
export {
  authStorageKey,
  initSupabase,
  getSupabase,
  preloadSupabase,
  onSupabaseClient,
  publicDb,
  storedSessionDb,
  hasStoredSession,
  getRuntimeConfig,
  setSupabaseForTesting,
  type AppSupabaseClient,
  type RestDb,
} from './client';
export { isRecoverySession } from './email-link';
export { provideRemoteLoader, loadRemoteModule } from './remote-loader';
export { ApiError, NotFoundError, isMalformedId, isNotFound, isPermanent, toApiError, unwrap, type BackendError } from './api-error';
