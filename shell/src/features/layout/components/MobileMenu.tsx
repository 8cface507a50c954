import { paths, staffRole } from '@nism/contracts';
import type { User } from '@supabase/supabase-js';
import { Button } from '@nism/shared-ui';
import { visitorOnly } from '@nism/platform';
import { NavItems } from './NavItems';
import { LoginItem, MobilePanel, MobileUser, NavItem } from './nav-styles';

interface Props {
  id: string;
  user: User | null;
  loading: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The phone menu: the same links stacked, then Login or the signed-in email with My Account
 * (and the content studio, for staff) and Logout. */
export function MobileMenu({ id, user, loading, onNavigate, onLogout }: Props) {
  return (
    <MobilePanel id={id} aria-label="Mobile">
      <NavItems onNavigate={onNavigate} />
      {!loading && !user && (
        // Prerendered and opened before hydration (a native <details>), it is hidden from a browser holding a session.
        <LoginItem to={paths.login()} onClick={onNavigate} {...visitorOnly}>
          Login
        </LoginItem>
      )}
      {!loading && user && (
        <>
          <MobileUser>
            Signed in as <strong>{user.email}</strong>
          </MobileUser>
          <NavItem to={paths.account()} onClick={onNavigate}>
            My Account
          </NavItem>
          {staffRole(user) && (
            <NavItem to={paths.studioHome()} onClick={onNavigate}>
              Content Studio
            </NavItem>
          )}
          <Button type="button" $variant="secondary" $block onClick={onLogout}>
            Logout
          </Button>
        </>
      )}
    </MobilePanel>
  );
}
