import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UPlot from 'uplot';
import type { ProgressAttempt } from '../api/fetch-exam-progress';
import { CHART_HEIGHT, ScoreChart } from './ScoreChart';

// jsdom has no canvas: the library is replaced, and the test checks what it is given.
jest.mock('uplot', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn(), setSize: jest.fn() })) }));

const attempt = (id: string, end: string, score: number | null, net: number | null, completed = true): ProgressAttempt => ({
  id,
  start_time: end,
  end_time: completed ? end : null,
  deadline: end,
  completed,
  score,
  net_marks: null,
  total_marks: null,
  net_percent: net,
  passed: null,
  passing_score_percent: 50,
  retake: false,
  remarked_at: null,
  time_taken_seconds: null,
});

beforeEach(() => jest.mocked(UPlot).mockClear());

test("marks (the verdict's figure) and correct answers over submitted attempts, oldest first, with the pass mark as a line", async () => {
  const attempts = [
    attempt('b', '2026-11-18T10:00:00Z', 70, 65),
    attempt('a', '2026-11-17T10:00:00Z', 40, 35),
    attempt('running', '2026-11-19T10:00:00Z', null, null, false),
  ];
  render(<ScoreChart title="Mock Test 1: score over attempts" attempts={attempts} passMark={50} />);
  await waitFor(() => expect(UPlot).toHaveBeenCalledTimes(1));
  const [options, data] = jest.mocked(UPlot).mock.calls[0];
  expect(data).toEqual([
    [1, 2],
    [35, 65],
    [40, 70],
  ]);
  expect(options.height).toBe(CHART_HEIGHT);
  expect(options.series.map((s) => s.label)).toEqual([undefined, 'Marks', 'Correct answers']);
  // The pass mark is drawn across the plot by a hook (a series of one point would draw nothing).
  expect(options.hooks?.draw).toHaveLength(1);
  // The axes are drawn in the site's font stack, its Devanagari face included (a Hindi label drew as boxes without it).
  for (const axis of options.axes!)
    expect([axis.font, axis.labelFont]).toEqual([expect.stringContaining('NISM Devanagari'), expect.stringContaining('NISM Devanagari')]);
  expect(
    screen.getByRole('img', {
      name: /Mock Test 1: score over attempts: marks and correct answers in percent over 2 attempts, pass mark 50%/,
    }),
  ).toBeInTheDocument();
});

test('the table alternative holds the same figures; an attempt from before the marking shows its score as marks; a retake is named', async () => {
  const attempts = [attempt('a', '2026-11-17T10:00:00Z', 40, null), { ...attempt('b', '2026-11-18T10:00:00Z', 50, 43.75), retake: true }];
  render(<ScoreChart title="Paper" attempts={attempts} passMark={50} />);
  await userEvent.click(screen.getByText('Show as a table'));
  const rows = within(screen.getByRole('table', { name: 'Paper as a table' })).getAllByRole('row');
  expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
    ['Attempt', 'Date', 'Marks', 'Correct answers', 'Pass mark'],
    ['1', '17 Nov 2026', '40%', '40%', '50%'],
    ['2 (retake)', '18 Nov 2026', '43.75%', '50%', '50%'],
  ]);
});

test('one attempt is drawn as a point', async () => {
  render(<ScoreChart title="Paper" attempts={[attempt('a', '2026-11-17T10:00:00Z', 40, 35)]} passMark={null} />);
  await waitFor(() => expect(UPlot).toHaveBeenCalled());
  const [options, data] = jest.mocked(UPlot).mock.calls[0];
  expect(data).toEqual([[1], [35], [40]]);
  expect(options.series[1].points?.show).toBe(true);
});

test('one attempt: the pass line is still drawn across the whole plot, and a legend names every line', async () => {
  render(<ScoreChart title="Demo Questions" attempts={[attempt('a', '2026-11-17T10:00:00Z', 40, 35)]} passMark={60} />);
  await waitFor(() => expect(UPlot).toHaveBeenCalled());
  const [options] = jest.mocked(UPlot).mock.calls[0];
  // One attempt stands in the middle: half an attempt of room each side.
  expect((options.scales!.x.range as unknown as (u: unknown, min: number, max: number) => number[])(null, 1, 1)).toEqual([0.5, 1.5]);
  const ctx = {
    save: jest.fn(),
    restore: jest.fn(),
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    stroke: jest.fn(),
    setLineDash: jest.fn(),
  };
  const u = { ctx, bbox: { left: 10, width: 300 }, valToPos: jest.fn(() => 88) };
  options.hooks!.draw![0]!(u as never);
  expect(u.valToPos).toHaveBeenCalledWith(60, 'y', true);
  expect(ctx.moveTo).toHaveBeenCalledWith(10, 88);
  expect(ctx.lineTo).toHaveBeenCalledWith(310, 88);
  expect(ctx.stroke).toHaveBeenCalled();
  expect(
    within(screen.getByRole('list', { name: 'Legend' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.trim()),
  ).toEqual(['Marks (net marks, which decide the result)', 'Correct answers', 'Pass mark 60%']);
});

test('when the chart library fails to load, the table opens and says why', async () => {
  jest.mocked(UPlot).mockImplementationOnce(() => {
    throw new Error('no canvas');
  });
  render(<ScoreChart title="Paper" attempts={[attempt('a', '2026-11-17T10:00:00Z', 40, 35)]} passMark={50} />);
  expect(await screen.findByText(/the chart could not be drawn/i)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Paper as a table' })).toBeVisible();
});
