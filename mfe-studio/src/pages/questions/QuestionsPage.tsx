import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Link, Spinner, theme, styled } from '@nism/shared-ui';
import { ExportButtons } from '../../features/import-export/components/ExportButtons';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { fetchStudioQuestions, type QuestionPage } from '../../features/questions/api/fetch-studio-questions';
import { describeError } from '../../lib/errors';
import { formatCount } from '../../lib/format';
import { Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import {
  DEFAULT_FILTERS,
  filterArgs,
  filtersFromParams,
  filtersToParams,
  PAGE_SIZE,
  type QuestionFilters,
} from '../../lib/question-filters';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';
import { isFiltered, QuestionFiltersBar } from './QuestionFiltersBar';
import { QuestionTable } from './QuestionTable';

const Updating = styled.p`
  margin: 0 0 0.5rem;
  color: ${theme.colors.muted};
`;

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
  // The last page that arrived stays on screen while the next one loads (a search narrows as you type, no flashing).
  const [shown, setShown] = useState<{ query: string; page: number; data: QuestionPage } | null>(null);
  if (list.status === 'ready' && (shown?.data !== list.data || shown.query !== query)) {
    setShown({ query, page: filters.page, data: list.data });
  }
  const view = list.status === 'error' ? null : shown;
  const updating = list.status === 'loading';

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
      {updating && !view && <Spinner label="Loading questions…" minHeight="30vh" />}
      {updating && view && <Updating role="status">Loading questions…</Updating>}
      {list.status === 'error' && <LoadError message={`The questions did not load: ${describeError(list.error)}`} onRetry={list.reload} />}
      {view && view.data.total === 0 && (
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
      {view && view.data.total > 0 && (
        <>
          {view.data.rows.length > 0 ? (
            <QuestionTable rows={view.data.rows} busy={updating} />
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
              {view.data.rows.length > 0
                ? `Showing ${formatCount((view.page - 1) * PAGE_SIZE + 1)}–${formatCount((view.page - 1) * PAGE_SIZE + view.data.rows.length)} of ${formatCount(view.data.total)}`
                : `${formatCount(view.data.total)} questions`}
            </p>
            <div>
              <Button type="button" $variant="secondary" disabled={updating || view.page <= 1} onClick={() => goTo(view.page - 1)}>
                Previous
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={updating || view.page * PAGE_SIZE >= view.data.total}
                onClick={() => goTo(view.page + 1)}
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
