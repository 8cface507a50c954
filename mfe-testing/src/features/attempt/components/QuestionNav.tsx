import styled from 'styled-components';
import { Button } from 'shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
  > :last-child {
    margin-left: auto;
  }
`;

interface Props {
  index: number;
  total: number;
  marked: boolean;
  /** False while the other questions are still loading. */
  movable?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleMark: () => void;
}

/** Previous, mark for review (a toggle) and next. */
export function QuestionNav({ index, total, marked, movable = true, onPrevious, onNext, onToggleMark }: Props) {
  return (
    <Row>
      <Button type="button" $variant="secondary" onClick={onPrevious} disabled={!movable || index === 0}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <Button type="button" $variant="ghost" aria-pressed={marked} onClick={onToggleMark}>
        <span aria-hidden="true">⚑</span> {marked ? 'Marked for Review' : 'Mark for Review'}
      </Button>
      <Button type="button" onClick={onNext} disabled={!movable || index === total - 1}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </Row>
  );
}
