import { useCallback, useEffect, useState } from 'react';
import type { Question } from '../api/fetch-attempt-questions';
import type { Option } from '../../../lib/options';
import { loadProgress, saveProgress } from '../state/attempt-progress';
import type { ResumePoint } from './use-attempt-loader';

export interface AttemptProgressState {
  answers: Record<string, Option>;
  marked: ReadonlySet<string>;
  visited: ReadonlySet<string>;
  currentIndex: number;
  current: Question;
  /** False while only the resumed question is known: moving to another waits for the whole paper. */
  canMove: boolean;
  setAnswer: (questionId: string, option: Option) => void;
  /** Adds the server's answers under the choices made on this device (which are newer). */
  addServerAnswers: (saved: Record<string, Option>) => void;
  toggleMark: (questionId: string) => void;
  goTo: (index: number) => void;
}

/**
 * What the learner sees of their progress: answers (server's, overlaid with choices still queued),
 * marks, visited questions and the current question; everything but answers is kept in localStorage.
 * `questions` is null while only `resume` (the question the learner was on) is known.
 */
export function useAttemptProgress(
  attemptId: string,
  questions: Question[] | null,
  resume: ResumePoint | null,
  initialAnswers: Record<string, Option>,
): AttemptProgressState {
  const [initial] = useState(() => loadProgress(attemptId));
  const [answers, setAnswers] = useState(initialAnswers);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set(initial.marked));
  const [wantedIndex, setWantedIndex] = useState(() => resume?.index ?? initial.current);
  const currentIndex = questions ? Math.min(wantedIndex, questions.length - 1) : (resume?.index ?? 0);
  // The loader shows the page only once one of the two is in.
  const current = (questions ? questions[currentIndex] : resume?.question) as Question;
  // The question on screen counts as visited from the first render (no second render to mark it).
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(initial.visited).add(current.id));

  const currentId = current.id;
  useEffect(() => {
    setVisited((prev) => (prev.has(currentId) ? prev : new Set(prev).add(currentId)));
  }, [currentId]);

  useEffect(() => {
    saveProgress(attemptId, { marked: [...marked], visited: [...visited], current: currentIndex });
  }, [attemptId, marked, visited, currentIndex]);

  const setAnswer = useCallback((questionId: string, option: Option) => {
    setAnswers((prev) => (prev[questionId] === option ? prev : { ...prev, [questionId]: option }));
  }, []);

  const addServerAnswers = useCallback((saved: Record<string, Option>) => {
    setAnswers((prev) => ({ ...saved, ...prev }));
  }, []);

  const toggleMark = useCallback((questionId: string) => {
    setMarked((prev) => {
      const next = new Set(prev);
      if (!next.delete(questionId)) next.add(questionId);
      return next;
    });
  }, []);

  const last = questions ? questions.length - 1 : null;
  const goTo = useCallback(
    (index: number) => {
      if (last !== null) setWantedIndex(Math.max(0, Math.min(last, index)));
    },
    [last],
  );

  return { answers, marked, visited, currentIndex, current, canMove: last !== null, setAnswer, addServerAnswers, toggleMark, goTo };
}
