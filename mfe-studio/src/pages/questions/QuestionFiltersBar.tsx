import { Button, media, styled } from '@nism/shared-ui';
import type { StudioOptions } from '../../features/questions/api/types';
import { CheckLabel, SelectLabel } from '../../lib/layout';
import {
  DEFAULT_FILTERS,
  QUESTION_STATUSES,
  SORT_LABELS,
  STATUS_LABELS,
  type QuestionFilters,
  type QuestionSort,
  type QuestionStatus,
} from '../../lib/question-filters';
import { SearchBox } from './SearchBox';

const Grid = styled.div`
  display: grid;
  gap: 0.75rem 1rem;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

export function isFiltered(filters: QuestionFilters): boolean {
  return Boolean(filters.search || filters.exam || filters.topic || filters.paper || filters.status || filters.reports);
}

/** Search, the exam → topic / paper filters, status, open reports and the sort; every change goes to the URL. */
export function QuestionFiltersBar({
  filters,
  options,
  onChange,
}: {
  filters: QuestionFilters;
  options: StudioOptions | undefined;
  onChange: (patch: Partial<QuestionFilters>) => void;
}) {
  const exam = options?.exams.find((e) => e.id === filters.exam);
  return (
    <section aria-label="Filters">
      <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      <Grid>
        <SelectLabel>
          Exam
          <select value={filters.exam} onChange={(e) => onChange({ exam: e.target.value, topic: '', paper: '' })}>
            <option value="">All exams</option>
            {options?.exams.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
            {filters.exam && !exam && <option value={filters.exam}>{options ? 'Unknown exam' : 'Loading…'}</option>}
          </select>
        </SelectLabel>
        <SelectLabel>
          Topic
          <select value={filters.topic} disabled={!exam} onChange={(e) => onChange({ topic: e.target.value })}>
            <option value="">{exam ? 'All topics' : 'Choose an exam first'}</option>
            {exam?.topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </SelectLabel>
        <SelectLabel>
          Paper
          <select value={filters.paper} disabled={!exam} onChange={(e) => onChange({ paper: e.target.value })}>
            <option value="">{exam ? 'All papers' : 'Choose an exam first'}</option>
            {exam?.papers.map((paper) => (
              <option key={paper.id} value={paper.id}>
                {paper.title}
              </option>
            ))}
          </select>
        </SelectLabel>
        <SelectLabel>
          Status
          <select value={filters.status} onChange={(e) => onChange({ status: e.target.value as QuestionStatus | '' })}>
            <option value="">All statuses</option>
            {QUESTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </SelectLabel>
        <SelectLabel>
          Sort by
          <select value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as QuestionSort })}>
            {(Object.keys(SORT_LABELS) as QuestionSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </SelectLabel>
      </Grid>
      <Row>
        <CheckLabel>
          <input type="checkbox" checked={filters.reports} onChange={(e) => onChange({ reports: e.target.checked })} />
          Has open reports
        </CheckLabel>
        {isFiltered(filters) && (
          <Button type="button" $variant="ghost" onClick={() => onChange({ ...DEFAULT_FILTERS, sort: filters.sort })}>
            Clear filters
          </Button>
        )}
      </Row>
    </section>
  );
}
