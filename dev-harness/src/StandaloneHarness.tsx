import type { ReactNode } from 'react';
import { ROUTER_BASENAME } from '@nism/contracts';
import { AppToaster, BrowserRouter, GlobalStyle, Link, theme, styled } from '@nism/shared-ui';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  min-height: ${theme.navHeight};
  padding: 0.5rem 1rem;
  background: ${theme.colors.primaryDark};
  color: #fff;
  a {
    color: #fff;
  }
`;

/**
 * The isolated-QA frame of a remote run alone (`npm run dev -w mfe-<name>`): the same global style and
 * toaster as the shell, a bar naming the remote with links to its pages, and its routes at the shell's paths.
 */
export function StandaloneHarness({ name, links, children }: { name: string; links: [string, string][]; children: ReactNode }) {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <GlobalStyle />
      <AppToaster />
      <Bar>
        <strong>{name} remote (standalone)</strong>
        <nav aria-label="Standalone pages">
          {links.map(([to, label]) => (
            <Link key={to} to={to} style={{ marginRight: '1rem' }}>
              {label}
            </Link>
          ))}
        </nav>
      </Bar>
      <main>{children}</main>
    </BrowserRouter>
  );
}
