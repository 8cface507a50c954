import { NavLink, theme, styled } from '@nism/shared-ui';
import { studioPaths } from './studio-paths';

const Bar = styled.nav`
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 0.5rem 1rem;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 8px;
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${theme.colors.highlight};
  }
  a[aria-current='page'] {
    background: ${theme.colors.highlight};
    color: ${theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${theme.colors.primary};
  }
`;

/** The studio's own navigation, above each of its pages. Staff and Operations appear for admins only. */
export function StudioNav({ admin }: { admin: boolean }) {
  const links: [string, string, boolean][] = [
    [studioPaths.questions(), 'Questions', true],
    [studioPaths.papers(), 'Papers', false],
    [studioPaths.import(), 'Import', false],
    [studioPaths.siteTexts(), 'Site texts', false],
    [studioPaths.reports(), 'Reports', false],
    [studioPaths.messages(), 'Messages', false],
    [studioPaths.audit(), 'Audit log', false],
  ];
  if (admin) links.push([studioPaths.staff(), 'Staff', false], [studioPaths.operations(), 'Operations', false]);
  return (
    <Bar aria-label="Studio">
      <ul>
        {links.map(([to, label, end]) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
