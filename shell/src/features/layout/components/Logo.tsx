import { paths } from '@nism/contracts';
import { Link, theme, styled } from '@nism/shared-ui';
import { LogoMark } from './Icons';
import { useMessages } from '../../../lib/messages';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${theme.colors.text};
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  span span {
    color: ${theme.colors.primary};
  }
`;

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  return (
    // The name is the visible words plus "home", so speech users can say what they see.
    <Home to={paths.home()} onClick={onNavigate}>
      <LogoMark />
      <span>
        NISM <span>Practice</span>
      </span>
      <span className="visually-hidden"> {t.logoHome()}</span>
    </Home>
  );
}
