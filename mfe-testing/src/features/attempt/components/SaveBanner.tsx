import { theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

const Banner = styled.div<{ $offline: boolean }>`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  font-weight: 600;
  background: ${(p) => (p.$offline ? '#fef3c7' : theme.colors.highlight)};
  color: ${(p) => (p.$offline ? '#92400e' : theme.colors.primaryDark)};
  border: 1px solid ${(p) => (p.$offline ? theme.colors.accent : theme.colors.primary)};
`;

/** Tells the learner when answers are only on this device: offline, or waiting for a retry. */
export function SaveBanner({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  const t = useMessages();
  const show = !online || pendingCount > 0;
  return (
    <div role="status" aria-live="polite">
      {show && <Banner $offline={!online}>{online ? t.pendingOnline({ count: pendingCount }) : t.offline({ count: pendingCount })}</Banner>}
    </div>
  );
}
