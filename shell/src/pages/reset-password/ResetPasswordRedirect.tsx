import { Navigate, useLocation } from '@nism/shared-ui';

/** /reset-password/{anything} → /reset-password (replace), keeping the query and hash that carry the token. */
export function ResetPasswordRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/reset-password', search, hash }} replace />;
}
