import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { styled, theme, richMessage } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';
import { fetchStanding } from '../api/fetch-standing';

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

const higherThan = (percentile: number) => `${Math.round(percentile)}%`;

/**
 * Where you stand: this attempt's percentile among other learners' first attempts at the paper, overall and per
 * section, once 30 learners have taken it (computed on the server: no other learner's marks reach the page).
 */
export function Standing({ attemptId }: { attemptId: string }) {
  const standing = useLoad(useCallback(() => fetchStanding(attemptId), [attemptId]));
  const t = useMessages();
  if (standing.status === 'loading') return null;
  return (
    <section aria-labelledby="standing-title">
      <h2 id="standing-title">{t.whereYouStand()}</h2>
      {standing.status === 'error' ? (
        <Muted>{t.standingError()}</Muted>
      ) : standing.data.percentile === null ? (
        <Muted>{t.standingPending({ needed: standing.data.needed, learners: standing.data.learners })}</Muted>
      ) : (
        <>
          <p>
            {richMessage(
              t.standingScored,
              { percent: <strong>{higherThan(standing.data.percentile)}</strong> },
              { learners: standing.data.learners },
            )}
          </p>
          {standing.data.sections.length > 1 && (
            <ul aria-label={t.bySection()}>
              {standing.data.sections.map(
                (s) =>
                  s.percentile !== null && (
                    <li key={s.section}>{t.sectionHigher({ section: s.section, percent: higherThan(s.percentile) })}</li>
                  ),
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
