import { studio, type Implements, type StudioModules } from '@nism/contracts';

/** Sent with every exposed module: the shell refuses a module built for a contract version it does not support. */
export const contractVersion = studio.version;

// Compile-time proof that the exposed files implement the contract (contracts/src/studio.ts): tsc fails here on drift.
export type Exposed = Implements<StudioModules, { './StudioApp': typeof import('./StudioApp') }>;
