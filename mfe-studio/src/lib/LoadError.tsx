import { Button, Card, theme, styled } from '@nism/shared-ui';

const Box = styled(Card)`
  text-align: center;
  p {
    margin: 0 0 1rem;
    color: ${theme.colors.danger};
    overflow-wrap: anywhere;
  }
`;

/** An inline, retryable failure for a section whose data did not arrive. */
export function LoadError({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry: () => void; retryLabel?: string }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
}
