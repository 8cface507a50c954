import { catalog, type CatalogModules } from './catalog';
import { checkout, type CheckoutModules } from './checkout';
import { content, type ContentModules } from './content';
import type { PageModule } from './module-types';
import { studio, type StudioModules } from './studio';
import { testing, type TestingModules } from './testing';

/** Every remote's contract, by federation name. */
export const REMOTES = { catalog, checkout, testing, content, studio } as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
/** The remotes learners' pages need: a deployment's config.json must name them; the staff-only studio is optional. */
export const SITE_REMOTES = REMOTE_NAMES.filter((name) => name !== 'studio');

type Prefixed<Remote extends string, Modules> = {
  [K in keyof Modules as K extends `./${infer Name}` ? `${Remote}/${Name}` : never]: Modules[K];
};

/** Every module the shell or a remote may load, by federation id (`catalog/PlansPage`), with its type. */
export type RemoteModules = Prefixed<'catalog', CatalogModules> &
  Prefixed<'checkout', CheckoutModules> &
  Prefixed<'testing', TestingModules> &
  Prefixed<'content', ContentModules> &
  Prefixed<'studio', StudioModules>;
export type RemoteModuleId = keyof RemoteModules;

/** Ids of modules whose default export is a page. */
export type RemotePageId = { [K in RemoteModuleId]: RemoteModules[K] extends PageModule<never> ? K : never }[RemoteModuleId];

/** Every expose key of a remote (`./PlansPage`, `./purchase`): what its rspack `exposes` must list. */
export function exposeKeys(name: RemoteName): `./${string}`[] {
  const remote = REMOTES[name];
  return [...Object.keys(remote.pages), ...('modules' in remote ? remote.modules : [])] as `./${string}`[];
}

/** A remote's pages as routes: `{ path: '/exams/:examId/plans', id: 'catalog/PlansPage' }`. */
export function pageRoutes<Name extends RemoteName>(name: Name): { path: string; id: RemotePageId }[] {
  return Object.entries(REMOTES[name].pages).map(([key, path]) => ({
    path: path as string,
    id: `${name}/${key.slice(2)}` as RemotePageId,
  }));
}

/**
 * Returns the module when it was built against this contract's version (absent counts as 1); else throws, and the
 * page shows its inline error with Retry.
 */
export function checkContractVersion<M>(id: RemoteModuleId, mod: M): M {
  const remote = REMOTES[id.split('/')[0] as RemoteName];
  const found = (mod as { contractVersion?: unknown } | null)?.contractVersion ?? 1;
  if (found !== remote.version) throw new Error(`${id} was built for contract version ${found}; this site supports ${remote.version}.`);
  return mod;
}
