import { Button, Card, Page, theme, styled } from '@nism/shared-ui';

const Box = styled(Card)`
  max-width: 36rem;
  margin: 2rem auto;
  text-align: center;
  border-left: 4px solid ${theme.colors.danger};
`;

/** Layer two: the inline message for a part of the site that could not load; nav and footer stay usable. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <Box role="alert">
        <h2>This part of the site is unavailable</h2>
        <p>We couldn't load this page. Check your connection and try again; the rest of the site still works.</p>
        <Button onClick={onRetry}>Retry</Button>
      </Box>
    </Page>
  );
}
