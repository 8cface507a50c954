import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPaperQuestions, type PaperQuestion } from '../../features/papers/api/fetch-paper-questions';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import {
  fetchPaperTranslations,
  importTranslations,
  reviewTranslation,
  saveTranslation,
  setPaperLanguages,
  type PaperTranslationRow,
} from '../../features/translations/api/paper-translations';
import { ADMIN, EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/papers/api/fetch-paper-questions');
jest.mock('../../features/papers/api/fetch-papers');
jest.mock('../../features/translations/api/paper-translations');

const english = (n: number): PaperQuestion => ({
  id: `q${n}`,
  position: n,
  status: 'published',
  topic: 'Taxation',
  question_text: `What is the exit load in case ${n}?`,
  option_a: `A${n}`,
  option_b: `B${n}`,
  option_c: `C${n}`,
  option_d: `D${n}`,
  correct_option: 'C',
  explanation: `Because of rule ${n}.`,
  marks: 1,
  case: null,
});
const hindi = (n: number, by: string, status: PaperTranslationRow['translation_status']): PaperTranslationRow => ({
  id: `q${n}`,
  position: n,
  version: 1,
  status: 'published',
  question_text: `What is the exit load in case ${n}?`,
  translation_status: status,
  translation:
    status === 'missing'
      ? null
      : {
          version: 1,
          question_text: `मामले ${n} में एग्ज़िट लोड क्या है?`,
          option_a: `क${n}`,
          option_b: `ख${n}`,
          option_c: `ग${n}`,
          option_d: `घ${n}`,
          explanation: `नियम ${n} के कारण।`,
          translated_by: by,
          reviewed_by: status === 'reviewed' ? 'someone@example.com' : null,
        },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchPaperQuestions).mockResolvedValue([english(1), english(2), english(3)]);
  jest.mocked(fetchPapers).mockResolvedValue([{ id: 'p1', exam_id: 'va', title: 'Mock Test 1' } as never]);
  jest.mocked(fetchPaperTranslations).mockResolvedValue({
    languages: ['en'],
    problem: 'This paper offers Hindi: 2 of its questions have no reviewed translation of their current version (questions 2, 3)',
    questions: [
      hindi(1, 'translator@example.com', 'reviewed'),
      hindi(2, 'translator@example.com', 'draft'),
      hindi(3, EDITOR.email!, 'draft'),
    ],
  });
  jest.mocked(saveTranslation).mockResolvedValue({});
  jest.mocked(reviewTranslation).mockResolvedValue({});
  jest.mocked(setPaperLanguages).mockResolvedValue({});
});

const question = async (n: number) => {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^Question ${n}\\b`) });
  return within(heading.closest('li')!);
};

test('each question shows its English beside its Hindi, with its state; another editor reviews a draft, its writer cannot', async () => {
  renderPage(<StudioApp />, { path: '/studio/papers/p1/translations?exam=va', user: EDITOR });
  expect(await screen.findByRole('heading', { name: 'Hindi: Mock Test 1' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '1 of 3 questions reviewed · Not offered in Hindi' })).toBeInTheDocument();
  expect(screen.getByText(/no reviewed translation of their current version \(questions 2, 3\)/)).toBeInTheDocument();

  const first = await question(1);
  expect(first.getByText('What is the exit load in case 1?')).toBeInTheDocument();
  expect(first.getByText('Reviewed')).toBeInTheDocument();
  expect(first.getByLabelText('Question (Hindi)')).toHaveValue('मामले 1 में एग्ज़िट लोड क्या है?');

  const second = await question(2);
  expect(second.getByText('Draft: needs review')).toBeInTheDocument();
  await userEvent.click(second.getByRole('button', { name: 'Mark reviewed' }));
  expect(reviewTranslation).toHaveBeenCalledWith('q2', 1);

  const third = await question(3);
  expect(third.queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument();
  expect(third.getByText('You wrote this translation: another editor reviews it.')).toBeInTheDocument();
  await userEvent.clear(third.getByLabelText('Option A (Hindi)'));
  await userEvent.type(third.getByLabelText('Option A (Hindi)'), 'नया विकल्प');
  await userEvent.click(third.getByRole('button', { name: 'Save translation' }));
  await waitFor(() =>
    expect(saveTranslation).toHaveBeenCalledWith('q3', expect.objectContaining({ option_a: 'नया विकल्प', option_b: 'ख3' })),
  );
  // Only an admin decides which languages a paper offers.
  expect(screen.queryByRole('button', { name: 'Offer this paper in Hindi' })).not.toBeInTheDocument();
});

test('an import is checked first and written only when asked; an admin offers the paper in Hindi', async () => {
  jest
    .mocked(importTranslations)
    .mockImplementation(async (rows, dryRun) => ({ rows: rows.length, written: dryRun ? 0 : rows.length, problems: [] }));
  renderPage(<StudioApp />, { path: '/studio/papers/p1/translations?exam=va', user: ADMIN });
  await question(1);
  const file = new File(
    ['\uFEFFid,language,question,option_a,option_b,option_c,option_d,explanation\r\nq2,hi,प्रश्न,क,ख,ग,घ,व्याख्या\r\n'],
    'mock (hi).csv',
    { type: 'text/csv' },
  );
  await userEvent.upload(screen.getByLabelText('Import translations (CSV)'), file);
  expect(await screen.findByText('1 translations are ready to import as drafts.')).toBeInTheDocument();
  expect(importTranslations).toHaveBeenCalledWith(
    [{ id: 'q2', question_text: 'प्रश्न', option_a: 'क', option_b: 'ख', option_c: 'ग', option_d: 'घ', explanation: 'व्याख्या' }],
    true,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import 1 translations' }));
  await waitFor(() => expect(importTranslations).toHaveBeenLastCalledWith(expect.any(Array), false));

  const wrong = new File(['id,language,question\r\nq2,fr,x\r\n'], 'x.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Import translations (CSV)'), wrong);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file has no option_a, option_b, option_c, option_d, explanation column.',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Offer this paper in Hindi' }));
  expect(setPaperLanguages).toHaveBeenCalledWith('p1', ['en', 'hi']);
});
