import { paths, staffRole } from '@nism/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { visitorOnly } from '@nism/platform';
import { Logo } from './Logo';
import { MenuIcon } from './Icons';
import { MobileMenu } from './MobileMenu';
import { NavItems } from './NavItems';
import { UserMenu } from './UserMenu';
import { useDismiss } from '../hooks/use-dismiss';
import { Bar, DesktopNav, Inner, LoginItem, MenuToggle } from './nav-styles';

const MOBILE_MENU_ID = 'mobile-menu';

/** The fixed top bar. Nothing auth-dependent renders while the session loads, so Login never flickers. */
export function NavBar() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(barRef, menuOpen, closeMenu);
  useEffect(closeMenu, [pathname, closeMenu]);

  const logout = useCallback(async () => {
    setMenuOpen(false);
    try {
      await signOut();
    } finally {
      navigate(paths.home());
    }
  }, [signOut, navigate]);

  return (
    <Bar ref={barRef}>
      <Inner>
        <Logo onNavigate={closeMenu} />
        <DesktopNav aria-label="Main">
          <NavItems />
          {!loading && !user && (
            <LoginItem to={paths.login()} {...visitorOnly}>
              Login
            </LoginItem>
          )}
          {!loading && user && <UserMenu email={user.email ?? ''} staff={!!staffRole(user)} onLogout={logout} />}
        </DesktopNav>
        <MenuToggle
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </MenuToggle>
      </Inner>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} user={user} loading={loading} onNavigate={closeMenu} onLogout={logout} />}
    </Bar>
  );
}
