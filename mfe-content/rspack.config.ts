import { defineApp } from '../tools/rspack-app';

/** The content remote's public contract: the pages the shell may load. */
export const exposes = {
  './BlogsPage': './src/exposes/BlogsPage.tsx',
  './BlogPostPage': './src/exposes/BlogPostPage.tsx',
  './TermsPage': './src/exposes/TermsPage.tsx',
  './PrivacyPage': './src/exposes/PrivacyPage.tsx',
  './RefundPolicyPage': './src/exposes/RefundPolicyPage.tsx',
  './ContactPage': './src/exposes/ContactPage.tsx',
} as const;

export default defineApp(__dirname, exposes);
