import { useCallback, useEffect, useState } from 'react';
import type { Question } from '../../api/fetch-attempt-questions';
import type { Option } from '../../api/options';
import { loadProgress, saveProgress } from './attempt-progress';

export interface AttemptProgressState {
  answers: Record<string, Option>;
  marked: ReadonlySet<string>;
  visited: ReadonlySet<string>;
  currentIndex: number;
  setAnswer: (questionId: string, option: Option) => void;
  toggleMark: (questionId: string) => void;
  goTo: (index: number) => void;
}

/**
 * What the learner sees of their progress: answers (server's, overlaid with choices still queued),
 * marks, visited questions and the current question; everything but answers is kept in localStorage.
 */
export function useAttemptProgress(attemptId: string, questions: Question[], initialAnswers: Record<string, Option>): AttemptProgressState {
  const [initial] = useState(() => loadProgress(attemptId));
  const [answers, setAnswers] = useState(initialAnswers);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set(initial.marked));
  const [currentIndex, setCurrentIndex] = useState(() => Math.min(initial.current, questions.length - 1));
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(initial.visited));

  const currentId = questions[currentIndex]?.id;
  useEffect(() => {
    if (currentId) setVisited((prev) => (prev.has(currentId) ? prev : new Set(prev).add(currentId)));
  }, [currentId]);

  useEffect(() => {
    saveProgress(attemptId, { marked: [...marked], visited: [...visited], current: currentIndex });
  }, [attemptId, marked, visited, currentIndex]);

  const setAnswer = useCallback((questionId: string, option: Option) => {
    setAnswers((prev) => (prev[questionId] === option ? prev : { ...prev, [questionId]: option }));
  }, []);

  const toggleMark = useCallback((questionId: string) => {
    setMarked((prev) => {
      const next = new Set(prev);
      if (!next.delete(questionId)) next.add(questionId);
      return next;
    });
  }, []);

  const last = questions.length - 1;
  const goTo = useCallback((index: number) => setCurrentIndex(Math.max(0, Math.min(last, index))), [last]);

  return { answers, marked, visited, currentIndex, setAnswer, toggleMark, goTo };
}
