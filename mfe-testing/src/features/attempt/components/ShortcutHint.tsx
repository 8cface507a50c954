import { theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

const Hint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  margin: 1rem 0 0;
  /* Where no keyboard is likely (a touch screen, or no hover), there is nothing to press. */
  @media (hover: none), (pointer: coarse) {
    display: none;
  }
  p {
    margin: 0;
  }
  kbd {
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    padding: 0 0.3rem;
    background: #fff;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    cursor: pointer;
  }
`;

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
}

/** The keys useKeyboardShortcuts listens for, under the question, with the switch that turns them off. */
export function ShortcutHint({ on, onChange }: Props) {
  const t = useMessages();
  return (
    <Hint>
      {on ? (
        <p>
          {t.shortcuts()} <kbd>A</kbd>–<kbd>D</kbd> {t.shortcutOr()} <kbd>1</kbd>–<kbd>4</kbd> {t.shortcutAnswer()}, <kbd>N</kbd>{' '}
          {t.shortcutNext()}, <kbd>P</kbd> {t.shortcutPrevious()}, <kbd>M</kbd> {t.shortcutMark()}
        </p>
      ) : (
        <p>{t.shortcutsOff()}</p>
      )}
      <label>
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.currentTarget.checked)} />
        {t.keyboardShortcuts()}
      </label>
    </Hint>
  );
}
