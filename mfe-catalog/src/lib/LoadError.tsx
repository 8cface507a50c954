import { Button, Card, theme, styled } from '@nism/shared-ui';

const Box = styled(Card)`
  text-align: center;
  p {
    margin: 0 0 1rem;
    color: ${theme.colors.danger};
  }
`;

/** An inline, retryable failure for a section whose data did not arrive. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
