import styled from 'styled-components';
import { Button } from 'shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
  > :last-child { margin-left: auto; }
`;

interface Props {
  index: number;
  total: number;
  marked: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleMark: () => void;
}

/** Previous, mark for review (a toggle) and next. */
export function QuestionNav({ index, total, marked, onPrevious, onNext, onToggleMark }: Props) {
  return (
    <Row>
      <Button type="button" $variant="secondary" onClick={onPrevious} disabled={index === 0}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <Button type="button" $variant="ghost" aria-pressed={marked} onClick={onToggleMark}>
        <span aria-hidden="true">⚑</span> {marked ? 'Marked for Review' : 'Mark for Review'}
      </Button>
      <Button type="button" onClick={onNext} disabled={index === total - 1}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </Row>
  );
}
