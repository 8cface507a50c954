import { paths } from '@nism/contracts';
import { useCallback } from 'react';
import { useLoad } from '@nism/shared-hooks';
import { Button, Card, Link, Spinner } from '@nism/shared-ui';
import { fetchExam } from '../../features/papers/api/fetch-exam';
import { startReview } from '../../features/review/api/review';
import { ReviewSession } from './ReviewSession';

export const REVIEW_LOAD_ERROR = 'Your review could not be loaded. Please try again.';

const day = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The learner's due review cards of this exam, one session. */
export function Review({ examId }: { examId: string }) {
  const state = useLoad(useCallback(() => Promise.all([startReview(examId), fetchExam(examId)]), [examId]));
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    return (
      <Card role="alert">
        <p>{REVIEW_LOAD_ERROR}</p>
        <Button as={Link} to={paths.progress(examId)} $variant="secondary">
          Back to your progress
        </Button>
      </Card>
    );
  }
  const [review, exam] = state.data;
  if (review.cards.length === 0) {
    return (
      <Card>
        <p>
          Nothing to review today.
          {review.next_due
            ? ` Your next question is due ${day(review.next_due)}.`
            : ' Questions you miss, change, flag or bookmark come here.'}
        </p>
        <Button as={Link} to={paths.progress(examId)} $variant="secondary">
          Back to your progress
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
