import { useState } from 'react';
import { Button, notify } from '@nism/shared-ui';
import { bookmarkQuestion } from '../api/review';

export const BOOKMARK_ERROR = 'The bookmark could not be saved. Please try again.';

/** Adds a question of these results to the learner's spaced review (or takes it off). */
export function BookmarkQuestion({ questionId, number }: { questionId: string; number: number }) {
  const [bookmarked, setBookmarked] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await bookmarkQuestion(questionId, !bookmarked);
      setBookmarked(!bookmarked);
      if (!bookmarked) notify.success('Bookmarked', 'It will come back in your review tomorrow.');
    } catch {
      notify.error(BOOKMARK_ERROR);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button type="button" $variant="ghost" disabled={saving} aria-pressed={bookmarked} onClick={toggle}>
      {bookmarked ? 'Bookmarked for review' : 'Bookmark for review'}
      <span className="visually-hidden">{` question ${number}`}</span>
    </Button>
  );
}
