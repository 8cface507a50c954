import { paths } from '@nism/contracts';
import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Button, Card, Link, Spinner, useLocaleTag } from '@nism/shared-ui';
import { english, useMessages } from '../../lib/messages';
import { fetchExam } from '../../features/papers/api/fetch-exam';
import { startReview } from '../../features/review/api/review';
import { ReviewSession } from './ReviewSession';

export const REVIEW_LOAD_ERROR = english.reviewLoadError();

const day = (iso: string, localeTag: string) =>
  new Date(iso).toLocaleString(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The learner's due review cards of this exam, one session. */
export function Review({ examId }: { examId: string }) {
  const state = useLoad(useCallback(() => Promise.all([startReview(examId), fetchExam(examId)]), [examId]));
  const t = useMessages();
  const localeTag = useLocaleTag();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    return (
      <Card role="alert">
        <p>{t.reviewLoadError()}</p>
        <Button as={Link} to={paths.progress(examId)} $variant="secondary">
          {t.backToProgress()}
        </Button>
      </Card>
    );
  }
  const [review, exam] = state.data;
  if (review.cards.length === 0) {
    return (
      <Card>
        <p>
          {t.nothingToReview()} {review.next_due ? t.nextDue({ date: day(review.next_due, localeTag) }) : t.reviewComesHere()}
        </p>
        <Button as={Link} to={paths.progress(examId)} $variant="secondary">
          {t.backToProgress()}
        </Button>
      </Card>
    );
  }
  return (
    <ReviewSession
      examId={examId}
      cards={review.cards}
      serverTime={review.server_time}
      negativePercent={exam.negative_marking_percent ?? 0}
    />
  );
}
