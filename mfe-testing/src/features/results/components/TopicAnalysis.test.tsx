import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewItem } from '../api/fetch-attempt-review';
import { TopicAnalysis } from './TopicAnalysis';

const item = (n: number, topic: string | null, selected: 'A' | 'B' | null): ReviewItem =>
  ({ question_id: `q${n}`, position: n, topic, selected_option: selected, correct_option: 'A' }) as ReviewItem;

test('correct, wrong and unanswered per topic, weakest first', () => {
  render(
    <TopicAnalysis
      items={[
        item(1, 'Funds', 'A'),
        item(2, 'Funds', 'A'),
        item(3, 'Tax', 'B'),
        item(4, 'Tax', null),
        item(5, 'Tax', 'A'),
        item(6, null, 'A'),
      ]}
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'Accuracy per topic, weakest first' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
    ['Tax', '1', '1', '1', '33%'],
    ['Funds', '2', '0', '0', '100%'],
  ]);
});

test('an attempt without topic tags says the analysis is not available', () => {
  render(<TopicAnalysis items={[item(1, null, 'A')]} />);
  expect(screen.getByText(/topic analysis is not available/i)).toBeInTheDocument();
});

test('a long list shows the 5 weakest topics, and all of them on request (a full mock has 20)', async () => {
  const topics = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  render(<TopicAnalysis items={topics.map((t, i) => item(i + 1, `Topic ${t}`, 'A'))} />);
  const table = () => screen.getByRole('table', { name: 'Accuracy per topic, weakest first' });
  expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(5);
  await userEvent.click(screen.getByRole('button', { name: 'Show all 7 topics' }));
  expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(7);
  expect(screen.getByRole('button', { name: 'Show the 5 weakest only' })).toHaveAttribute('aria-expanded', 'true');
});
