import { useState } from 'react';
import { Button, styled } from '@nism/shared-ui';
import type { ReviewItem } from '../api/fetch-attempt-review';
import { TopicTable, type TopicCounts } from '../../../lib/TopicTable';

/** Correct, wrong and unanswered per topic of this attempt, weakest (lowest accuracy) first. */
export function topicRows(items: ReviewItem[]): TopicCounts[] {
  const byTopic = new Map<string, TopicCounts>();
  for (const item of items) {
    if (!item.topic) continue;
    const row = byTopic.get(item.topic) ?? { topic: item.topic, correct: 0, wrong: 0, unanswered: 0, accuracy: 0 };
    if (item.selected_option === null) row.unanswered += 1;
    else if (item.selected_option === item.correct_option) row.correct += 1;
    else row.wrong += 1;
    byTopic.set(item.topic, row);
  }
  return [...byTopic.values()]
    .map((r) => ({ ...r, accuracy: Math.round((100 * r.correct) / (r.correct + r.wrong + r.unanswered)) }))
    .sort((a, b) => a.accuracy - b.accuracy || a.topic.localeCompare(b.topic));
}

/* The table scrolls in its frame; containment keeps its width from widening the page on a phone. */
const Section = styled.section`
  contain: inline-size;
`;

/** How many of the weakest topics show before "Show all": a full mock's 20 topics are a long list on a phone. */
export const TOPICS_SHOWN = 5;

/** The results page's accuracy per topic; papers from before the topic tags say it is not available. */
export function TopicAnalysis({ items }: { items: ReviewItem[] }) {
  const rows = topicRows(items);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, TOPICS_SHOWN);
  return (
    <Section aria-labelledby="topic-analysis">
      <h2 id="topic-analysis">Accuracy per topic</h2>
      {rows.length === 0 ? (
        <p>Topic analysis is not available for this attempt: its questions have no topic tags.</p>
      ) : (
        <>
          <TopicTable label="Accuracy per topic, weakest first" rows={shown} />
          {rows.length > TOPICS_SHOWN && (
            <More type="button" $variant="ghost" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? `Show the ${TOPICS_SHOWN} weakest only` : `Show all ${rows.length} topics`}
            </More>
          )}
        </>
      )}
    </Section>
  );
}

const More = styled(Button)`
  margin-top: 0.5rem;
`;
