import { isNotFound } from '@nism/platform';
import { useEffect, useState } from 'react';
import { notify, useLocation } from '@nism/shared-ui';
import type { UserTestAttemptRow } from '@nism/db-types';
import { fetchAttempt } from '../../features/attempt/api/fetch-attempt';
import { fetchAttemptReview, type ReviewItem } from '../../features/results/api/fetch-attempt-review';
import { isWithheld } from '../../features/results/api/withheld';
import { fetchRunningAttemptId } from '../../features/results/api/fetch-running-attempt';
import { fetchAttemptMarking, type AttemptMarking } from '../../features/results/api/fetch-attempt-marking';
import { fetchTestPaper } from '../../features/attempt/api/fetch-test-paper';
import type { Attempt, TestPaper } from '../../lib/rows';
import { english, useMessages } from '../../lib/messages';

export const LOAD_ERROR = english.resultsLoadError();

export type ResultsState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | {
      status: 'ready';
      attempt: Attempt & AttemptMarking;
      paper: TestPaper;
      /** Null while the answers are withheld because an attempt of this paper is running (`runningAttemptId`). */
      items: ReviewItem[] | null;
      runningAttemptId: string | null;
    };

class NotResults extends Error {}

/** Loads a completed attempt of this learner with its review; anything else is 'Results not found'. */
export function useResults(testId: string, attemptId: string): ResultsState {
  const [state, setState] = useState<ResultsState>({ status: 'loading' });
  const t = useMessages();
  // The row submit_attempt returned, when the learner comes straight from submitting this attempt.
  const submitted = (useLocation().state as { scored?: UserTestAttemptRow } | null)?.scored;
  const scored = submitted?.id === attemptId && submitted.completed ? (submitted as unknown as Attempt & AttemptMarking) : null;

  useEffect(() => {
    let active = true;
    const load = async () => {
      const [attempt, paper] = await Promise.all([scored ?? fetchAttempt(attemptId), fetchTestPaper(testId)]);
      if (!attempt.completed || attempt.test_paper_id !== paper.id) throw new NotResults();
      const [review, marking] = await Promise.all([
        fetchAttemptReview(attemptId).then(
          (items) => ({ items, runningAttemptId: null }),
          async (error: unknown) => {
            if (!isWithheld(error)) throw error;
            return { items: null, runningAttemptId: await fetchRunningAttemptId(paper.id) };
          },
        ),
        scored ?? fetchAttemptMarking(attemptId),
      ]);
      return { attempt: { ...attempt, ...marking }, paper, ...review };
    };
    load().then(
      (data) => active && setState({ status: 'ready', ...data }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof NotResults || isNotFound(error)) return setState({ status: 'not-found' });
        notify.error(t.resultsLoadError());
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
    // scored comes with the navigation: a new row only with a new attempt id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testId, attemptId]);

  return state;
}
