import { Button, styled } from '@nism/shared-ui';
import type { ResultFilter } from './results-stats';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

// Wrong answers first: what a learner reviews after a test. Correct answers are folded in every view.
const LABELS: Record<ResultFilter, string> = { incorrect: 'Wrong', unanswered: 'Unanswered', marked: 'Marked', all: 'All' };

/** Toggle buttons choosing which questions the review lists. */
export function ResultFilters({
  value,
  counts,
  onChange,
}: {
  value: ResultFilter;
  counts: Record<ResultFilter, number>;
  onChange: (filter: ResultFilter) => void;
}) {
  return (
    <Row role="group" aria-label="Show questions">
      {(Object.keys(LABELS) as ResultFilter[]).map((filter) => (
        <Button
          key={filter}
          type="button"
          $variant={value === filter ? 'primary' : 'secondary'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {LABELS[filter]} ({counts[filter]})
        </Button>
      ))}
    </Row>
  );
}
