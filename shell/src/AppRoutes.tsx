// Renders the one route table (route-table.ts): each remote page through the remote loader, the shell's own screens
// directly.
import { NotFoundPage, Route, Routes } from 'shared-ui';
import { Layout } from './layout/Layout';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES, SHELL_ROUTES } from './route-table';
import { LoginPage } from './pages/login/LoginPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage';
import { ResetPasswordRedirect } from './pages/reset-password/ResetPasswordRedirect';
import { AccountPage } from './pages/account/AccountPage';

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
        <Route path={SHELL_ROUTES.login} element={<LoginPage />} />
        <Route path={SHELL_ROUTES.register} element={<RegisterPage />} />
        <Route path={SHELL_ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={`${SHELL_ROUTES.resetPassword}/*`} element={<ResetPasswordRedirect />} />
        <Route path={SHELL_ROUTES.account} element={<AccountPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
