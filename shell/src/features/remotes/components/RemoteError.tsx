import { Button, Card, Page, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

const Box = styled(Card)`
  max-width: 36rem;
  margin: 2rem auto;
  text-align: center;
  border-left: 4px solid ${theme.colors.danger};
`;

/** Layer two: the inline message for a part of the site that could not load; nav and footer stay usable. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  const t = useMessages();
  return (
    <Page>
      <Box role="alert">
        <h2>{t.remoteUnavailableTitle()}</h2>
        <p>{t.remoteUnavailableBody()}</p>
        <Button onClick={onRetry}>{t.retry()}</Button>
      </Box>
    </Page>
  );
}
