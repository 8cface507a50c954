import { useCallback, useState } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Button, Table, styled, theme } from '@nism/shared-ui';
import { fetchBreakdown, type BreakdownRow, type Figures } from '../api/fetch-breakdown';
import { formatDuration } from '../../../lib/time-format';
import { useMessages, type Messages } from '../../../lib/messages';
import { useDatabaseText } from '../../../lib/use-database-text';

/* The tables scroll in their frame; containment keeps their width from widening the page on a phone. */
const Section = styled.section`
  contain: inline-size;
  overflow-x: auto;
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

/** How many of the weakest topics show before "Show all topics". */
export const TOPICS_SHOWN = 5;

const accuracy = (f: Figures) => (f.questions ? Math.round((100 * f.correct) / f.questions) : 0);
const net = (f: Figures) => Math.max(0, f.marks_earned - f.negative_marks);
const marksText = (f: Figures) => `${+net(f).toFixed(2)} / ${f.marks}`;

/** "▲ 25 points" against the earlier attempts' accuracy, or "first time". */
function change(row: BreakdownRow, t: Messages): string {
  if (!row.earlier) return t.firstTime();
  const diff = accuracy(row.this_attempt) - accuracy(row.earlier);
  return t.pointsChange({ earlier: accuracy(row.earlier), arrow: diff > 0 ? '▲' : diff < 0 ? '▼' : '=', diff: Math.abs(diff) });
}

function FiguresTable({ label, of, rows }: { label: string; of: 'sections' | 'topics'; rows: BreakdownRow[] }) {
  const t = useMessages();
  const text = useDatabaseText();
  return (
    <Table $stacked>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{of === 'sections' ? t.section() : t.topic()}</th>
          <th scope="col">{t.marks()}</th>
          <th scope="col">{t.accuracy()}</th>
          <th scope="col">{t.rightWrongLeft()}</th>
          <th scope="col">{t.negativeMarks()}</th>
          <th scope="col">{t.time()}</th>
          <th scope="col">{t.earlierAttempts()}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" lang={text.lang(row.name)}>
              {text(row.name)}
            </th>
            <td data-label={t.marks()}>{marksText(row.this_attempt)}</td>
            <td data-label={t.accuracy()}>{accuracy(row.this_attempt)}%</td>
            <td data-label={t.rightWrongLeft()}>
              {row.this_attempt.correct} · {row.this_attempt.wrong} · {row.this_attempt.unanswered}
            </td>
            <td data-label={t.negativeMarks()}>{row.this_attempt.negative_marks ? `-${row.this_attempt.negative_marks}` : '0'}</td>
            <td data-label={t.time()}>{formatDuration(Math.round(row.this_attempt.time_ms / 1000), t)}</td>
            <td data-label={t.earlierAttempts()}>{change(row, t)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Marks, accuracy, negative marks and time per section and per topic (weakest topic first), each beside the
 * learner's earlier attempts of the exam together (issue 50 §4); computed on the server from this learner's own
 * attempts only.
 */
export function Breakdown({ attemptId }: { attemptId: string }) {
  const breakdown = useLoad(useCallback(() => fetchBreakdown(attemptId), [attemptId]));
  const [allTopics, setAllTopics] = useState(false);
  const t = useMessages();
  if (breakdown.status === 'loading') return null;
  if (breakdown.status === 'error')
    return (
      <Section aria-labelledby="breakdown-title">
        <h2 id="breakdown-title">{t.sectionsAndTopics()}</h2>
        <Muted>{t.breakdownError()}</Muted>
      </Section>
    );
  const { sections, topics, earlier_attempts: earlier } = breakdown.data;
  // Ties in the English's order: the same in both languages.
  const weakestFirst = [...topics].sort((a, b) => accuracy(a.this_attempt) - accuracy(b.this_attempt) || a.name.localeCompare(b.name));
  const shown = allTopics ? weakestFirst : weakestFirst.slice(0, TOPICS_SHOWN);
  return (
    <Section aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{t.sectionsAndTopics()}</h2>
      <Muted>{earlier === 0 ? t.firstAttemptAtExam() : t.comparedWith({ count: earlier })}</Muted>
      {sections.length > 0 && <FiguresTable label={t.sectionsOfPaper()} of="sections" rows={sections} />}
      {topics.length === 0 ? (
        <Muted>{t.noTopicTags()}</Muted>
      ) : (
        <>
          <FiguresTable label={t.topicsWeakestFirst()} of="topics" rows={shown} />
          {weakestFirst.length > TOPICS_SHOWN && (
            <Button type="button" $variant="ghost" onClick={() => setAllTopics((a) => !a)} aria-expanded={allTopics}>
              {allTopics ? t.showWeakestOnly() : t.showAllTopics({ count: weakestFirst.length })}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
