import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '../api/fetch-attempt-questions';
import { QuestionPalette } from './QuestionPalette';
import { createAnswerStore } from '../state/answer-store';
import { questionStatus } from '../state/palette-status';

const questions: Question[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `q${n}`,
  position: n,
  question_text: `Question text ${n}`,
  option_a: 'a',
  option_b: 'b',
  option_c: 'c',
  option_d: 'd',
  marks: 1,
  option_keys: 'ABCD',
  case_id: null,
}));

test('status rules: answered and marked win over visited', () => {
  expect(questionStatus(false, false, false)).toBe('not-visited');
  expect(questionStatus(true, false, false)).toBe('not-answered');
  expect(questionStatus(true, true, false)).toBe('answered');
  expect(questionStatus(true, false, true)).toBe('marked');
  expect(questionStatus(true, true, true)).toBe('answered-marked');
});

test('shows each question in its state, with an icon and a spoken label, and a legend with counts', async () => {
  const onSelect = jest.fn();
  render(
    <QuestionPalette
      questions={questions}
      answers={createAnswerStore({ q1: 'A', q4: 'C' })}
      marked={new Set(['q3', 'q4'])}
      visited={new Set(['q1', 'q2', 'q3', 'q4'])}
      currentIndex={1}
      onSelect={onSelect}
    />,
  );
  const palette = screen.getByRole('navigation', { name: 'Question palette' });
  const cell = (n: number) => within(palette).getByRole('button', { name: new RegExp(`^Question ${n},`) });
  expect(cell(1)).toHaveAccessibleName('Question 1, Answered');
  expect(cell(2)).toHaveAccessibleName('Question 2, Not answered');
  expect(cell(3)).toHaveAccessibleName('Question 3, Marked for review');
  expect(cell(4)).toHaveAccessibleName('Question 4, Answered and marked for review');
  expect(cell(5)).toHaveAccessibleName('Question 5, Not visited');
  expect(cell(1)).toHaveTextContent('1✓');
  expect(cell(2)).toHaveTextContent('2✗');
  expect(cell(3)).toHaveTextContent('3⚑');
  expect(cell(4)).toHaveTextContent('4✓⚑');
  expect(cell(5)).toHaveTextContent(/^5$/);
  expect(cell(2)).toHaveAttribute('aria-current', 'step');

  const legend = within(palette).getByRole('list', { name: 'Legend' });
  for (const line of ['Not visited: 1', 'Not answered: 1', 'Answered: 1', 'Marked for review: 1', 'Answered and marked for review: 1']) {
    expect(within(legend).getByText(line)).toBeInTheDocument();
  }

  await userEvent.click(cell(5));
  expect(onSelect).toHaveBeenCalledWith(4);
});

test("a case's questions are grouped under the case, numbered in the order the learner meets them", () => {
  const withCases = questions.map((q, i) => ({ ...q, case_id: i === 1 || i === 2 ? 'case-x' : i === 4 ? 'case-y' : null }));
  render(
    <QuestionPalette
      questions={withCases}
      answers={createAnswerStore()}
      marked={new Set()}
      visited={new Set()}
      currentIndex={0}
      onSelect={() => {}}
    />,
  );
  const first = screen.getByRole('list', { name: 'Case 1: questions 2–3' });
  expect(
    within(first)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['2', '3']);
  const second = screen.getByRole('list', { name: 'Case 2: questions 5–5' });
  expect(within(second).getByRole('button')).toHaveAccessibleName('Question 5, Not visited');
  expect(screen.getAllByRole('button', { name: /^Question \d/ })).toHaveLength(5);
});
