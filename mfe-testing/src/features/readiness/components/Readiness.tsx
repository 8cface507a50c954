import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Card, styled, theme, richMessage } from '@nism/shared-ui';
import { english, useMessages, type Messages } from '../../../lib/messages';
import { fetchReadiness, type ReadinessMore } from '../api/fetch-readiness';
import { useDatabaseText } from '../../../lib/use-database-text';

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

/** "4 and 9", "2", "1, 3 and 7". */
function listOf(items: string[], t: Messages): string {
  return items.length <= 1 ? items.join('') : t.listAnd({ rest: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

function whatNext(r: ReadinessMore, t: Messages, text: (english: string) => string): string {
  const chapters = r.chapters.map((c) => String(c.chapter));
  const from = chapters.length
    ? t.chapters({ count: chapters.length, list: listOf(chapters, t) })
    : r.sections.length
      ? listOf(
          r.sections.map((s) => text(s.section).toLowerCase()),
          t,
        )
      : '';
  return from ? t.readinessMoreFrom({ count: r.more, from }) : t.readinessMore({ count: r.more });
}

export const DISCLAIMER = english.readinessDisclaimer();

/**
 * Am I ready? The learner's expected score on a fresh paper in the exam's real structure, with an interval and the
 * chance of reaching the pass mark (fitted on the server); until there are enough answers, what to answer next.
 */
export function Readiness({ examId }: { examId: string }) {
  const readiness = useLoad(useCallback(() => fetchReadiness(examId), [examId]));
  const t = useMessages();
  const text = useDatabaseText();
  if (readiness.status === 'loading') return null;
  return (
    <Card as="section" aria-labelledby="readiness-title">
      <h2 id="readiness-title">{t.amIReady()}</h2>
      {readiness.status === 'error' ? (
        <Muted>{t.readinessError()}</Muted>
      ) : readiness.data.status === 'more' ? (
        <>
          <p>{whatNext(readiness.data, t, text)}</p>
          <Muted>{t.readinessNeeds({ answered: readiness.data.answered })}</Muted>
        </>
      ) : (
        <>
          <Big>
            {richMessage(
              t.expectedScore,
              { expected: <strong>{marks(readiness.data.expected)}</strong> },
              { total: readiness.data.total_marks },
            )}
          </Big>
          <p>
            {richMessage(
              t.likelyRange,
              { chance: <strong>{percent(readiness.data.pass_chance)}</strong> },
              {
                interval: readiness.data.interval_percent,
                low: marks(readiness.data.low),
                high: marks(readiness.data.high),
                pass: marks(readiness.data.pass_marks),
              },
            )}
          </p>
          <Muted>
            {t.readinessDisclaimer()} {t.basedOn({ count: readiness.data.answered })}
          </Muted>
        </>
      )}
    </Card>
  );
}
