// The whole route table of PRODUCT-SPEC.md §2, in one place. Each remote route names the exposed page
// module that renders it; the shell's own screens are imported directly.
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RemotePage } from './remotes/RemotePage';
import { LoginPage } from './pages/login/LoginPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage';
import { ResetPasswordRedirect } from './pages/reset-password/ResetPasswordRedirect';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemotePage id="catalog/HomePage" />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="reset-password/*" element={<ResetPasswordRedirect />} />
        <Route path="contact" element={<RemotePage id="content/ContactPage" />} />
        <Route path="exams" element={<RemotePage id="catalog/ExamsPage" />} />
        <Route path="exams/:examId/info" element={<RemotePage id="catalog/ExamInfoPage" />} />
        <Route path="exams/:examId/plans" element={<RemotePage id="catalog/PlansPage" />} />
        <Route path="exams/:examId" element={<RemotePage id="testing/ExamDetailPage" />} />
        <Route path="exams/:examId/test/:testId/attempt/:attemptId" element={<RemotePage id="testing/AttemptPage" />} />
        <Route path="exams/:examId/test/:testId/results/:attemptId" element={<RemotePage id="testing/ResultsPage" />} />
        <Route path="blogs" element={<RemotePage id="content/BlogsPage" />} />
        <Route path="blogs/:slug" element={<RemotePage id="content/BlogPostPage" />} />
        <Route path="terms" element={<RemotePage id="content/TermsPage" />} />
        <Route path="privacy" element={<RemotePage id="content/PrivacyPage" />} />
        <Route path="refund-policy" element={<RemotePage id="content/RefundPolicyPage" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
