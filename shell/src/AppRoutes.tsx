// Renders the one route table (route-table.ts): each remote page through the remote loader, the shell's own screens
// as chunks of their own, loaded when their route is visited: a first visit to `/` downloads none of them.
import { lazy, Suspense, type ComponentType } from 'react';
import { NotFoundPage, Route, Routes, Spinner } from '@nism/shared-ui';
import { Layout } from './features/layout/components/Layout';
import { RemotePage } from './features/remotes/components/RemotePage';
import { REMOTE_ROUTES, SHELL_ROUTES } from './lib/route-table';
import { ResetPasswordRedirect } from './pages/reset-password/ResetPasswordRedirect';
// Evaluated now, before the Supabase client starts and clears a recovery link's fragment (see the module).
import './pages/reset-password/initial-url';

// Created once, so a page keeps its state while the routes re-render.
const LoginPage = lazy(() => import('./pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmPage = lazy(() => import('./pages/confirm/ConfirmPage').then((m) => ({ default: m.ConfirmPage })));
const AccountPage = lazy(() => import('./pages/account/AccountPage').then((m) => ({ default: m.AccountPage })));

const page = (Page: ComponentType) => (
  <Suspense fallback={<Spinner />}>
    <Page />
  </Suspense>
);

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
        <Route path={SHELL_ROUTES.login} element={page(LoginPage)} />
        <Route path={SHELL_ROUTES.register} element={page(RegisterPage)} />
        <Route path={SHELL_ROUTES.resetPassword} element={page(ResetPasswordPage)} />
        <Route path={`${SHELL_ROUTES.resetPassword}/*`} element={<ResetPasswordRedirect />} />
        <Route path={SHELL_ROUTES.account} element={page(AccountPage)} />
        <Route path={SHELL_ROUTES.confirm} element={page(ConfirmPage)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
