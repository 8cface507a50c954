import { paths, staffRole } from '@nism/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { visitorOnly } from '@nism/platform';
import { Logo } from './Logo';
import { MenuIcon } from './Icons';
import { MobileMenu } from './MobileMenu';
import { NavItems } from './NavItems';
import { UserMenu } from './UserMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { useMessages } from '../../../lib/messages';
import { useDismiss } from '../hooks/use-dismiss';
import { useLanguageFromProfile } from '../hooks/use-language-from-profile';
import { Bar, DesktopNav, Inner, LoginItem, MenuDetails, MenuToggle } from './nav-styles';

const MOBILE_MENU_ID = 'mobile-menu';

/** The fixed top bar. Nothing auth-dependent renders while the session loads, so Login never flickers. */
export function NavBar() {
  const t = useMessages();
  const { user, loading, signOut } = useAuth();
  useLanguageFromProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // A menu opened before the page hydrated (a tap on the prerendered page) is open in the DOM, not yet in the state:
  // take it, so that choosing a link or Escape closes it.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(barRef, menuOpen, closeMenu);
  // Closed by a navigation, not by the first render (which would close a menu opened before hydration).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

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
        <DesktopNav aria-label={t.navMain()}>
          <NavItems />
          {!loading && !user && (
            <LoginItem to={paths.login()} {...visitorOnly}>
              {t.login()}
            </LoginItem>
          )}
          {!loading && user && <UserMenu email={user.email ?? ''} staff={!!staffRole(user)} onLogout={logout} />}
        </DesktopNav>
        <LanguageSwitch />
        {/* A native disclosure: it opens and closes before the page's scripts arrive, or without them (issue 47). The
            browser owns its open state; React follows it (onToggle) and closes it after a navigation. */}
        <MenuDetails ref={detailsRef} open={menuOpen} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
          <MenuToggle aria-label={t.navMenu()} aria-controls={MOBILE_MENU_ID}>
            <MenuIcon />
          </MenuToggle>
          <MobileMenu id={MOBILE_MENU_ID} user={user} loading={loading} onNavigate={closeMenu} onLogout={logout} />
        </MenuDetails>
      </Inner>
    </Bar>
  );
}
