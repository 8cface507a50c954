import { Table, TableWrap } from 'shared-ui';

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

/** Correct, wrong, unanswered and accuracy per topic, in the order given (weakest first): results and progress. */
export function TopicTable<T extends TopicCounts>({ label, rows, trend }: Props<T>) {
  return (
    <TableWrap>
      <Table aria-label={label}>
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
              <td>{r.correct}</td>
              <td>{r.wrong}</td>
              <td>{r.unanswered}</td>
              <td>{r.accuracy}%</td>
              {trend && <td>{trend(r)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
