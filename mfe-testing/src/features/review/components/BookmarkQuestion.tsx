import { useState } from 'react';
import { Button, notify } from '@nism/shared-ui';
import { english, useMessages } from '../../../lib/messages';
import { bookmarkQuestion } from '../api/review';

export const BOOKMARK_ERROR = english.bookmarkError();

/** Adds a question of these results to the learner's spaced review (or takes it off). */
export function BookmarkQuestion({ questionId, number }: { questionId: string; number: number }) {
  const t = useMessages();
  const [bookmarked, setBookmarked] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await bookmarkQuestion(questionId, !bookmarked);
      setBookmarked(!bookmarked);
      if (!bookmarked) notify.success(t.bookmarked(), t.bookmarkedText());
    } catch {
      notify.error(t.bookmarkError());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button type="button" $variant="ghost" disabled={saving} aria-pressed={bookmarked} onClick={toggle}>
      {bookmarked ? t.bookmarkedForReview() : t.bookmarkForReview()}
      <span className="visually-hidden">{` ${t.questionHidden({ n: number })}`}</span>
    </Button>
  );
}
