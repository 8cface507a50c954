import type { Option } from '../../../lib/options';

/**
 * Canonical answers by question id; null: cleared on this device (Clear my answer), kept as null so an older answer
 * read from the server is not added back under it. Read "answered" as `answers[id] != null`.
 */
export type Answers = Readonly<Record<string, Option | null>>;

/** Whether a question has an answer (not absent, not cleared). */
export const hasAnswer = (answers: Answers, questionId: string) => answers[questionId] != null;

/**
 * The attempt's answers outside React state, so a choice re-renders only what shows that question's answer (its
 * options, its palette cell) and what counts the answers (the legend, the palette's label), not the attempt screen
 * and its 150 palette cells. Read with useAnswer, useAnswered, useAnswers and useAnsweredCount (use-answers.ts).
 */
export interface AnswerStore {
  /** Every answer held: the same object until one changes, then a new one. */
  getSnapshot(): Answers;
  /** `listener` is called after any answer changes. */
  subscribe(listener: () => void): () => void;
  /** `listener` is called after this question's answer changes. */
  subscribeTo(questionId: string, listener: () => void): () => void;
  set(questionId: string, option: Option | null): void;
  /** Adds answers under the ones held, which are newer (chosen on this device since those were read). */
  addUnder(answers: Answers): void;
}

export function createAnswerStore(initial: Answers = {}): AnswerStore {
  let answers: Answers = initial;
  const all = new Set<() => void>();
  const byQuestion = new Map<string, Set<() => void>>();

  const changed = (questionIds: string[]) => {
    for (const id of questionIds) byQuestion.get(id)?.forEach((listener) => listener());
    all.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => answers,
    subscribe(listener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    subscribeTo(questionId, listener) {
      let listeners = byQuestion.get(questionId);
      if (!listeners) byQuestion.set(questionId, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) byQuestion.delete(questionId);
      };
    },
    set(questionId, option) {
      if (answers[questionId] === option) return;
      answers = { ...answers, [questionId]: option };
      changed([questionId]);
    },
    addUnder(older) {
      const added = Object.keys(older).filter((id) => !(id in answers));
      if (!added.length) return;
      answers = { ...older, ...answers };
      changed(added);
    },
  };
}
