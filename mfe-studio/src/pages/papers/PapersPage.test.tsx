import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { fetchExamFacts } from '../../features/papers/api/fetch-exam-facts';
import { drawPaper } from '../../features/papers/api/draw-paper';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { fetchPlans } from '../../features/papers/api/fetch-plans';
import { cancelPrice, schedulePrice } from '../../features/papers/api/schedule-price';
import { createPaper } from '../../features/papers/api/save-paper';
import { saveExamFacts } from '../../features/papers/api/save-exam-facts';
import { saveExamTexts } from '../../features/papers/api/save-exam-texts';
import { setPaperStatus } from '../../features/papers/api/set-paper-status';
import type { StudioPaper } from '../../features/papers/api/types';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { ADMIN, EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/papers/api/fetch-exam-facts');
jest.mock('../../features/papers/api/fetch-papers');
jest.mock('../../features/papers/api/draw-paper');
jest.mock('../../features/papers/api/fetch-plans');
jest.mock('../../features/papers/api/schedule-price');
jest.mock('../../features/papers/api/save-paper');
jest.mock('../../features/papers/api/save-exam-facts');
jest.mock('../../features/papers/api/save-exam-texts');
jest.mock('../../features/papers/api/set-paper-status');
jest.mock('../../features/questions/api/fetch-studio-options');

const XA = 'exam-xa';
const paper = (over: Partial<StudioPaper>): StudioPaper => ({
  id: 'p1',
  exam_id: XA,
  title: 'Full-Length Mock Test',
  description: '',
  kind: 'full',
  status: 'published',
  duration_minutes: 180,
  published_at: null,
  questions: 135,
  drafts: 0,
  marks: 150,
  cases: [],
  blueprint_problems: [],
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStudioOptions).mockResolvedValue({ exams: [{ id: XA, name: 'NISM Series X-A', topics: [], papers: [] }] });
  jest.mocked(fetchExamFacts).mockResolvedValue({
    title: 'NISM Series X-A: Investment Adviser (Level 1)',
    certification_levels: 'Two levels.',
    requirement: 'Required for advisers.',
    aim: 'A benchmark of 135 questions.',
    objectives: ['Know the markets', 'Plan for clients'],
    duration_minutes: 180,
    passing_score_percent: 60,
    negative_marking_percent: 25,
    total_marks: 150,
    structure: [
      { section: 'Multiple-choice questions', questions: 90, marks_each: 1, marks: 90 },
      { section: 'Caselets of 2-mark questions', questions: 15, marks_each: 2, marks: 30, kind: 'case', cases: 3, questions_per_case: 5 },
    ],
  });
  jest.mocked(fetchPapers).mockResolvedValue([
    paper({}),
    paper({
      id: 'p2',
      title: 'Full-Length Mock Test 2',
      status: 'draft',
      questions: 0,
      drafts: 90,
      marks: 0,
      blueprint_problems: ['The blueprint has 3 caselets of 5 questions of 2 mark(s); the paper has 0'],
    }),
  ]);
  jest.mocked(fetchPlans).mockResolvedValue([
    { id: 'free', plan_type: 'free', duration_days: 1, price: 0, original_price: 0, description: '', prices: [] },
    {
      id: 'premium',
      plan_type: 'premium',
      duration_days: 90,
      price: 499,
      original_price: 999,
      description: '',
      prices: [
        {
          id: 2,
          price: 599,
          original_price: 1099,
          effective_at: '2026-12-01T00:00:00Z',
          created_at: '',
          created_by_email: 'admin@example.com',
          scheduled: true,
        },
        {
          id: 1,
          price: 499,
          original_price: 999,
          effective_at: '2026-01-01T00:00:00Z',
          created_at: '',
          created_by_email: null,
          scheduled: false,
        },
      ],
    },
  ]);
  jest.mocked(schedulePrice).mockResolvedValue([]);
  jest.mocked(cancelPrice).mockResolvedValue([]);
  jest.mocked(saveExamFacts).mockImplementation(async () => (await fetchExamFacts(XA))!);
  jest.mocked(setPaperStatus).mockResolvedValue(paper({}));
});

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

test("an editor reads each paper's state and what keeps a draft from its blueprint, and cannot change anything", async () => {
  renderPage(<StudioApp />, { path: '/studio/papers', user: EDITOR });
  await screen.findByRole('table', { name: 'Papers' });
  expect(rows('Papers')).toEqual([
    'Full-Length Mock TestFull-lengthPublished135150180 minMatchesPreviewHindiAnalysis',
    'Full-Length Mock Test 2Full-lengthDraft0 + 90 drafts0180 minThe blueprint has 3 caselets of 5 questions of 2 mark(s); the paper has 0PreviewHindiAnalysis',
  ]);
  expect(screen.getByRole('link', { name: 'Full-Length Mock Test 2' })).toHaveAttribute(
    'href',
    `/studio?exam=${XA}&paper=p2&sort=position`,
  );
  expect(screen.getByRole('link', { name: 'Preview Full-Length Mock Test 2' })).toHaveAttribute(
    'href',
    `/studio/papers/p2/preview?exam=${XA}`,
  );
  expect(screen.getByRole('textbox', { name: 'Pass mark (%)' })).toHaveAttribute('readonly');
  expect(screen.getByText('Only an admin can change an exam’s blueprint.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Publish|Retire|Save blueprint|Create draft paper/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Preview Full-Length Mock Test' })).toBeInTheDocument();
});

test('an admin changes the pass mark and a caselet count; a bad value is refused by its field before anything is sent', async () => {
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  const passMark = await screen.findByRole('textbox', { name: 'Pass mark (%)' });
  fireEvent.change(passMark, { target: { value: '160' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save blueprint' }));
  expect(await screen.findByText('The pass mark is a whole percentage, 1 to 100')).toBeInTheDocument();
  expect(saveExamFacts).not.toHaveBeenCalled();

  fireEvent.change(passMark, { target: { value: '50' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Caselets of 2-mark questions: caselets' }), { target: { value: '2' } });
  expect(screen.getByRole('table', { name: 'Sections' })).toHaveTextContent('Total marks110');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save blueprint' }));
  });
  expect(saveExamFacts).toHaveBeenCalledWith(XA, {
    durationMinutes: 180,
    passingScorePercent: 50,
    negativeMarkingPercent: 25,
    structure: [
      expect.objectContaining({ questions: 90, marks_each: 1 }),
      expect.objectContaining({ cases: 2, questions_per_case: 5, questions: 10, marks: 20 }),
    ],
  });
});

test("publishing is confirmed, and a paper that does not match its blueprint shows the server's reason in the dialog", async () => {
  jest
    .mocked(setPaperStatus)
    .mockRejectedValue(new ApiError('This full-length paper does not match its exam’s blueprint: The blueprint has 3 caselets…', '22023'));
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  fireEvent.click(await screen.findByRole('button', { name: 'Publish Full-Length Mock Test 2' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish this paper?' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  });
  expect(setPaperStatus).toHaveBeenCalledWith('p2', 'published');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('does not match its exam’s blueprint');
  expect(fetchPapers).toHaveBeenCalledTimes(1);
});

test('retiring asks first and reloads the list; a new practice paper needs its question count', async () => {
  jest.mocked(createPaper).mockResolvedValue(paper({ id: 'p3', title: 'Revision set', kind: 'practice', status: 'draft' }));
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  fireEvent.click(await screen.findByRole('button', { name: 'Retire Full-Length Mock Test' }));
  await act(async () => {
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Retire this paper?' })).getByRole('button', { name: 'Retire' }));
  });
  expect(setPaperStatus).toHaveBeenCalledWith('p1', 'retired');
  expect(fetchPapers).toHaveBeenCalledTimes(2);

  const form = screen.getByRole('form', { name: 'New paper' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Revision set' } });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'practice' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create draft paper' }));
  expect(await within(form).findByText(/Say how many questions it will hold/)).toBeInTheDocument();
  fireEvent.change(within(form).getByRole('textbox', { name: 'Questions' }), { target: { value: '25' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Create draft paper' }));
  });
  expect(createPaper).toHaveBeenCalledWith({ examId: XA, title: 'Revision set', kind: 'practice', description: '', questions: 25 });
  expect(fetchPapers).toHaveBeenCalledTimes(3);
});

test('prices: the history shows what is scheduled; an admin schedules a price from a UTC time or withdraws a scheduled one', async () => {
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  const history = await screen.findByRole('list', { name: 'Prices of 90-day plan' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '₹599 (was ₹1,099) from 01 Dec 2026, 00:00 UTC, by admin@example.com · scheduled Withdraw',
    '₹499 (was ₹999) since 01 Jan 2026, 00:00 UTC',
  ]);
  await act(async () => {
    fireEvent.click(within(history).getByRole('button', { name: 'Withdraw ₹599 from 01 Dec 2026, 00:00 UTC' }));
  });
  expect(cancelPrice).toHaveBeenCalledWith(2);

  const form = screen.getByRole('form', { name: 'New price' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Price (₹)' }), { target: { value: '549' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Original price (₹)' }), { target: { value: '500' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Schedule price' }));
  expect(await within(form).findByText('A whole number of rupees, at least the price')).toBeInTheDocument();
  expect(schedulePrice).not.toHaveBeenCalled();
  fireEvent.change(within(form).getByRole('textbox', { name: 'Original price (₹)' }), { target: { value: '1099' } });
  fireEvent.change(within(form).getByLabelText('Takes effect (UTC)'), { target: { value: '2026-12-24T18:30' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule price' }));
  });
  expect(schedulePrice).toHaveBeenCalledWith('premium', 549, 1099, new Date('2026-12-24T18:30:00Z'));
  expect(fetchPlans).toHaveBeenCalledTimes(3);
});

test('an editor reads the prices but cannot change one', async () => {
  renderPage(<StudioApp />, { path: '/studio/papers', user: EDITOR });
  await screen.findByRole('table', { name: 'Plans' });
  expect(screen.queryByRole('form', { name: 'New price' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  expect(screen.getByText('Only an admin can change a price.')).toBeInTheDocument();
});

test("an admin edits the information page's texts; the server's refusal of a number the blueprint lacks shows by the form", async () => {
  jest
    .mocked(saveExamTexts)
    .mockRejectedValueOnce(new ApiError('"100 questions" does not match the blueprint: change the text or the blueprint', '22023'));
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  const form = await screen.findByRole('form', { name: 'Exam information' });
  expect(within(form).getByRole('textbox', { name: 'Objectives (one a line)' })).toHaveValue('Know the markets\nPlan for clients');
  fireEvent.change(within(form).getByRole('textbox', { name: 'Aim' }), { target: { value: 'A benchmark of 100 questions.' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Save information' }));
  });
  expect(within(form).getByRole('alert')).toHaveTextContent('Not saved: "100 questions" does not match the blueprint');
  fireEvent.change(within(form).getByRole('textbox', { name: 'Objectives (one a line)' }), {
    target: { value: ' Know the markets \n\nAdvise well' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Save information' }));
  });
  expect(saveExamTexts).toHaveBeenLastCalledWith(XA, {
    title: 'NISM Series X-A: Investment Adviser (Level 1)',
    certificationLevels: 'Two levels.',
    requirement: 'Required for advisers.',
    aim: 'A benchmark of 100 questions.',
    objectives: ['Know the markets', 'Advise well'],
  });
});

test('an empty full-length draft is drawn from the bank with a weight per topic; a bank short of questions says what it lacks', async () => {
  jest
    .mocked(fetchStudioOptions)
    .mockResolvedValue({ exams: [{ id: XA, name: 'NISM Series X-A', topics: ['Markets', 'Funds'], papers: [] }] });
  jest
    .mocked(fetchPapers)
    .mockResolvedValue([
      paper({ id: 'bank', title: 'Question bank', kind: 'bank', status: 'draft', questions: 0, drafts: 400, marks: 0 }),
      paper({ id: 'p3', title: 'Full-Length Mock Test 3', status: 'draft', questions: 0, drafts: 0, marks: 0 }),
    ]);
  jest
    .mocked(drawPaper)
    .mockRejectedValueOnce(new ApiError('The bank lacks 1 caselet(s) of 5 questions of 2 mark(s) for "Caselets"', '22023'));
  jest.mocked(drawPaper).mockResolvedValueOnce(paper({ id: 'p3', status: 'draft', questions: 0, drafts: 135 }));
  renderPage(<StudioApp />, { path: '/studio/papers', user: ADMIN });
  await screen.findByRole('table', { name: 'Papers' });
  expect(screen.queryByRole('button', { name: 'Publish Question bank' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Draw Question bank from the bank' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Draw Full-Length Mock Test 3 from the bank' }));
  const dialog = screen.getByRole('dialog', { name: 'Draw this paper from the bank?' });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Weight of Funds' }), { target: { value: '2' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw' }));
  });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The bank lacks 1 caselet(s) of 5 questions of 2 mark(s)');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw' }));
  });
  expect(drawPaper).toHaveBeenLastCalledWith('p3', { Markets: 1, Funds: 2 });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fetchPapers).toHaveBeenCalledTimes(2);
});
