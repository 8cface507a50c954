import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { Button, Card, Link, Spinner } from '@nism/shared-ui';
import { ExportButtons } from '../../../features/import-export/components/ExportButtons';
import { fetchStudioOptions } from '../../../features/questions/api/fetch-studio-options';
import { fetchStudioQuestions } from '../../../features/questions/api/fetch-studio-questions';
import { describeError } from '../../../lib/errors';
import { formatCount } from '../../../lib/format';
import { Toolbar } from '../../../lib/layout';
import { LoadError } from '../../../lib/LoadError';
import {
  DEFAULT_FILTERS,
  filterArgs,
  filtersFromParams,
  filtersToParams,
  PAGE_SIZE,
  type QuestionFilters,
} from '../../../lib/question-filters';
import { StudioPage } from '../../../lib/StudioPage';
import { studioPaths } from '../../../lib/studio-paths';
import { useLoad } from '../../../lib/use-load';
import { useSearchParams } from '../../../lib/use-search-params';
import { isFiltered, QuestionFiltersBar } from './QuestionFiltersBar';
import { QuestionTable } from './QuestionTable';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

/** The question bank: search, filters and sort kept in the URL, one page of 25 at a time, each row opening its editor. */
export default function QuestionsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = filtersToParams(filters).toString();

  const options = useLoad(fetchStudioOptions);
  const loadList = useCallback(() => fetchStudioQuestions(filtersFromParams(new URLSearchParams(query))), [query]);
  const list = useLoad(loadList);

  const change = (patch: Partial<QuestionFilters>) => setParams(filtersToParams({ ...filters, page: 1, ...patch }));
  const goTo = (page: number) => setParams(filtersToParams({ ...filters, page }));

  return (
    <StudioPage
      title="Questions"
      actions={
        <Toolbar style={{ margin: 0 }}>
          <Button as={Link} to={studioPaths.newQuestion()}>
            New question
          </Button>
          <ExportButtons filters={filterArgs(filters)} />
        </Toolbar>
      }
    >
      <QuestionFiltersBar filters={filters} options={options.data} onChange={change} />
      {options.status === 'error' && (
        <LoadError message={`The exam list did not load: ${describeError(options.error)}`} onRetry={options.reload} />
      )}
      {list.status === 'loading' && <Spinner label="Loading questions…" minHeight="30vh" />}
      {list.status === 'error' && <LoadError message={`The questions did not load: ${describeError(list.error)}`} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.total === 0 && (
        <Card>
          {isFiltered(filters) ? (
            <>
              <p>No questions match these filters.</p>
              <Button type="button" $variant="secondary" onClick={() => change({ ...DEFAULT_FILTERS, sort: filters.sort })}>
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <p>The question bank is empty. Write a question or import a file.</p>
              <Toolbar>
                <Button as={Link} to={studioPaths.newQuestion()}>
                  New question
                </Button>
                <Button as={Link} to={studioPaths.import()} $variant="secondary">
                  Import questions
                </Button>
              </Toolbar>
            </>
          )}
        </Card>
      )}
      {list.status === 'ready' && list.data.total > 0 && (
        <>
          {list.data.rows.length > 0 ? (
            <QuestionTable rows={list.data.rows} />
          ) : (
            <Card>
              <p>This page is past the last question.</p>
              <Button type="button" $variant="secondary" onClick={() => goTo(1)}>
                Go to the first page
              </Button>
            </Card>
          )}
          <Pager aria-label="Pages">
            <p role="status">
              {list.data.rows.length > 0
                ? `Showing ${formatCount((filters.page - 1) * PAGE_SIZE + 1)}–${formatCount((filters.page - 1) * PAGE_SIZE + list.data.rows.length)} of ${formatCount(list.data.total)}`
                : `${formatCount(list.data.total)} questions`}
            </p>
            <div>
              <Button type="button" $variant="secondary" disabled={filters.page <= 1} onClick={() => goTo(filters.page - 1)}>
                Previous
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={filters.page * PAGE_SIZE >= list.data.total}
                onClick={() => goTo(filters.page + 1)}
              >
                Next
              </Button>
            </div>
          </Pager>
        </>
      )}
    </StudioPage>
  );
}
