import styled from 'styled-components';
import { Card, media, theme } from 'shared-ui';
import { formatDuration } from '../../lib/time-format';
import type { ResultStats } from './results-stats';

const marks = (n: number) => String(Math.round(n * 100) / 100);

const Top = styled(Card)<{ $passed: boolean | null }>`
  display: grid;
  gap: 1.25rem;
  border-top: 6px solid ${(p) => (p.$passed === null ? theme.colors.muted : p.$passed ? theme.colors.success : theme.colors.danger)};
  margin-bottom: 1.5rem;
  ${media.md} {
    grid-template-columns: auto 1fr;
    align-items: center;
  }
`;

const Score = styled.div<{ $passed: boolean | null }>`
  text-align: center;
  strong {
    display: block;
    font-size: 3rem;
    line-height: 1;
    color: ${(p) => (p.$passed === null ? theme.colors.text : p.$passed ? theme.colors.success : theme.colors.danger)};
  }
  span {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    background: ${theme.colors.background};
    border-radius: 8px;
    padding: 0.6rem 0.8rem;
  }
  dt {
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: 1.25rem;
  }
`;

const Sections = styled.table`
  width: 100%;
  border-collapse: collapse;
  grid-column: 1 / -1;
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

/** The net marks after negative marking and the pass mark, as the database marked them on submit. */
function NetMarks({ stats }: { stats: ResultStats }) {
  if (stats.netMarks === null || stats.totalMarks === null) return <p>Net marks not available for this attempt</p>;
  const deduction = stats.negativeMarks ? ` after negative marking (−${marks(stats.negativeMarks)})` : '';
  return (
    <p>
      Net marks {marks(stats.netMarks)} / {marks(stats.totalMarks)}
      {deduction}
    </p>
  );
}

/** Each section's marks, when the exam has more than one. */
export function SectionBreakdown({ stats }: { stats: ResultStats }) {
  if (stats.sections.length < 2) return null;
  return (
    <Sections aria-label="Sections">
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Correct</th>
          <th scope="col">Wrong</th>
          <th scope="col">Unanswered</th>
          <th scope="col">Net marks</th>
        </tr>
      </thead>
      <tbody>
        {stats.sections.map((s) => (
          <tr key={s.section}>
            <th scope="row">{s.section}</th>
            <td>{s.correct}</td>
            <td>{s.wrong}</td>
            <td>{s.unanswered}</td>
            <td>
              {marks(s.net_marks)} / {marks(s.marks)}
            </td>
          </tr>
        ))}
      </tbody>
    </Sections>
  );
}

/** The score, the net marks and the database's pass verdict, the counts, the time taken and the sections. */
export function ResultSummary({ stats }: { stats: ResultStats }) {
  return (
    <Top as="section" aria-label="Score" $passed={stats.passed}>
      <Score $passed={stats.passed}>
        <strong>{stats.score}%</strong>
        {stats.passed !== null && <span>{stats.passed ? 'Passed' : 'Failed'}</span>}
        {stats.passMarkPercent !== null && <div>Pass mark {stats.passMarkPercent}%</div>}
        <NetMarks stats={stats} />
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
      <SectionBreakdown stats={stats} />
    </Top>
  );
}
