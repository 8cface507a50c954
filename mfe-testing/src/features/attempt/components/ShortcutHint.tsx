import { theme } from 'shared-ui';
import styled from 'styled-components';

const Hint = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  margin: 1rem 0 0;
  /* Nothing to press on a touch screen. */
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
  kbd {
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    padding: 0 0.3rem;
    background: #fff;
  }
`;

/** The keys useKeyboardShortcuts listens for, under the question. */
export function ShortcutHint() {
  return (
    <Hint>
      Shortcuts: <kbd>A</kbd>–<kbd>D</kbd> or <kbd>1</kbd>–<kbd>4</kbd> answer, <kbd>N</kbd> next, <kbd>P</kbd> previous, <kbd>M</kbd> mark
      for review.
    </Hint>
  );
}
