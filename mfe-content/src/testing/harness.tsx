// The standalone entry (`npm run dev -w mfe-content`): this remote alone, at the shell's paths, for QA in isolation.
import { paths } from '@nism/contracts';
import { bootStandalone, StandaloneRoutes } from '@nism/dev-harness';
import { Route } from '@nism/shared-ui';
import BlogPostPage from '../pages/blog-post/BlogPostPage';
import BlogsPage from '../pages/blogs/BlogsPage';
import ContactPage from '../pages/contact/ContactPage';
import PrivacyPage from '../pages/privacy/PrivacyPage';
import RefundPolicyPage from '../pages/refund-policy/RefundPolicyPage';
import TermsPage from '../pages/terms/TermsPage';

const pages = {
  './BlogsPage': BlogsPage,
  './BlogPostPage': BlogPostPage,
  './TermsPage': TermsPage,
  './PrivacyPage': PrivacyPage,
  './RefundPolicyPage': RefundPolicyPage,
  './ContactPage': ContactPage,
};

void bootStandalone(
  () => (
    <StandaloneRoutes remote="content" pages={pages}>
      <Route path={paths.home()} element={<BlogsPage />} />
    </StandaloneRoutes>
  ),
  {
    name: 'content',
    links: [
      [paths.blogs(), 'Blogs'],
      [paths.contact(), 'Contact'],
      [paths.terms(), 'Terms'],
      [paths.privacy(), 'Privacy'],
      [paths.refundPolicy(), 'Refund Policy'],
    ],
  },
);
