import { Table, TableWrap } from '@nism/shared-ui';

/** One topic's outcome counts and accuracy (percent correct). */
export interface TopicCounts {
  topic: string;
  correct: number;
  wrong: number;
  unanswered: number;
  accuracy: number;
}

interface Props<T extends TopicCounts> {
  label: string;
  rows: T[];
  /** An extra Trend column, when the rows span several attempts. */
  trend?: (row: T) => string;
}

/**
 * Correct, wrong, unanswered and accuracy per topic, in the order given (weakest first): results and progress. On a
 * phone each topic is a card.
 */
export function TopicTable<T extends TopicCounts>({ label, rows, trend }: Props<T>) {
  return (
    <TableWrap>
      <Table aria-label={label} $stacked>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Correct</th>
            <th scope="col">Wrong</th>
            <th scope="col">Unanswered</th>
            <th scope="col">Accuracy</th>
            {trend && <th scope="col">Trend</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.topic}>
              <td>{r.topic}</td>
              <td data-label="Correct">{r.correct}</td>
              <td data-label="Wrong">{r.wrong}</td>
              <td data-label="Unanswered">{r.unanswered}</td>
              <td data-label="Accuracy">{r.accuracy}%</td>
              {trend && <td data-label="Trend">{trend(r)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
