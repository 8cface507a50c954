import type { ReactNode } from 'react';
import { Page, PageTitle, usePageMeta, styled } from '@nism/shared-ui';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A studio page: its document title, its heading (with actions beside it) and its content column. */
export function StudioPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageMeta({ title: `${title} · Studio`, description: 'The content studio: the question bank for the content team.' });
  return (
    <Page>
      <Head>
        <PageTitle>{title}</PageTitle>
        {actions}
      </Head>
      {children}
    </Page>
  );
}
