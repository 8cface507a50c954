import { theme, styled } from '@nism/shared-ui';
import type { ReviewItem } from '../api/fetch-attempt-review';
import { formatDuration } from '../../../lib/time-format';
import { useMessages } from '../../../lib/messages';

const Section = styled.section`
  p {
    margin: 0.25rem 0;
  }
  ol {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;

const Verdict = styled.p<{ $slow: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$slow ? theme.colors.danger : theme.colors.success)};
`;

interface Props {
  items: ReviewItem[];
  /** The exam's pace: the paper's duration over its questions, in ms. */
  paceMs: number;
}

/**
 * Time on screen per question (recorded by the attempt page), its average against the exam's pace, and the three
 * slowest questions. Attempts from before time was recorded show nothing.
 */
export function TimePerQuestion({ items, paceMs }: Props) {
  const t = useMessages();
  const timed = items.map((item, index) => ({ number: index + 1, ms: item.time_spent_ms ?? 0 })).filter((q) => q.ms > 0);
  if (timed.length === 0) return null;
  const averageMs = timed.reduce((sum, q) => sum + q.ms, 0) / timed.length;
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const slow = averageMs > paceMs;
  return (
    <Section aria-labelledby="time-per-question">
      <h2 id="time-per-question">{t.timePerQuestion()}</h2>
      <p>{t.averagePace({ average: formatDuration(averageMs / 1000, t), pace: formatDuration(paceMs / 1000, t) })}</p>
      <Verdict $slow={slow}>{slow ? t.slowerThanPace() : t.withinPace()}</Verdict>
      <p>{t.slowestQuestions()}</p>
      <ol>
        {slowest.map((q) => (
          <li key={q.number}>{t.slowQuestion({ n: q.number, time: formatDuration(q.ms / 1000, t) })}</li>
        ))}
      </ol>
    </Section>
  );
}
