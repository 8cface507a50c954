import { useCallback, useSyncExternalStore } from 'react';
import type { Question } from '../api/fetch-attempt-questions';
import type { Option } from '../../../lib/options';
import { hasAnswer, type AnswerStore, type Answers } from '../state/answer-store';

function useQuestionValue<T>(store: AnswerStore, questionId: string, select: (answers: Answers, questionId: string) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeTo(questionId, listener), [store, questionId]);
  const get = useCallback(() => select(store.getSnapshot(), questionId), [store, questionId, select]);
  return useSyncExternalStore(subscribe, get);
}

const answerOf = (answers: Answers, questionId: string) => answers[questionId] ?? undefined;
const isAnswered = hasAnswer;

/** One question's answer; re-renders when that answer changes, not when another question's does. */
export function useAnswer(store: AnswerStore, questionId: string): Option | undefined {
  return useQuestionValue(store, questionId, answerOf);
}

/** Whether one question is answered; re-renders when that changes, not when its answer moves to another option. */
export function useAnswered(store: AnswerStore, questionId: string): boolean {
  return useQuestionValue(store, questionId, isAnswered);
}

/** Every answer; re-renders on any change. */
export function useAnswers(store: AnswerStore): Answers {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * How many of the questions are answered (while only the resumed question is known, `questions` null: how many
 * answers are held, at most `total`). Re-renders when the number changes.
 */
export function useAnsweredCount(store: AnswerStore, questions: Question[] | null, total: number): number {
  const count = useCallback(() => {
    const answers = store.getSnapshot();
    return questions
      ? questions.reduce((n, q) => n + (hasAnswer(answers, q.id) ? 1 : 0), 0)
      : Math.min(total, Object.values(answers).filter((a) => a != null).length);
  }, [store, questions, total]);
  return useSyncExternalStore(store.subscribe, count);
}
