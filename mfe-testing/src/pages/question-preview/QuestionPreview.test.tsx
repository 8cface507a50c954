import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewQuestion } from '@nism/contracts';
import QuestionPreview from './QuestionPreview';

const question: PreviewQuestion = {
  question_text: 'Which document must a distributor give before a sale?',
  option_a: 'The scheme information document',
  option_b: 'A bank statement',
  option_c: 'A tax return',
  option_d: 'A share certificate',
  correct_option: 'A',
  explanation: 'The scheme information document states the scheme’s terms.',
  marks: 2,
};

test('as asked: the question, its worth and four choices, with nothing marked correct', async () => {
  render(<QuestionPreview question={question} negativePercent={25} mode="attempt" />);
  expect(screen.getByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(screen.getByText('2 marks · a wrong answer costs 0.5')).toBeInTheDocument();
  const choices = within(screen.getByRole('radiogroup', { name: question.question_text }));
  expect(choices.getAllByRole('radio')).toHaveLength(4);
  await userEvent.click(choices.getByRole('radio', { name: /A bank statement/ }));
  expect(choices.getByRole('radio', { name: /A bank statement/ })).toBeChecked();
  expect(screen.queryByText(question.explanation)).not.toBeInTheDocument();
});

test('as reviewed: the correct answer and the explanation, with the choice made while asked as the answer', async () => {
  const { rerender } = render(<QuestionPreview question={question} negativePercent={0} mode="attempt" />);
  await userEvent.click(screen.getByRole('radio', { name: /A bank statement/ }));
  rerender(<QuestionPreview question={question} negativePercent={0} mode="review" />);
  const card = within(screen.getByRole('article', { name: 'Question 1' }));
  expect(card.getByText('Incorrect')).toBeInTheDocument();
  expect(card.getByText('B. A bank statement', { selector: 'dd' })).toBeInTheDocument();
  expect(card.getByText('A. The scheme information document', { selector: 'dd' })).toBeInTheDocument();
  expect(card.getByText(question.explanation)).toBeInTheDocument();
});

test('a question on a case shows the passage beside it', () => {
  render(
    <QuestionPreview
      question={{ ...question, case: { title: 'Mr Rao’s portfolio', passage: 'Mr Rao is 58.' } }}
      negativePercent={0}
      mode="attempt"
    />,
  );
  expect(screen.getByText('Case 1: Mr Rao’s portfolio')).toBeInTheDocument();
  expect(screen.getByText('Mr Rao is 58.')).toBeInTheDocument();
});

test('an editor’s text is drawn as text, never as HTML', () => {
  render(<QuestionPreview question={{ ...question, question_text: '<img src=x onerror=alert(1)>' }} negativePercent={0} mode="attempt" />);
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
});
