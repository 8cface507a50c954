import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Card, styled, theme } from '@nism/shared-ui';
import { fetchReadiness, type ReadinessMore } from '../api/fetch-readiness';

const Muted = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Big = styled.p`
  font-size: 1.25rem;
  margin: 0.25rem 0;
`;

const marks = (n: number) => String(Math.round(n));
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "chapters 4 and 9", "chapter 2", "chapters 1, 3 and 7". */
function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function whatNext(r: ReadinessMore): string {
  const chapters = r.chapters.map((c) => String(c.chapter));
  const from = chapters.length
    ? ` from chapter${chapters.length > 1 ? 's' : ''} ${listOf(chapters)}`
    : r.sections.length
      ? ` from ${listOf(r.sections.map((s) => s.section.toLowerCase()))}`
      : '';
  return `Answer ${r.more} more question${r.more === 1 ? '' : 's'}${from} in a test to see your readiness.`;
}

export const DISCLAIMER =
  "An estimate from your answers on this site's practice papers and other learners' answers, not NISM's: the real examination's questions differ.";

/**
 * Am I ready? The learner's expected score on a fresh paper in the exam's real structure, with an interval and the
 * chance of reaching the pass mark (fitted on the server); until there are enough answers, what to answer next.
 */
export function Readiness({ examId }: { examId: string }) {
  const readiness = useLoad(useCallback(() => fetchReadiness(examId), [examId]));
  if (readiness.status === 'loading') return null;
  return (
    <Card as="section" aria-labelledby="readiness-title">
      <h2 id="readiness-title">Am I ready?</h2>
      {readiness.status === 'error' ? (
        <Muted>Your readiness could not be estimated right now.</Muted>
      ) : readiness.data.status === 'more' ? (
        <>
          <p>{whatNext(readiness.data)}</p>
          <Muted>
            An estimate needs answers across the whole syllabus and every part of the paper ({readiness.data.answered} answered so far).
          </Muted>
        </>
      ) : (
        <>
          <Big>
            Expected score on a fresh paper: <strong>{marks(readiness.data.expected)}</strong> of {readiness.data.total_marks} marks
          </Big>
          <p>
            {readiness.data.interval_percent}% likely between {marks(readiness.data.low)} and {marks(readiness.data.high)} marks. Chance of
            reaching the pass mark ({marks(readiness.data.pass_marks)}): <strong>{percent(readiness.data.pass_chance)}</strong>
          </p>
          <Muted>
            {DISCLAIMER} Based on {readiness.data.answered} of your answers.
          </Muted>
        </>
      )}
    </Card>
  );
}
