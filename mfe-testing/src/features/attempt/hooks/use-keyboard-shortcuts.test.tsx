import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useKeyboardShortcuts, type ShortcutHandlers } from './use-keyboard-shortcuts';

function Harness({ handlers, enabled = true }: { handlers: ShortcutHandlers; enabled?: boolean }) {
  useKeyboardShortcuts(handlers, enabled);
  return (
    <>
      <input aria-label="Notes" />
      <input type="radio" aria-label="Option" />
    </>
  );
}

const setup = (enabled = true) => {
  const handlers = { onAnswer: jest.fn(), onNext: jest.fn(), onPrevious: jest.fn(), onToggleMark: jest.fn() };
  const view = render(<Harness handlers={handlers} enabled={enabled} />);
  return { handlers, view };
};

test('A-D and 1-4 answer, in either case', async () => {
  const { handlers } = setup();
  await userEvent.keyboard('abcdABCD1234');
  expect(handlers.onAnswer.mock.calls.map(([o]) => o).join('')).toBe('ABCDABCDABCD');
});

test('N and P move, M marks for review', async () => {
  const { handlers } = setup();
  await userEvent.keyboard('nNpm');
  expect(handlers.onNext).toHaveBeenCalledTimes(2);
  expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
  expect(handlers.onToggleMark).toHaveBeenCalledTimes(1);
});

test('keys typed into a text field, other keys and modified keys are ignored', async () => {
  const { handlers, view } = setup();
  await userEvent.click(view.getByRole('textbox', { name: 'Notes' }));
  await userEvent.keyboard('abnpm1');
  await userEvent.keyboard('{Control>}c{/Control}');
  (document.activeElement as HTMLElement).blur();
  await userEvent.keyboard('xz9');
  expect(Object.values(handlers).flatMap((h) => h.mock.calls)).toEqual([]);
});

test('works while a radio option has focus, and not while disabled (a dialog is open)', async () => {
  const { handlers, view } = setup();
  view.getByRole('radio', { name: 'Option' }).focus();
  await userEvent.keyboard('b');
  expect(handlers.onAnswer).toHaveBeenCalledWith('B');

  const disabled = setup(false);
  await userEvent.keyboard('an');
  expect(disabled.handlers.onAnswer).not.toHaveBeenCalled();
  expect(disabled.handlers.onNext).not.toHaveBeenCalled();
});
