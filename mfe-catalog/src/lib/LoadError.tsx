import { Button, Card, theme, styled } from '@nism/shared-ui';
import { useMessages } from './messages';

const Box = styled(Card)`
  text-align: center;
  p {
    margin: 0 0 1rem;
    color: ${theme.colors.danger};
  }
`;

/** An inline, retryable failure for a section whose data did not arrive. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages();
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t.tryAgain()}
      </Button>
    </Box>
  );
}
