import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchSiteTexts, reviewSiteText, saveSiteText, type SiteText } from '../../features/site-texts/api/site-texts';
import { EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/site-texts/api/site-texts');

const EXAM = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
const text = (source: string, over: Partial<SiteText> = {}): SiteText => ({
  source,
  kinds: ['chapter_title'],
  used_in: [`${EXAM} · chapter 1`],
  status: 'missing',
  text: null,
  translated_by: null,
  translated_at: null,
  reviewed_by: null,
  reviewed_at: null,
  review_note: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchSiteTexts).mockResolvedValue({
    texts: [
      text('The certification required to distribute mutual fund schemes in India.', { kinds: ['exam_description'], used_in: [EXAM] }),
      text('Investment Landscape'),
      text('Instant results with explanations', {
        kinds: ['plan_benefit'],
        used_in: [`${EXAM} · free plan`],
        status: 'draft',
        text: 'व्याख्या के साथ तुरंत परिणाम',
        translated_by: 'translator@example.com',
      }),
      text('Mock Test 1', {
        kinds: ['paper_title'],
        status: 'draft',
        text: 'मॉक टेस्ट 1',
        translated_by: EDITOR.email!,
      }),
      text('Taxation', { status: 'reviewed', text: 'कराधान', translated_by: 'a@example.com', reviewed_by: 'b@example.com' }),
    ],
    stale: [
      {
        source: 'Old chapter name',
        status: 'reviewed',
        text: 'पुराना अध्याय',
        translated_by: 'a@example.com',
        translated_at: null,
        reviewed_by: 'b@example.com',
        reviewed_at: null,
      },
    ],
  });
  const saved = (source: string, text: string, status: 'draft' | 'reviewed') => ({
    source,
    text,
    status,
    translated_by: EDITOR.email!,
    translated_at: '2026-12-06T10:00:00Z',
    reviewed_by: status === 'reviewed' ? 'other@example.com' : null,
    reviewed_at: null,
    review_note: null,
  });
  jest.mocked(saveSiteText).mockImplementation(async (source, text) => saved(source, text, 'draft'));
  jest.mocked(reviewSiteText).mockImplementation(async (source, text) => saved(source, text, 'reviewed'));
});

const item = (english: string) => within(screen.getByText(english).closest('li')!);

test('each English text stands beside its Hindi with its state; a missing one is written and saved as a draft', async () => {
  renderPage(<StudioApp />, { path: '/studio/site-texts', user: EDITOR });
  expect(await screen.findByRole('heading', { name: 'Site texts in Hindi' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '1 of 5 texts reviewed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Site texts' })).toHaveAttribute('aria-current', 'page');

  const description = item('The certification required to distribute mutual fund schemes in India.');
  expect(description.getByText('Exam description')).toBeInTheDocument();
  expect(description.getByText('Not translated')).toBeInTheDocument();
  expect(description.getByText(`Used in: ${EXAM}`)).toBeInTheDocument();

  const chapter = item('Investment Landscape');
  await userEvent.type(chapter.getByLabelText('Hindi'), 'निवेश परिदृश्य');
  await userEvent.click(chapter.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saveSiteText).toHaveBeenCalledWith('Investment Landscape', 'निवेश परिदृश्य'));
  // The text shows the database's answer in place: a draft by the caller, not reviewable by them.
  expect(await chapter.findByText('Draft: needs review')).toBeInTheDocument();
  expect(chapter.getByLabelText('Hindi')).toHaveValue('निवेश परिदृश्य');
  expect(chapter.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Drafts (3)' })).toBeInTheDocument();
});

test("another editor reviews a draft; its writer's review button is disabled with the reason", async () => {
  renderPage(<StudioApp />, { path: '/studio/site-texts', user: EDITOR });
  const others = item(await screen.findByText('Instant results with explanations').then((e) => e.textContent!));
  expect(others.getByText('Draft: needs review')).toBeInTheDocument();
  await userEvent.click(others.getByRole('button', { name: 'Mark reviewed' }));
  expect(reviewSiteText).toHaveBeenCalledWith('Instant results with explanations', 'व्याख्या के साथ तुरंत परिणाम');
  expect(await others.findByText('Reviewed by other@example.com')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '2 of 5 texts reviewed' })).toBeInTheDocument();

  const own = item('Mock Test 1');
  const button = own.getByRole('button', { name: 'Mark reviewed' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('You wrote this translation: another editor reviews it.');
});

test('a draft edited but not saved cannot be marked reviewed: the review is of the saved text', async () => {
  renderPage(<StudioApp />, { path: '/studio/site-texts', user: EDITOR });
  const draft = item(await screen.findByText('Instant results with explanations').then((e) => e.textContent!));
  await userEvent.type(draft.getByLabelText('Hindi'), ' नया');
  const button = draft.getByRole('button', { name: 'Mark reviewed' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Save your change first: a review is of the saved translation.');
});

test('the filter shows one state at a time, and the stale translations apart', async () => {
  renderPage(<StudioApp />, { path: '/studio/site-texts', user: EDITOR });
  await userEvent.click(await screen.findByRole('button', { name: 'Not translated (2)' }));
  expect(screen.getByRole('button', { name: 'Not translated (2)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Investment Landscape')).toBeInTheDocument();
  expect(screen.queryByText('Taxation')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reviewed (1)' }));
  const reviewed = item('Taxation');
  expect(reviewed.getByText('Reviewed by b@example.com')).toBeInTheDocument();
  // Nothing changed, nothing to save (a save would make it a draft again).
  expect(reviewed.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await userEvent.type(reviewed.getByLabelText('Hindi'), ' (कर)');
  expect(reviewed.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  expect(screen.queryByText('Investment Landscape')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Stale (1)' }));
  const stale = item('Old chapter name');
  expect(stale.getByText('Stale: the site no longer shows this English')).toBeInTheDocument();
  expect(stale.getByText('पुराना अध्याय')).toBeInTheDocument();
  expect(stale.queryByRole('button')).not.toBeInTheDocument();
});

test('a refusal is shown where the text is, and the typed Hindi stays', async () => {
  jest.mocked(saveSiteText).mockRejectedValue(new Error('The translation is at most 4000 characters'));
  renderPage(<StudioApp />, { path: '/studio/site-texts', user: EDITOR });
  const chapter = item(await screen.findByText('Investment Landscape').then((e) => e.textContent!));
  await userEvent.type(chapter.getByLabelText('Hindi'), 'बहुत लंबा');
  await userEvent.click(chapter.getByRole('button', { name: 'Save draft' }));
  expect(await chapter.findByRole('alert')).toHaveTextContent('The translation is at most 4000 characters');
  expect(chapter.getByLabelText('Hindi')).toHaveValue('बहुत लंबा');
});
