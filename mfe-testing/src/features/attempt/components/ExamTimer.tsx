import { memo } from 'react';
import { theme, styled } from '@nism/shared-ui';
import { formatRemaining } from '../../../lib/time-format';
import { useExamTimer, type ExamTimerOptions } from '../hooks/use-exam-timer';
import { useMessages } from '../../../lib/messages';

const Box = styled.div<{ $level: number }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.75rem;
  border-radius: ${theme.radius};
  font-weight: 700;
  background: ${(p) => (p.$level === 2 ? '#fee2e2' : p.$level === 1 ? '#fef3c7' : theme.colors.highlight)};
  color: ${(p) => (p.$level === 2 ? theme.colors.danger : p.$level === 1 ? '#92400e' : theme.colors.primaryDark)};
`;

// An inline icon: emoji clocks render as empty boxes where the system has no emoji font.
function ClockIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
    </svg>
  );
}

// Shown from 480px up: on a phone the clock and Submit must share one row (the clock is named anyway).
const TimeLeft = styled.span`
  @media (max-width: 479px) {
    display: none;
  }
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 1.25rem;
`;

// Visible and announced: a full-width line under the bar once a warning is reached. Empty (zero
// height) before, but always rendered: a live region must exist before its text changes.
const Announcer = styled.p<{ $level: number }>`
  flex-basis: 100%;
  order: 10;
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$level === 2 ? theme.colors.danger : '#92400e')};
`;

/**
 * The countdown. It re-renders every second on its own, so the question and palette do not. The
 * visible clock is a `timer` (not announced each second); warnings are shown and go to an assertive
 * live region. Rendered inside the attempt bar (a wrapping flex row). It reads --:-- until the server's clock is
 * known.
 */
export const ExamTimer = memo(function ExamTimer(props: ExamTimerOptions) {
  const { remainingSeconds, warningLevel, announcement } = useExamTimer(props);
  const t = useMessages();
  return (
    <>
      <Box $level={warningLevel}>
        <ClockIcon />
        <TimeLeft>{t.timeLeft()}</TimeLeft>
        <Clock role="timer" aria-label={t.timeRemaining()}>
          {remainingSeconds === null ? '--:--' : formatRemaining(remainingSeconds)}
        </Clock>
      </Box>
      <Announcer $level={warningLevel} aria-live="assertive" aria-atomic="true" data-testid="timer-announcer">
        {announcement}
      </Announcer>
    </>
  );
});
