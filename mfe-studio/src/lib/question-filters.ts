// The question bank's filters: kept in the URL's search params (a link or a reload shows the same list) and sent to
// both studio_questions and export_questions.

export type QuestionStatus = 'draft' | 'published' | 'retired';
export const QUESTION_STATUSES: readonly QuestionStatus[] = ['draft', 'published', 'retired'];
export const STATUS_LABELS: Record<QuestionStatus, string> = { draft: 'Draft', published: 'Published', retired: 'Retired' };

export type QuestionSort = 'updated' | 'oldest' | 'position' | 'text';
export const SORT_LABELS: Record<QuestionSort, string> = {
  updated: 'Recently updated',
  oldest: 'Least recently updated',
  position: 'Paper order',
  text: 'Question text (A–Z)',
};

export const PAGE_SIZE = 25;

export interface QuestionFilters {
  search: string;
  exam: string;
  topic: string;
  paper: string;
  status: QuestionStatus | '';
  reports: boolean;
  sort: QuestionSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: QuestionFilters = {
  search: '',
  exam: '',
  topic: '',
  paper: '',
  status: '',
  reports: false,
  sort: 'updated',
  page: 1,
};

export function filtersFromParams(params: URLSearchParams): QuestionFilters {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    exam: params.get('exam') ?? '',
    topic: params.get('topic') ?? '',
    paper: params.get('paper') ?? '',
    status: (QUESTION_STATUSES as readonly string[]).includes(status) ? (status as QuestionStatus) : '',
    reports: params.get('reports') === '1',
    sort: sort in SORT_LABELS ? (sort as QuestionSort) : 'updated',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as search params, leaving out what is at its default (so the plain list has a plain URL). */
export function filtersToParams(filters: QuestionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.exam) params.set('exam', filters.exam);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.paper) params.set('paper', filters.paper);
  if (filters.status) params.set('status', filters.status);
  if (filters.reports) params.set('reports', '1');
  if (filters.sort !== 'updated') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filter arguments studio_questions and export_questions share (null: no filter). */
export interface QuestionFilterArgs {
  p_search: string | null;
  p_exam_id: string | null;
  p_topic: string | null;
  p_paper_id: string | null;
  p_status: QuestionStatus | null;
  p_has_reports: boolean | null;
}

export function filterArgs(filters: QuestionFilters): QuestionFilterArgs {
  return {
    p_search: filters.search.trim() || null,
    p_exam_id: filters.exam || null,
    p_topic: filters.topic || null,
    p_paper_id: filters.paper || null,
    p_status: filters.status || null,
    p_has_reports: filters.reports || null,
  };
}
