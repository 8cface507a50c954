import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { bookmarkQuestion } from '../api/review';
import { BookmarkQuestion } from './BookmarkQuestion';

jest.mock('../api/review');

test('bookmarks a question for review, and takes the bookmark off again', async () => {
  jest.mocked(bookmarkQuestion).mockResolvedValue(undefined);
  renderAt(<BookmarkQuestion questionId="q7" number={7} />, '/', '/');
  fireEvent.click(screen.getByRole('button', { name: 'Bookmark for review question 7' }));
  const done = await screen.findByRole('button', { name: 'Bookmarked for review question 7' });
  expect(done).toHaveAttribute('aria-pressed', 'true');
  expect(bookmarkQuestion).toHaveBeenCalledWith('q7', true);
  fireEvent.click(done);
  await waitFor(() => expect(bookmarkQuestion).toHaveBeenLastCalledWith('q7', false));
  expect(await screen.findByRole('button', { name: 'Bookmark for review question 7' })).toHaveAttribute('aria-pressed', 'false');
});
