import { useCallback, useState } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Button, Table, styled, theme } from '@nism/shared-ui';
import { fetchBreakdown, type BreakdownRow, type Figures } from '../api/fetch-breakdown';
import { formatDuration } from '../../../lib/time-format';

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
function change(row: BreakdownRow): string {
  if (!row.earlier) return 'First time';
  const diff = accuracy(row.this_attempt) - accuracy(row.earlier);
  return `${accuracy(row.earlier)}% (${diff > 0 ? '▲' : diff < 0 ? '▼' : '='} ${Math.abs(diff)} points)`;
}

function FiguresTable({ label, rows }: { label: string; rows: BreakdownRow[] }) {
  return (
    <Table $stacked>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{label.startsWith('Sections') ? 'Section' : 'Topic'}</th>
          <th scope="col">Marks</th>
          <th scope="col">Accuracy</th>
          <th scope="col">Right · wrong · left</th>
          <th scope="col">Negative marks</th>
          <th scope="col">Time</th>
          <th scope="col">Earlier attempts</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td data-label="Marks">{marksText(row.this_attempt)}</td>
            <td data-label="Accuracy">{accuracy(row.this_attempt)}%</td>
            <td data-label="Right · wrong · left">
              {row.this_attempt.correct} · {row.this_attempt.wrong} · {row.this_attempt.unanswered}
            </td>
            <td data-label="Negative marks">{row.this_attempt.negative_marks ? `-${row.this_attempt.negative_marks}` : '0'}</td>
            <td data-label="Time">{formatDuration(Math.round(row.this_attempt.time_ms / 1000))}</td>
            <td data-label="Earlier attempts">{change(row)}</td>
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
  if (breakdown.status === 'loading') return null;
  if (breakdown.status === 'error')
    return (
      <Section aria-labelledby="breakdown-title">
        <h2 id="breakdown-title">Sections and topics</h2>
        <Muted>The analysis per section and topic could not be loaded.</Muted>
      </Section>
    );
  const { sections, topics, earlier_attempts: earlier } = breakdown.data;
  const weakestFirst = [...topics].sort((a, b) => accuracy(a.this_attempt) - accuracy(b.this_attempt) || a.name.localeCompare(b.name));
  const shown = allTopics ? weakestFirst : weakestFirst.slice(0, TOPICS_SHOWN);
  return (
    <Section aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">Sections and topics</h2>
      <Muted>
        {earlier === 0
          ? 'Your first attempt at this exam: your next attempts will be compared with it.'
          : `Compared with your ${earlier} earlier ${earlier === 1 ? 'attempt' : 'attempts'} of this exam, taken together.`}
      </Muted>
      {sections.length > 0 && <FiguresTable label="Sections of the paper" rows={sections} />}
      {topics.length === 0 ? (
        <Muted>Topic analysis is not available for this attempt: its questions have no topic tags.</Muted>
      ) : (
        <>
          <FiguresTable label="Topics, weakest first" rows={shown} />
          {weakestFirst.length > TOPICS_SHOWN && (
            <Button type="button" $variant="ghost" onClick={() => setAllTopics((a) => !a)} aria-expanded={allTopics}>
              {allTopics ? 'Show the weakest topics only' : `Show all ${weakestFirst.length} topics`}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
