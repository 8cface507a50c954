import { theme, styled } from '@nism/shared-ui';
import type { ReviewItem } from '../api/fetch-attempt-review';
import { formatDuration } from '../../../lib/time-format';

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
  const timed = items.map((item, index) => ({ number: index + 1, ms: item.time_spent_ms ?? 0 })).filter((t) => t.ms > 0);
  if (timed.length === 0) return null;
  const averageMs = timed.reduce((sum, t) => sum + t.ms, 0) / timed.length;
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const slow = averageMs > paceMs;
  return (
    <Section aria-labelledby="time-per-question">
      <h2 id="time-per-question">Time per question</h2>
      <p>
        Average {formatDuration(averageMs / 1000)} per question you looked at · exam pace {formatDuration(paceMs / 1000)}
      </p>
      <Verdict $slow={slow}>{slow ? 'Slower than the exam pace: practise answering faster.' : 'Within the exam pace.'}</Verdict>
      <p>Slowest questions:</p>
      <ol>
        {slowest.map((t) => (
          <li key={t.number}>
            Question {t.number}: {formatDuration(t.ms / 1000)}
          </li>
        ))}
      </ol>
    </Section>
  );
}
