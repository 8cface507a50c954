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

/** The change between the first and the latest submitted attempt that had this topic, in points. */
export function trendOf(topic: TopicProgress): number | null {
  if (topic.trend.length < 2) return null;
  return topic.trend[topic.trend.length - 1].accuracy - topic.trend[0].accuracy;
}

function trendText(topic: TopicProgress) {
  const change = trendOf(topic);
  if (change === null) return 'One attempt so far';
  if (change === 0) return 'No change';
  return change > 0 ? `Up ${change} points` : `Down ${-change} points`;
}

interface Props {
  topics: TopicProgress[];
  /** The action beside each of the three weakest topics ("Practise this topic"), when practice is available. */
  renderAction?: (topic: TopicProgress) => ReactNode;
}

/** Accuracy per topic over every submitted attempt, weakest first (as the database orders them), with its trend. */
export function TopicProgressList({ topics, renderAction }: Props) {
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
      <TopicTable label="Accuracy per topic" rows={topics} trend={trendText} />
    </>
  );
}
