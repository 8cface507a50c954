import { catalog, type Implements, type CatalogModules } from '@nism/contracts';

/** Sent with every exposed module: the shell refuses a module built for a contract version it does not support. */
export const contractVersion = catalog.version;

// Compile-time proof that the exposed files implement the contract (contracts/src/catalog.ts): tsc fails here on drift.
export type Exposed = Implements<
  CatalogModules,
  {
    './HomePage': typeof import('./HomePage');
    './ExamsPage': typeof import('./ExamsPage');
    './ExamInfoPage': typeof import('./ExamInfoPage');
    './PlansPage': typeof import('./PlansPage');
  }
>;
