import { Button, styled } from '@nism/shared-ui';
import type { ResultFilter } from './results-stats';
import { useMessages, type Messages } from '../../lib/messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

// Wrong answers first: what a learner reviews after a test. Correct answers are folded in every view.
const LABELS: Record<ResultFilter, keyof Messages> = {
  incorrect: 'wrong',
  unanswered: 'unanswered',
  marked: 'filterMarked',
  all: 'filterAll',
};

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
  const t = useMessages();
  return (
    <Row role="group" aria-label={t.showQuestions()}>
      {(Object.keys(LABELS) as ResultFilter[]).map((filter) => (
        <Button
          key={filter}
          type="button"
          $variant={value === filter ? 'primary' : 'secondary'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t.filterCount({ label: t[LABELS[filter]](), count: counts[filter] })}
        </Button>
      ))}
    </Row>
  );
}
