export { buildPath, matchRoute, type RouteParams } from './route';
export type { Implements, PageModule, RemoteContract } from './module-types';
export { catalog, type CatalogModules } from './catalog';
export { testing, type PreviewQuestion, type QuestionPreviewModule, type QuestionPreviewProps, type TestingModules } from './testing';
export { content, type ContentModules } from './content';
export { QUESTION_FILE_COLUMNS, studio, staffRole, STAFF_ROLES, type StaffRole, type StudioModules } from './studio';
export {
  checkout,
  isPurchaseOutcome,
  PURCHASE_STATUSES,
  type CheckoutModules,
  type PurchaseDeps,
  type PurchaseInput,
  type PurchaseModule,
  type PurchaseOutcome,
  type PurchasePlan,
  type PurchaseStatus,
} from './checkout';
export { shell } from './shell';
export {
  REMOTES,
  REMOTE_NAMES,
  SITE_REMOTES,
  checkContractVersion,
  exposeKeys,
  pageRoutes,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type RemotePageId,
} from './remotes';
export { matchSiteRoute, PAGE_REMOTES, PREFIX_ROUTES, SITE_ROUTES } from './site-routes';
export * as paths from './paths';
export { BASE_PATH, ROUTER_BASENAME, routerBasename, sitePathOf, withBase, withoutBase } from './base-path';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALE_TAGS, LOCALES, localePath, splitLocale, type Locale } from './locale';
export { postIndex, type PostEntry } from './blog-posts';
export { planTitle, type PlanNames } from './plan-title';
export { NEXT_PARAM, withNext } from './next-param';
export { safeNext } from './next';
export {
  ATTEMPT_HAND_OFF_GLOBAL,
  ATTEMPT_HAND_OFF_MAX_AGE_MS,
  ATTEMPT_HAND_OFF_VERSION,
  ATTEMPT_READS,
  EARLY_READ_SWITCH,
  type AttemptHandOff,
  type AttemptHandOffs,
  type AttemptReadName,
  type EarlyRead,
} from './attempt-hand-off';
