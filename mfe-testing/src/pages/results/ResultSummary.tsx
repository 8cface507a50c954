import styled from 'styled-components';
import { Card, media, theme } from 'shared-ui';
import { formatDuration } from '../../lib/time-format';
import { PASS_MARK_PERCENT, type ResultStats } from './results-stats';

const Top = styled(Card)<{ $passed: boolean }>`
  display: grid;
  gap: 1.25rem;
  border-top: 6px solid ${(p) => (p.$passed ? theme.colors.success : theme.colors.danger)};
  margin-bottom: 1.5rem;
  ${media.md} { grid-template-columns: auto 1fr; align-items: center; }
`;

const Score = styled.div<{ $passed: boolean }>`
  text-align: center;
  strong { display: block; font-size: 3rem; line-height: 1; color: ${(p) => (p.$passed ? theme.colors.success : theme.colors.danger)}; }
  span { font-weight: 700; font-size: 1.1rem; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  ${media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { background: ${theme.colors.background}; border-radius: 8px; padding: 0.6rem 0.8rem; }
  dt { color: ${theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-weight: 700; font-size: 1.25rem; }
`;

/** The score against the 60% pass mark, the counts and the time taken. */
export function ResultSummary({ stats }: { stats: ResultStats }) {
  return (
    <Top as="section" aria-label="Score" $passed={stats.passed}>
      <Score $passed={stats.passed}>
        <strong>{stats.score}%</strong>
        <span>{stats.passed ? 'Passed' : 'Failed'}</span>
        <div>Pass mark {PASS_MARK_PERCENT}%</div>
      </Score>
      <Stats>
        <div>
          <dt>Correct</dt>
          <dd>{stats.correct}</dd>
        </div>
        <div>
          <dt>Incorrect</dt>
          <dd>{stats.incorrect}</dd>
        </div>
        <div>
          <dt>Unanswered</dt>
          <dd>{stats.unanswered}</dd>
        </div>
        <div>
          <dt>Time taken</dt>
          <dd>{formatDuration(stats.timeTakenSeconds)}</dd>
        </div>
      </Stats>
    </Top>
  );
}
