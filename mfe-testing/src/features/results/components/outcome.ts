import type { ReviewItem } from '../api/fetch-attempt-review';

export type Outcome = 'correct' | 'incorrect' | 'unanswered';

/** How the learner did on one reviewed question. */
export const outcomeOf = (item: Pick<ReviewItem, 'selected_option' | 'correct_option'>): Outcome =>
  item.selected_option === null ? 'unanswered' : item.selected_option === item.correct_option ? 'correct' : 'incorrect';
