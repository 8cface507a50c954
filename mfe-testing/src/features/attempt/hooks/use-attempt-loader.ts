import { paths } from '@nism/contracts';
import { isNotFound, NotFoundError } from '@nism/platform';
import { useEffect, useState } from 'react';
import { notify, useNavigate } from '@nism/shared-ui';
import type { Question } from '../api/fetch-attempt-questions';
import type { SavedProgress } from '../api/fetch-saved-answers';
import type { AttemptLoad } from '../state/attempt-load';
import type { Attempt, TestPaper } from '../../../lib/rows';
import { english, useMessages } from '../../../lib/messages';

export const LOAD_ERROR = english.testLoadError();

/** The question the learner resumes at, known before the whole paper has downloaded. */
export interface ResumePoint {
  index: number;
  question: Question;
}

export interface AttemptData {
  paper: TestPaper;
  attempt: Attempt;
  /** Every question in order; null while only `resume` is in (the whole paper follows). */
  questions: Question[] | null;
  resume: ResumePoint | null;
  /** The answers, marks and times on the server; null until they are in. */
  saved: SavedProgress | null;
  /** server clock minus device clock, measured while the page loaded; null until measured. */
  offsetMs: number | null;
}

export type AttemptLoadState = { status: 'loading' } | { status: 'not-found' } | ({ status: 'ready' } & AttemptData);

interface Parts {
  attempt?: Attempt;
  paper?: TestPaper;
  resumeQuestion?: Question | null;
  questions?: Question[];
  saved?: SavedProgress;
  offsetMs?: number;
}

/**
 * Follows a running attempt's reads (all started at once, see attempt-load.ts). The page is ready as soon as the
 * attempt and paper are known to belong together and the question to show is in; the rest of the paper, the saved
 * answers and the clock offset fill in as they arrive. An unknown paper or attempt (or a mismatch between them) is
 * 'not found'; a completed attempt opens its results; any other failure goes back to the exam with the spec's message.
 */
export function useAttemptLoader(examId: string, testId: string, attemptId: string, load: AttemptLoad): AttemptLoadState {
  const [state, setState] = useState<AttemptLoadState>({ status: 'loading' });
  const navigate = useNavigate();
  const t = useMessages();

  useEffect(() => {
    let active = true;
    let finished = false; // not found, failed or completed: nothing more to show here
    const parts: Parts = {};

    const fail = (error: unknown) => {
      if (!active || finished) return;
      finished = true;
      if (isNotFound(error)) return setState({ status: 'not-found' });
      notify.error(t.testLoadError());
      navigate(paths.examDetail(examId));
    };

    const update = () => {
      if (!active || finished) return;
      const { attempt, paper, questions = null, resumeQuestion } = parts;
      if (!attempt || !paper) return;
      if (attempt.test_paper_id !== paper.id || paper.exam_id !== examId) return fail(new NotFoundError('Test not found'));
      if (attempt.completed) {
        finished = true;
        navigate(paths.results(examId, testId, attemptId), { replace: true });
        return;
      }
      if (questions?.length === 0) return fail(new NotFoundError('Test not found'));
      const resume = resumeQuestion ? { index: load.resumeIndex, question: resumeQuestion } : null;
      if (!questions && !resume) return;
      setState({
        status: 'ready',
        attempt,
        paper,
        questions,
        resume,
        saved: parts.saved ?? null,
        offsetMs: parts.offsetMs ?? null,
      });
    };

    const take =
      <K extends keyof Parts>(key: K) =>
      (value: Parts[K]) => {
        parts[key] = value;
        update();
      };
    load.attempt.then(take('attempt'), fail);
    load.paper.then(take('paper'), fail);
    load.questions.then(take('questions'), fail);
    // Only a head start: if it fails, the whole paper stands in for it.
    load.resumeQuestion.then(take('resumeQuestion'), () => {});
    load.saved.then(take('saved'), fail);
    load.offsetMs.then(take('offsetMs'), fail);
    return () => {
      active = false;
    };
  }, [examId, testId, attemptId, load, navigate, t]);

  return state;
}
