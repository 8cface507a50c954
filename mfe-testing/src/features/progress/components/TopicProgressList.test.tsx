import { render, screen, within } from '@testing-library/react';
import { textTranslations } from '@nism/platform';
import type { TopicProgress } from '../api/fetch-exam-progress';
import { databaseTexts, renderInHindi } from '../../../testing/render';
import { TopicProgressList } from './TopicProgressList';

jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

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

test('a trend compares like with like: the latest attempt with the last one of the same paper, never a demo with a full mock', () => {
  // a0: a full-length mock (40%), a1: the demo (100%), a2: the full-length mock again (10%).
  const paperOf = (id: string) => ({ a0: 'full', a1: 'demo', a2: 'full' })[id];
  const topics = [topic('Taxation', 50, [40, 100, 10]), topic('Ethics', 60, [40, 100])];
  render(<TopicProgressList topics={topics} paperOf={paperOf} />);
  const rows = within(screen.getByRole('table', { name: 'Accuracy per topic' }))
    .getAllByRole('row')
    .slice(1);
  // Not "Down 90 points" (the demo's 100% against the mock's 10%).
  expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['Down 30 points', 'No earlier attempt of the same paper']);
});

test('attempts without topic tags say the analysis is not available', () => {
  render(<TopicProgressList topics={[]} />);
  expect(screen.getByText(/topic analysis is not available/i)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in Hindi, each topic shows its reviewed translation, or its English, in the same order', async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ Taxation: 'कराधान', Ethics: 'नैतिकता' }));
  await renderInHindi(<TopicProgressList topics={TOPICS} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'कराधान: 20% सही ',
    'Derivatives: 30% सही ',
    'नैतिकता: 40% सही ',
  ]);
  const rows = within(screen.getByRole('table', { name: 'विषय के अनुसार सटीकता' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((r) => r.firstElementChild?.textContent)).toEqual(['कराधान', 'Derivatives', 'नैतिकता', 'Insurance']);
  // The English is marked as English for screen readers; a translation is in the page's language.
  expect(rows.map((r) => r.firstElementChild?.getAttribute('lang'))).toEqual([null, 'en', null, 'en']);
});
