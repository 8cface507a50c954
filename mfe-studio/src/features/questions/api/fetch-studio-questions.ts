import { callRpc } from '../../../lib/rpc';
import { filterArgs, PAGE_SIZE, type QuestionFilters } from '../../../lib/question-filters';
import type { StudioQuestionRow } from './types';

export interface QuestionPage {
  total: number;
  rows: StudioQuestionRow[];
}

/** One page of the question bank for the filters (studio_questions), with the total that match. */
export async function fetchStudioQuestions(filters: QuestionFilters): Promise<QuestionPage> {
  const page = await callRpc<QuestionPage | null>('studio_questions', {
    ...filterArgs(filters),
    p_sort: filters.sort,
    p_limit: PAGE_SIZE,
    p_offset: (filters.page - 1) * PAGE_SIZE,
  });
  return { total: page?.total ?? 0, rows: page?.rows ?? [] };
}
