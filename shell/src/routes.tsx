// The whole route table of PRODUCT-SPEC.md §2: the remote pages listed in remotes/remoteRoutes.ts (one list, also
// read by the hover preloader), and the shell's own screens, imported directly.
import { Route, Routes } from 'shared-ui';
import { Layout } from './layout/Layout';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES } from './remotes/remoteRoutes';
import { LoginPage } from './pages/login/LoginPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage';
import { ResetPasswordRedirect } from './pages/reset-password/ResetPasswordRedirect';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTES.map(({ path, id }) =>
          path === '/' ? (
            <Route key={id} index element={<RemotePage id={id} />} />
          ) : (
            <Route key={id} path={path.slice(1)} element={<RemotePage id={id} />} />
          ),
        )}
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="reset-password/*" element={<ResetPasswordRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
