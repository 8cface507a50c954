import { content, type Implements, type ContentModules } from '@nism/contracts';

/** Sent with every exposed module: the shell refuses a module built for a contract version it does not support. */
export const contractVersion = content.version;

// Compile-time proof that the exposed files implement the contract (contracts/src/content.ts): tsc fails here on drift.
export type Exposed = Implements<
  ContentModules,
  {
    './BlogsPage': typeof import('./BlogsPage');
    './BlogPostPage': typeof import('./BlogPostPage');
    './TermsPage': typeof import('./TermsPage');
    './PrivacyPage': typeof import('./PrivacyPage');
    './RefundPolicyPage': typeof import('./RefundPolicyPage');
    './ContactPage': typeof import('./ContactPage');
  }
>;
