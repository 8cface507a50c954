import { BlogIcon } from './Icons';
import { useMessages } from '../../../lib/messages';
import { NAV_LINKS } from './nav-links';
import { NavItem } from './nav-styles';

/** The main links, shared by the desktop bar and the mobile menu. */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  return (
    <>
      {NAV_LINKS.map(({ to, label, end, icon }) => (
        <NavItem key={to} to={to} end={end} onClick={onNavigate}>
          {icon && <BlogIcon />}
          {t[label]()}
        </NavItem>
      ))}
    </>
  );
}
