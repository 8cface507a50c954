import type { ReactNode } from 'react';
import { styled } from '@nism/shared-ui';
import type { TopicProgress } from '../api/fetch-exam-progress';
import { TopicTable } from '../../../lib/TopicTable';

const Weakest = styled.ol`
  display: grid;
  gap: 0.5rem;
  padding-left: 1.25rem;
  margin: 0 0 1rem;
`;

/**
 * The change, in points, between the latest submitted attempt that had this topic and the one before it of the same
 * paper: like with like, never a 10-question demo against a full-length mock. Without `paperOf` every attempt counts
 * as one paper. Null when there is nothing alike to compare with.
 */
export function trendOf(topic: TopicProgress, paperOf: (attemptId: string) => string | undefined = () => ''): number | null {
  const latest = topic.trend.at(-1);
  if (!latest) return null;
  const paper = paperOf(latest.attempt_id);
  const before = topic.trend
    .slice(0, -1)
    .reverse()
    .find((t) => paperOf(t.attempt_id) === paper);
  return before ? latest.accuracy - before.accuracy : null;
}

function trendText(topic: TopicProgress, paperOf?: (attemptId: string) => string | undefined) {
  const change = trendOf(topic, paperOf);
  if (change === null) return topic.trend.length < 2 ? 'One attempt so far' : 'No earlier attempt of the same paper';
  if (change === 0) return 'No change';
  return change > 0 ? `Up ${change} points` : `Down ${-change} points`;
}

interface Props {
  topics: TopicProgress[];
  /** The action beside each of the three weakest topics ("Practise this topic"), when practice is available. */
  renderAction?: (topic: TopicProgress) => ReactNode;
  /** The paper of an attempt, so a trend compares attempts of the same paper only. */
  paperOf?: (attemptId: string) => string | undefined;
}

/** Accuracy per topic over every submitted attempt, weakest first (as the database orders them), with its trend since the last attempt of the same paper. */
export function TopicProgressList({ topics, renderAction, paperOf }: Props) {
  if (topics.length === 0) {
    return <p>Topic analysis is not available: none of your submitted attempts has questions tagged with topics.</p>;
  }
  return (
    <>
      <h3>Your three weakest topics</h3>
      <Weakest>
        {topics.slice(0, 3).map((t) => (
          <li key={t.topic}>
            <strong>{t.topic}</strong>: {t.accuracy}% correct {renderAction?.(t)}
          </li>
        ))}
      </Weakest>
      <TopicTable label="Accuracy per topic" rows={topics} trend={(t) => trendText(t, paperOf)} />
    </>
  );
}
