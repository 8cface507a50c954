import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, theme, styled } from '@nism/shared-ui';

const Box = styled(Card)`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.25rem;
  }
  > p:first-of-type {
    margin: 0 0 1.25rem;
    color: ${theme.colors.muted};
  }
  form {
    max-width: 28rem;
  }
`;

/** One part of the account page: a card titled for what it does, with a line saying what happens. */
export function AccountSection({
  title,
  description,
  children,
  danger,
}: {
  title: string;
  description: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} style={danger ? { borderLeft: `4px solid ${theme.colors.danger}` } : undefined}>
      <h2 id={id}>{title}</h2>
      <p>{description}</p>
      {children}
    </Box>
  );
}
