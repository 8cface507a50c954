import { media, NavLink, theme, styled } from '@nism/shared-ui';

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: 0 1px 6px rgba(15, 23, 42, 0.06);
`;

export const Inner = styled.div`
  max-width: ${theme.maxWidth};
  height: ${theme.navHeight};
  margin: 0 auto;
  padding: 0 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  ${media.md} {
    padding: 0 1.5rem;
  }
`;

// The collapse is CSS-only: below md the inline links hide and the toggle shows.
// (max-width rather than min-width keeps the links in the accessibility tree where media queries don't apply.)
export const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  @media (max-width: calc(${theme.breakpoints.md} - 0.02px)) {
    display: none;
  }
`;

export const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0.5rem 0.8rem;
  border-radius: 8px;
  color: ${theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.highlight};
    color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
`;

export const LoginItem = styled(NavItem)`
  margin-left: 0.5rem;
  padding: 0.5rem 1.1rem;
  background: ${theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:hover {
    background: ${theme.colors.primaryDark};
    color: #fff;
  }
  &[aria-current='page'] {
    color: #fff;
  }
`;

// The phone menu's <details>: not positioned, so its panel (absolute) hangs from the fixed bar, full width.
export const MenuDetails = styled.details`
  ${media.md} {
    display: none;
  }
`;

export const MenuToggle = styled.summary`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  [open] > & [data-icon='closed'],
  :not([open]) > & [data-icon='open'] {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  background: #fff;
  color: ${theme.colors.text};
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`;

export const MobilePanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.5rem 1rem 1rem;
  border-top: 1px solid ${theme.colors.border};
  background: #fff;
  max-height: calc(100vh - ${theme.navHeight});
  overflow-y: auto;
  box-shadow: 0 8px 16px rgba(15, 23, 42, 0.08);
  /* What a browser does for a closed <details> anyway, said here for environments without its own styles (jsdom). */
  :not([open]) > & {
    display: none;
  }
  ${LoginItem} {
    margin: 0.25rem 0 0;
    justify-content: center;
  }
  ${media.md} {
    display: none;
  }
`;

export const MobileUser = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.75rem 0.8rem 0.25rem;
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;
