import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { styled, theme } from '@nism/shared-ui';
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
  if (standing.status === 'loading') return null;
  return (
    <section aria-labelledby="standing-title">
      <h2 id="standing-title">Where you stand</h2>
      {standing.status === 'error' ? (
        <Muted>Your standing among other learners could not be loaded.</Muted>
      ) : standing.data.percentile === null ? (
        <Muted>
          Your place among other learners appears once {standing.data.needed} have taken this paper ({standing.data.learners} so far).
        </Muted>
      ) : (
        <>
          <p>
            You scored higher than <strong>{higherThan(standing.data.percentile)}</strong> of learners on their first attempt at this paper
            ({standing.data.learners} learners).
          </p>
          {standing.data.sections.length > 1 && (
            <ul aria-label="By section">
              {standing.data.sections.map(
                (s) =>
                  s.percentile !== null && (
                    <li key={s.section}>
                      {s.section}: higher than {higherThan(s.percentile)}
                    </li>
                  ),
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
