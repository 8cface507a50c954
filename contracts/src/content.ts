import type { PageModule, RemoteContract } from './module-types';
import type { RouteParams } from './route';

/** The content remote: blogs, legal pages and contact. */
export const content = {
  name: 'content',
  version: 1,
  pages: {
    './BlogsPage': '/blogs',
    './BlogPostPage': '/blogs/:slug',
    './TermsPage': '/terms',
    './PrivacyPage': '/privacy',
    './RefundPolicyPage': '/refund-policy',
    './ContactPage': '/contact',
  },
} as const satisfies RemoteContract<'content'>;

type Pages = typeof content.pages;
export type ContentModules = { [K in keyof Pages]: PageModule<RouteParams<Pages[K]>> };
