import { Button, media, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

// On a phone the row is a bar stuck to the bottom of the screen while the question is in view, so Previous, Mark
// and Next never need a scroll; from tablet width up it sits under the options.
const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  position: sticky;
  bottom: 0;
  z-index: 4;
  margin: 1.25rem -1.5rem 0;
  padding: 0.6rem 1.5rem calc(0.6rem + env(safe-area-inset-bottom));
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  /* Three equal buttons whose labels may wrap: their text must never widen the page on a narrow phone. */
  > * {
    flex: 1 1 0;
    min-width: 0;
    white-space: normal;
    padding-left: 0.25rem;
    padding-right: 0.25rem;
  }
  /* On a 390 px phone "← Previous" was wider than its third of the bar and ran over its border: the arrows are
     decoration (aria-hidden), so they go below the small breakpoint. */
  .arrow {
    display: none;
  }
  ${media.sm} {
    .arrow {
      display: inline;
    }
  }
  ${media.md} {
    position: static;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin: 1.25rem 0 0;
    padding: 0;
    border-top: 0;
    > * {
      flex: none;
    }
    > :last-child {
      margin-left: auto;
    }
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
  const t = useMessages();
  return (
    <Row role="group" aria-label={t.moveBetween()}>
      <Button type="button" $variant="secondary" onClick={onPrevious} disabled={!movable || index === 0}>
        <span className="arrow" aria-hidden="true">
          ←{' '}
        </span>
        {t.previous()}
      </Button>
      <Button type="button" $variant="ghost" aria-pressed={marked} onClick={onToggleMark}>
        <span aria-hidden="true">⚑</span> {marked ? t.markedForReview() : t.markForReview()}
      </Button>
      <Button type="button" onClick={onNext} disabled={!movable || index === total - 1}>
        {t.next()}
        <span className="arrow" aria-hidden="true">
          {' '}
          →
        </span>
      </Button>
    </Row>
  );
}
