import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedProgress } from '../api/fetch-saved-answers';
import type { Question } from '../api/fetch-attempt-questions';
import type { Option } from '../../../lib/options';
import { createAnswerStore, type AnswerStore } from '../state/answer-store';
import { loadProgress, saveProgress } from '../state/attempt-progress';
import type { ResumePoint } from './use-attempt-loader';

export interface AttemptProgressState {
  /** Held outside React state: a choice re-renders only what shows it (use-answers.ts), not this hook's user. */
  answers: AnswerStore;
  /**
   * The answers the palette (its cells, legend and label) shows: `answers` as of the last showAnswer. The attempt
   * screen shows a choice there once the frame showing it on the question is painted.
   */
  shownAnswers: AnswerStore;
  marked: ReadonlySet<string>;
  visited: ReadonlySet<string>;
  currentIndex: number;
  current: Question;
  /** False while only the resumed question is known: moving to another waits for the whole paper. */
  canMove: boolean;
  /** null clears the answer (Clear my answer). */
  setAnswer: (questionId: string, option: Option | null) => void;
  /** Shows an answer set with setAnswer in the palette. */
  showAnswer: (questionId: string, option: Option | null) => void;
  /** Adds the server's answers and marks under the choices made on this device (which are newer). */
  addServerProgress: (saved: SavedProgress) => void;
  /** Flips the review mark and returns its new value. */
  toggleMark: (questionId: string) => boolean;
  goTo: (index: number) => void;
}

/**
 * What the learner sees of their progress: answers, review marks and visited questions (the server's, overlaid with
 * what this device changed since) and the current question (the server's, or this device's until it arrives; both
 * kept in localStorage too, for a reload that reads nothing yet).
 * `questions` is null while only `resume` (the question the learner was on) is known.
 */
export function useAttemptProgress(
  attemptId: string,
  questions: Question[] | null,
  resume: ResumePoint | null,
  initialAnswers: Record<string, Option | null>,
  initialMarked: readonly string[],
  /** The question the server says the learner was last shown, on whichever device. */
  serverCurrentId: string | null,
): AttemptProgressState {
  const [initial] = useState(() => loadProgress(attemptId));
  const [answers] = useState(() => createAnswerStore(initialAnswers));
  const [shownAnswers] = useState(() => createAnswerStore(initialAnswers));
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set(initialMarked));
  // Marks toggled on this device: newer than any server read the page started with.
  const toggled = useRef(new Map<string, boolean>());
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

  // Until the learner moves on this page, the server's current question wins over this device's memory: another
  // device may have gone further since.
  const moved = useRef(false);
  useEffect(() => {
    if (!questions || !serverCurrentId || moved.current) return;
    moved.current = true;
    const index = questions.findIndex((q) => q.id === serverCurrentId);
    if (index >= 0) setWantedIndex(index);
  }, [questions, serverCurrentId]);

  useEffect(() => {
    saveProgress(attemptId, { visited: [...visited], current: currentIndex });
  }, [attemptId, visited, currentIndex]);

  const setAnswer = useCallback((questionId: string, option: Option | null) => answers.set(questionId, option), [answers]);
  const showAnswer = useCallback((questionId: string, option: Option | null) => shownAnswers.set(questionId, option), [shownAnswers]);

  const addServerProgress = useCallback(
    (saved: SavedProgress) => {
      answers.addUnder(saved.answers);
      shownAnswers.addUnder(saved.answers);
      setVisited((prev) => (saved.visited.every((id) => prev.has(id)) ? prev : new Set([...prev, ...saved.visited])));
      setMarked((prev) => {
        const next = new Set([...prev, ...saved.marked]);
        for (const [id, on] of toggled.current) if (!on) next.delete(id);
        return next;
      });
    },
    [answers, shownAnswers],
  );

  const toggleMark = useCallback(
    (questionId: string) => {
      const on = !marked.has(questionId);
      toggled.current.set(questionId, on);
      setMarked((prev) => {
        const next = new Set(prev);
        if (on) next.add(questionId);
        else next.delete(questionId);
        return next;
      });
      return on;
    },
    [marked],
  );

  const last = questions ? questions.length - 1 : null;
  const goTo = useCallback(
    (index: number) => {
      if (last === null) return;
      moved.current = true;
      setWantedIndex(Math.max(0, Math.min(last, index)));
    },
    [last],
  );

  return {
    answers,
    shownAnswers,
    marked,
    visited,
    currentIndex,
    current,
    canMove: last !== null,
    setAnswer,
    showAnswer,
    addServerProgress,
    toggleMark,
    goTo,
  };
}
