import type { ReactNode } from 'react';
import { Button, Card, Link, Page, PageTitle, Subtitle } from '@nism/shared-ui';

/** A full-page message such as 'Test not found', with one way onward. */
export function MessagePage({ title, text, to, action }: { title: string; text?: ReactNode; to: string; action: string }) {
  return (
    <Page>
      <Card>
        <PageTitle>{title}</PageTitle>
        {text && <Subtitle>{text}</Subtitle>}
        <Button as={Link} to={to} $variant="secondary">
          {action}
        </Button>
      </Card>
    </Page>
  );
}
