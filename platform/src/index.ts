export { bootApp, type BootOptions } from './boot';
export { ConfigErrorPage } from './ConfigErrorPage';
export {
  fetchRuntimeConfig,
  parseRuntimeConfig,
  ConfigError,
  type CaptchaConfig,
  type FieldDataConfig,
  type RuntimeConfig,
} from './config';
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
export { textTranslations, translateText, type TextTranslations } from './text-translations';
export { provideRemoteLoader, loadRemoteModule } from './remote-loader';
export { ApiError, NotFoundError, isMalformedId, isNotFound, isPermanent, toApiError, unwrap, type BackendError } from './api-error';
export {
  isPrerenderedFor,
  prerenderedData,
  providePageData,
  PAGE_DATA_ELEMENT_ID,
  PRERENDERED_PATH_ATTRIBUTE,
  type PageData,
} from './page-data';
export { clearSessionHint, visitorOnly, SESSION_HINT_ATTRIBUTE, SESSION_HINT_STYLE, VISITOR_ONLY_ATTRIBUTE } from './session-hint';
export { takeEarlyResponse } from './document-preload';
export { LANGUAGE_STORAGE_KEY, openLanguageAddress, rememberLanguage } from './language-choice';
export { takeAttemptHandOff } from './attempt-early-read';
export { STARTUP_SCRIPTS_ID, type StartupScripts } from './after-paint';
export {
  fieldDataPreference,
  listenForErrors,
  messageOf,
  onFieldDataChoice,
  reportFieldError,
  reportFieldEvent,
  setFieldDataChoice,
  startFieldData,
  type CollectorModule,
  type FieldDataHandle,
  type FieldDataOptions,
  type FieldDataPreference,
  type FieldDataStart,
  type FieldEventInput,
  type FieldSession,
} from './field-data';
// The documents' inline scripts are the build's: '@nism/platform/document-scripts'.
