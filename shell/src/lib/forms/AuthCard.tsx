import { useEffect, type ReactNode } from 'react';
import { preloadSupabase } from '@nism/platform';
import { Card, Page, PageTitle, Subtitle, theme, styled } from '@nism/shared-ui';

const Column = styled(Page)`
  max-width: 28rem;
`;

const Header = styled.div`
  text-align: center;
  margin-bottom: 1.5rem;
  ${Subtitle} {
    margin: 0;
  }
`;

/**
 * The one look of the account screens: a narrow centred card with a title and subtitle. Every account screen
 * sends its form through supabase-js, so the card starts loading it when the screen opens, not on submit.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useEffect(preloadSupabase, []);
  return (
    <Column>
      <Card>
        <Header>
          <PageTitle>{title}</PageTitle>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Header>
        {children}
      </Card>
    </Column>
  );
}

/** A centred line under a form, e.g. a link to the other account screen. */
export const FormFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${theme.colors.muted};
`;
