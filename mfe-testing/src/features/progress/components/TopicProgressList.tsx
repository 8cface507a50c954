import type { ReactNode } from 'react';
import { styled } from '@nism/shared-ui';
import type { TopicProgress } from '../api/fetch-exam-progress';
import { TopicTable } from '../../../lib/TopicTable';
import { useMessages, type Messages } from '../../../lib/messages';
import { useDatabaseText } from '../../../lib/use-database-text';

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

function trendText(t: Messages, topic: TopicProgress, paperOf?: (attemptId: string) => string | undefined) {
  const change = trendOf(topic, paperOf);
  if (change === null) return topic.trend.length < 2 ? t.oneAttemptSoFar() : t.noEarlierSamePaper();
  if (change === 0) return t.noChange();
  return change > 0 ? t.upPoints({ n: change }) : t.downPoints({ n: -change });
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
  const t = useMessages();
  const text = useDatabaseText();
  if (topics.length === 0) return <p>{t.noTopicAnalysis()}</p>;
  return (
    <>
      <h3>{t.weakestThree()}</h3>
      <Weakest>
        {topics.slice(0, 3).map((topic) => (
          <li key={topic.topic}>
            <strong lang={text.lang(topic.topic)}>{text(topic.topic)}</strong>: {t.percentCorrect({ percent: topic.accuracy })}{' '}
            {renderAction?.(topic)}
          </li>
        ))}
      </Weakest>
      <TopicTable label={t.accuracyPerTopic()} rows={topics} trend={(topic) => trendText(t, topic, paperOf)} />
    </>
  );
}
