import { Route, Routes, StandaloneHarness } from 'shared-ui';
import BlogsPage from './pages/blogs/BlogsPage';
import BlogPostPage from './pages/blog-post/BlogPostPage';
import TermsPage from './pages/terms/TermsPage';
import PrivacyPage from './pages/privacy/PrivacyPage';
import RefundPolicyPage from './pages/refund-policy/RefundPolicyPage';
import ContactPage from './pages/contact/ContactPage';

const links: [string, string][] = [
  ['/blogs', 'Blogs'],
  ['/contact', 'Contact'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/refund-policy', 'Refund Policy'],
];

/** This remote alone, at the shell's paths, for QA in isolation. */
export function Standalone() {
  return (
    <StandaloneHarness name="content" links={links}>
      <Routes>
        <Route path="/" element={<BlogsPage />} />
        <Route path="/blogs" element={<BlogsPage />} />
        <Route path="/blogs/:slug" element={<BlogPostPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/refund-policy" element={<RefundPolicyPage />} />
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </StandaloneHarness>
  );
}
