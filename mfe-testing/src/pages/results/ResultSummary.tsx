import { Card, media, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import { formatNumber } from '../../lib/headline';
import { formatDuration } from '../../lib/time-format';
import type { ResultStats } from './results-stats';
import { useLocaleTag } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';

const Top = styled(Card)<{ $passed: boolean | null }>`
  display: grid;
  /* minmax(0, …): the sections table never widens the card past a phone's screen. */
  grid-template-columns: minmax(0, 1fr);
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

const Against = styled.div`
  margin-top: 0.35rem;
  span {
    font-weight: 400;
    font-size: 1rem;
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

const Notes = styled.div`
  grid-column: 1 / -1;
  p {
    margin: 0.25rem 0;
  }
`;

const Notice = styled.div`
  border: 1px solid ${theme.colors.primary};
  border-left-width: 6px;
  border-radius: 8px;
  background: ${theme.colors.background};
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
`;

const Sections = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** What negative marking took, or that the exam has none. */
function Deduction({ stats }: { stats: ResultStats }) {
  const t = useMessages();
  if (stats.negativeMarkingPercent === null) return null;
  if (stats.negativeMarkingPercent === 0) return <p>{t.noNegative()}</p>;
  return (
    <p>{t.deduction({ marks: formatNumber(stats.negativeMarks ?? 0), count: stats.incorrect, percent: stats.negativeMarkingPercent })}</p>
  );
}

/** The headline: net marks of total marks and their percentage, which the verdict is taken on. */
function Headline({ stats }: { stats: ResultStats }) {
  const { netMarks, totalMarks, passMarkPercent } = stats;
  const t = useMessages();
  if (netMarks === null || totalMarks === null) {
    return (
      <Score $passed={stats.passed}>
        <strong>{stats.score}%</strong>
        <span>{t.correctlyAnswered()}</span>
        <div>{t.netNotAvailable()}</div>
      </Score>
    );
  }
  return (
    <Score $passed={stats.passed}>
      <strong>
        {formatNumber(netMarks)} / {formatNumber(totalMarks)}
      </strong>
      <span>
        {t.marksWord()}
        {stats.passed !== null && ` · ${stats.passed ? t.passed() : t.failed()}`}
      </span>
      {/* The percentage that decides the result, right beside the mark it is compared with. */}
      <Against>
        <span>{t.netMarksPercent({ percent: formatNumber(stats.headline) })}</span>
        {passMarkPercent !== null && (
          <>
            {/* The database's verdict decides the sign, never a rounding of the percentage. */}
            <span aria-hidden="true">{(stats.passed ?? stats.headline >= passMarkPercent) ? ' ≥ ' : ' < '}</span>
            <span>{t.passMarkAgainst({ percent: passMarkPercent, marks: formatNumber((totalMarks * passMarkPercent) / 100) })}</span>
          </>
        )}
      </Against>
    </Score>
  );
}

/** Each section's marks, when the exam has more than one. */
export function SectionBreakdown({ stats }: { stats: ResultStats }) {
  const t = useMessages();
  if (stats.sections.length < 2) return null;
  return (
    <Sections>
      <TableWrap>
        <Table aria-label={t.sections()} $stacked>
          <thead>
            <tr>
              <th scope="col">{t.section()}</th>
              <th scope="col">{t.correct()}</th>
              <th scope="col">{t.wrong()}</th>
              <th scope="col">{t.unanswered()}</th>
              <th scope="col">{t.netMarks()}</th>
            </tr>
          </thead>
          <tbody>
            {stats.sections.map((s) => (
              <tr key={s.section}>
                <td>{s.section}</td>
                <td data-label={t.correct()}>{s.correct}</td>
                <td data-label={t.wrong()}>{s.wrong}</td>
                <td data-label={t.unanswered()}>{s.unanswered}</td>
                <td data-label={t.netMarks()}>
                  {formatNumber(s.net_marks)} / {formatNumber(s.marks)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Sections>
  );
}

/** The net marks and the database's verdict on them, the correct answers, the counts, the time and the sections. */
export function ResultSummary({ stats }: { stats: ResultStats }) {
  const t = useMessages();
  return (
    <Top as="section" aria-label={t.score()} $passed={stats.passed}>
      <Headline stats={stats} />
      <Stats>
        <div>
          {/* A count, not the score: the result is taken on net marks, above. */}
          <dt>{t.correctCount()}</dt>
          <dd>{t.correctOfTotal({ correct: stats.correct, total: stats.total })}</dd>
        </div>
        <div>
          <dt>{t.incorrect()}</dt>
          <dd>{stats.incorrect}</dd>
        </div>
        <div>
          <dt>{t.unanswered()}</dt>
          <dd>{stats.unanswered}</dd>
        </div>
        <div>
          <dt>{t.timeTaken()}</dt>
          <dd>{formatDuration(stats.timeTakenSeconds, t)}</dd>
        </div>
      </Stats>
      <Notes>
        <Deduction stats={stats} />
        {stats.retake && <p>{t.retakeResult()}</p>}
      </Notes>
      <SectionBreakdown stats={stats} />
    </Top>
  );
}

/** Why an attempt's marks changed after it was submitted. */
export function RemarkNotice({ remark }: { remark: ResultStats['remark'] }) {
  const t = useMessages();
  const localeTag = useLocaleTag();
  if (!remark) return null;
  const on = new Date(remark.at).toLocaleDateString(localeTag, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Notice role="note" aria-label={t.remarked()}>
      <strong>{t.remarkedOn({ date: on })}</strong> {remark.reason}
    </Notice>
  );
}
