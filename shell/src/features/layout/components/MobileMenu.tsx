import { paths, staffRole } from '@nism/contracts';
import type { User } from '@supabase/supabase-js';
import { Button } from '@nism/shared-ui';
import { visitorOnly } from '@nism/platform';
import { NavItems } from './NavItems';
import { useMessages } from '../../../lib/messages';
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
  const t = useMessages();
  return (
    <MobilePanel id={id} aria-label={t.navMobile()}>
      <NavItems onNavigate={onNavigate} />
      {!loading && !user && (
        // Prerendered and opened before hydration (a native <details>), it is hidden from a browser holding a session.
        <LoginItem to={paths.login()} onClick={onNavigate} {...visitorOnly}>
          {t.login()}
        </LoginItem>
      )}
      {!loading && user && (
        <>
          <MobileUser>
            {t.signedInAs()} <strong>{user.email}</strong>
          </MobileUser>
          <NavItem to={paths.account()} onClick={onNavigate}>
            {t.myAccount()}
          </NavItem>
          {staffRole(user) && (
            <NavItem to={paths.studioHome()} onClick={onNavigate}>
              {t.contentStudio()}
            </NavItem>
          )}
          <Button type="button" $variant="secondary" $block onClick={onLogout}>
            {t.logout()}
          </Button>
        </>
      )}
    </MobilePanel>
  );
}
