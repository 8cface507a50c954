import type { ComponentType } from 'react';
import type { Locale } from './locale';

/**
 * An exposed page module. `prefetch` starts the page's data reads for a route's params while the shell is still
 * starting, so the page's first render does not wait a round trip for them. `contractVersion` is the version of the
 * remote's contract the module was built against (absent: version 1, the first).
 */
export interface PageModule<Params = Record<string, string>> {
  default: ComponentType;
  /** Starts the page's public reads before it renders; `locale`: the page's language (a shell before 1.4 passes none: English). */
  prefetch?: (params: Params, locale?: Locale) => void;
  /** The public data the page renders with, keyed as the page reads it, for its prerendered HTML (tools/prerender.ts). */
  prerender?: (params: Params, locale?: Locale) => Promise<Record<string, unknown>>;
  contractVersion?: number;
}

/** A remote's contract: its version, its pages (expose key → route pattern) and its other exposed modules. */
export interface RemoteContract<Name extends string = string, Pages extends Record<`./${string}`, string> = Record<`./${string}`, string>> {
  name: Name;
  /** Raised when a change breaks the shell or another remote; a remote with another version is refused. */
  version: number;
  /** Exposed page modules and the route each renders. */
  pages: Pages;
}

/**
 * Compile-time proof that a remote's exposed files implement its contract. Each remote writes, in
 * src/exposes/contract.ts, `export type Exposed = Implements<CatalogModules, { './HomePage': typeof import('./HomePage'); ... }>`:
 * `tsc` fails there when a file is missing or its exports drift from the contract. Extra exposes are allowed.
 */
export type Implements<Contract, Exposed extends Contract> = Exposed;
