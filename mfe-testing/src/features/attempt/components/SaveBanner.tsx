import { theme, styled } from '@nism/shared-ui';

const Banner = styled.div<{ $offline: boolean }>`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  font-weight: 600;
  background: ${(p) => (p.$offline ? '#fef3c7' : theme.colors.highlight)};
  color: ${(p) => (p.$offline ? '#92400e' : theme.colors.primaryDark)};
  border: 1px solid ${(p) => (p.$offline ? theme.colors.accent : theme.colors.primary)};
`;

const answers = (n: number) => `${n} answer${n === 1 ? '' : 's'}`;

/** Tells the learner when answers are only on this device: offline, or waiting for a retry. */
export function SaveBanner({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  const show = !online || pendingCount > 0;
  return (
    <div role="status" aria-live="polite">
      {show && (
        <Banner $offline={!online}>
          {online
            ? `${answers(pendingCount)} not saved yet: the server cannot be reached right now. They are kept on this device and saved automatically when it answers. Keep going: nothing you choose is lost.`
            : `You are offline. ${pendingCount > 0 ? `${answers(pendingCount)} kept on this device; ` : ''}your answers will be saved automatically when you reconnect.`}
        </Banner>
      )}
    </div>
  );
}
