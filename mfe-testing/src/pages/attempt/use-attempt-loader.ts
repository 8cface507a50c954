import { useEffect, useState } from 'react';
import { notify, useNavigate } from 'shared-ui';
import { isNotFound } from '../../api/errors';
import { fetchAttempt, type Attempt } from '../../api/fetch-attempt';
import { fetchAttemptQuestions, type Question } from '../../api/fetch-attempt-questions';
import { fetchSavedAnswers } from '../../api/fetch-saved-answers';
import { fetchServerTime } from '../../api/fetch-server-time';
import { fetchTestPaper } from '../../api/fetch-test-paper';
import type { TestPaper } from '../../api/fetch-test-papers';
import type { Option } from '../../api/options';

export const LOAD_ERROR = 'Failed to load test. Please try again later.';

export interface AttemptData {
  paper: TestPaper;
  attempt: Attempt;
  questions: Question[];
  savedAnswers: Record<string, Option>;
  /** server clock minus device clock when the page loaded. */
  offsetMs: number;
}

export type AttemptLoadState = { status: 'loading' } | { status: 'not-found' } | ({ status: 'ready' } & AttemptData);

async function measureOffset(): Promise<number> {
  const sentAt = Date.now();
  const server = await fetchServerTime();
  return server - (sentAt + Date.now()) / 2;
}

class NotThisTest extends Error {}

/**
 * Loads a running attempt. An unknown paper or attempt (or a mismatch between them) is 'not found'; a
 * completed attempt opens its results; any other failure goes back to the exam with the spec's message.
 */
export function useAttemptLoader(examId: string, testId: string, attemptId: string): AttemptLoadState {
  const [state, setState] = useState<AttemptLoadState>({ status: 'loading' });
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    const load = async () => {
      const [attempt, paper, offsetMs] = await Promise.all([fetchAttempt(attemptId), fetchTestPaper(testId), measureOffset()]);
      if (attempt.test_paper_id !== paper.id || paper.exam_id !== examId) throw new NotThisTest();
      if (attempt.completed) return { completed: true as const };
      const [questions, savedAnswers] = await Promise.all([fetchAttemptQuestions(attemptId), fetchSavedAnswers(attemptId)]);
      if (questions.length === 0) throw new NotThisTest();
      return { completed: false as const, data: { attempt, paper, offsetMs, questions, savedAnswers } };
    };
    load().then(
      (result) => {
        if (!active) return;
        if (result.completed) navigate(`/exams/${examId}/test/${testId}/results/${attemptId}`, { replace: true });
        else setState({ status: 'ready', ...result.data });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof NotThisTest || isNotFound(error)) return setState({ status: 'not-found' });
        notify.error(LOAD_ERROR);
        navigate(`/exams/${examId}`);
      },
    );
    return () => {
      active = false;
    };
  }, [examId, testId, attemptId, navigate]);

  return state;
}
