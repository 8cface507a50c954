import type { ReactNode } from 'react';
import { Card, Page, PageTitle, Subtitle, media, theme, useLocaleTag, usePageMeta, styled } from '@nism/shared-ui';
import { formatLegalDate } from '../../../lib/dates';
import { useMessages } from '../../../lib/messages';

const Body = styled(Card)`
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.25rem;
  line-height: 1.7;
  ${media.md} {
    padding: 2rem 2.5rem;
  }
  h2 {
    font-size: 1.3rem;
    margin: 2rem 0 0.6rem;
  }
  section:first-of-type h2 {
    margin-top: 0.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
  ul {
    margin: 0 0 1rem;
    padding-left: 1.4rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
`;

const Header = styled.div`
  max-width: 52rem;
  margin: 0 auto 1.5rem;
`;

const Updated = styled(Subtitle)`
  margin-bottom: 0;
  color: ${theme.colors.muted};
`;

/** The frame every legal page shares: title, last-updated date (`updated`, ISO) and a readable card of sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const t = useMessages();
  const date = formatLegalDate(updated, useLocaleTag());
  usePageMeta({ title, description: t.legalDescription({ title, date }) });
  return (
    <Page>
      <Header>
        <PageTitle>{title}</PageTitle>
        <Updated>{t.lastUpdated({ date })}</Updated>
      </Header>
      <Body>{children}</Body>
    </Page>
  );
}

/** One headed section; the heading names the region for screen-reader navigation. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
