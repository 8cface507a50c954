import { render, screen, within } from '@testing-library/react';
import type { TopicProgress } from '../api/fetch-exam-progress';
import { TopicProgressList } from './TopicProgressList';

const topic = (name: string, accuracy: number, trend: number[]): TopicProgress => ({
  topic: name,
  chapter: null,
  correct: accuracy / 10,
  wrong: 10 - accuracy / 10 - 1,
  unanswered: 1,
  total: 10,
  accuracy,
  trend: trend.map((a, i) => ({ attempt_id: `a${i}`, at: `2026-11-1${i}T10:00:00Z`, accuracy: a })),
});

const TOPICS = [
  topic('Taxation', 20, [10, 30]),
  topic('Derivatives', 30, [50, 30]),
  topic('Ethics', 40, [40]),
  topic('Insurance', 80, [80, 80]),
];

test('names the three weakest topics with their action, and lists every topic with its trend', () => {
  render(<TopicProgressList topics={TOPICS} renderAction={(t) => <button type="button">Practise {t.topic}</button>} />);
  const weakest = screen.getAllByRole('listitem');
  expect(weakest.map((li) => li.textContent)).toEqual([
    'Taxation: 20% correct Practise Taxation',
    'Derivatives: 30% correct Practise Derivatives',
    'Ethics: 40% correct Practise Ethics',
  ]);
  const rows = within(screen.getByRole('table', { name: 'Accuracy per topic' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['Up 20 points', 'Down 20 points', 'One attempt so far', 'No change']);
  expect(rows[0]).toHaveTextContent(/Taxation\s*2\s*7\s*1\s*20%/);
});

test('attempts without topic tags say the analysis is not available', () => {
  render(<TopicProgressList topics={[]} />);
  expect(screen.getByText(/topic analysis is not available/i)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
