import { paths } from 'contracts';
import { useMemo, useState } from 'react';
import { Button, Link, Page, PageTitle, Spinner, Subtitle, useParams } from 'shared-ui';
import styled from 'styled-components';
import { CopyProtected } from '../../lib/CopyProtected';
import { MessagePage } from '../../lib/MessagePage';
import { RequireUser } from '../../lib/RequireUser';
import { loadMarkedIds } from '../../features/attempt/state/attempt-progress';
import { ResultFilters } from './ResultFilters';
import { ResultSummary } from './ResultSummary';
import { TopicAnalysis } from '../../features/results/components/TopicAnalysis';
import { ReviewCard } from './ReviewCard';
import { filterItems, outcomeOf, resultStats, type ResultFilter } from './results-stats';
import { LOAD_ERROR, useResults } from './use-results';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

function Results({ examId, testId, attemptId }: { examId: string; testId: string; attemptId: string }) {
  const state = useResults(testId, attemptId);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const [marked] = useState(() => loadMarkedIds(attemptId));
  const items = state.status === 'ready' ? state.items : null;
  const visible = useMemo(() => (items ? filterItems(items, filter, marked) : []), [items, filter, marked]);

  if (state.status === 'loading') return <Spinner label="Loading results..." />;
  if (state.status === 'not-found') return <MessagePage title="Results not found" to={paths.examDetail(examId)} action="Back to Exam" />;
  if (state.status === 'error')
    return <MessagePage title="Results" text={LOAD_ERROR} to={paths.examDetail(examId)} action="Back to Exam" />;

  const stats = resultStats(state.attempt, state.items);
  const counts = {
    all: state.items.length,
    incorrect: state.items.filter((i) => outcomeOf(i) === 'incorrect').length,
    unanswered: state.items.filter((i) => outcomeOf(i) === 'unanswered').length,
    marked: state.items.filter((i) => marked.has(i.question_id)).length,
  };
  const numberOf = new Map(state.items.map((item, index) => [item.question_id, index + 1]));

  return (
    <CopyProtected data-testid="results-root">
      <Page>
        <Button as={Link} to={paths.examDetail(examId)} $variant="ghost">
          <span aria-hidden="true">←</span> Back to Exam
        </Button>
        <PageTitle>{state.paper.title}: Results</PageTitle>
        <Subtitle>Review every question with the correct answer and its explanation.</Subtitle>
        <ResultSummary stats={stats} />
        <TopicAnalysis items={state.items} />
        <ResultFilters value={filter} counts={counts} onChange={setFilter} />
        <List aria-live="polite">
          {visible.length === 0 && <p>No questions match this filter.</p>}
          {visible.map((item) => (
            <ReviewCard key={item.question_id} item={item} number={numberOf.get(item.question_id)!} />
          ))}
        </List>
      </Page>
    </CopyProtected>
  );
}

/** /exams/:examId/test/:testId/results/:attemptId: score and per-question review. */
export default function ResultsPage() {
  const { examId = '', testId = '', attemptId = '' } = useParams();
  return (
    <RequireUser>
      <Results key={attemptId} examId={examId} testId={testId} attemptId={attemptId} />
    </RequireUser>
  );
}
