// The one declaration of every remote module the shell may load, typed from the remotes' own sources.
// `npm run typecheck` fails when a remote renames or drops an exposed module (or its prop types change)
// without this file and the shell being updated.
import type { exposes as catalogExposes } from '../../../mfe-catalog/rspack.config';
import type { exposes as checkoutExposes } from '../../../mfe-checkout/rspack.config';
import type { exposes as testingExposes } from '../../../mfe-testing/rspack.config';
import type { exposes as contentExposes } from '../../../mfe-content/rspack.config';

export interface RemoteModules {
  'catalog/HomePage': typeof import('../../../mfe-catalog/src/exposes/HomePage');
  'catalog/ExamsPage': typeof import('../../../mfe-catalog/src/exposes/ExamsPage');
  'catalog/ExamInfoPage': typeof import('../../../mfe-catalog/src/exposes/ExamInfoPage');
  'catalog/PlansPage': typeof import('../../../mfe-catalog/src/exposes/PlansPage');
  'checkout/purchase': typeof import('../../../mfe-checkout/src/exposes/purchase');
  'testing/ExamDetailPage': typeof import('../../../mfe-testing/src/exposes/ExamDetailPage');
  'testing/AttemptPage': typeof import('../../../mfe-testing/src/exposes/AttemptPage');
  'testing/ResultsPage': typeof import('../../../mfe-testing/src/exposes/ResultsPage');
  'content/BlogsPage': typeof import('../../../mfe-content/src/exposes/BlogsPage');
  'content/BlogPostPage': typeof import('../../../mfe-content/src/exposes/BlogPostPage');
  'content/TermsPage': typeof import('../../../mfe-content/src/exposes/TermsPage');
  'content/PrivacyPage': typeof import('../../../mfe-content/src/exposes/PrivacyPage');
  'content/RefundPolicyPage': typeof import('../../../mfe-content/src/exposes/RefundPolicyPage');
  'content/ContactPage': typeof import('../../../mfe-content/src/exposes/ContactPage');
}

export type RemoteModuleId = keyof RemoteModules;

/**
 * What a page module may offer besides its component: `prefetch` starts the page's data reads for a route's params
 * while the shell is still starting, so the first render of the page does not wait a round trip for them.
 */
export interface PageModule {
  default: import('react').ComponentType;
  prefetch?: (params: Record<string, string>) => void;
}

/** Module ids whose default export is a page component. */
export type RemotePageId = {
  [K in RemoteModuleId]: RemoteModules[K] extends { default: import('react').ComponentType } ? K : never;
}[RemoteModuleId];

type Ids<Remote extends string, Exposes> = {
  [K in keyof Exposes]: K extends `./${infer Name}` ? `${Remote}/${Name}` : never;
}[keyof Exposes];

type Declared =
  | Ids<'catalog', typeof catalogExposes>
  | Ids<'checkout', typeof checkoutExposes>
  | Ids<'testing', typeof testingExposes>
  | Ids<'content', typeof contentExposes>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time proof that this map and the remotes' `exposes` list the same modules.
export const contractMatchesExposes: Same<RemoteModuleId, Declared> = true;
