import { Table, TableWrap } from '@nism/shared-ui';
import { useMessages } from './messages';
import { useDatabaseText } from './use-database-text';

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
 * phone each topic is a card. The topic shows in the page's language; the rows keep their order.
 */
export function TopicTable<T extends TopicCounts>({ label, rows, trend }: Props<T>) {
  const t = useMessages();
  const text = useDatabaseText();
  return (
    <TableWrap>
      <Table aria-label={label} $stacked>
        <thead>
          <tr>
            <th scope="col">{t.topic()}</th>
            <th scope="col">{t.correct()}</th>
            <th scope="col">{t.wrong()}</th>
            <th scope="col">{t.unanswered()}</th>
            <th scope="col">{t.accuracy()}</th>
            {trend && <th scope="col">{t.trend()}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.topic}>
              <td lang={text.lang(r.topic)}>{text(r.topic)}</td>
              <td data-label={t.correct()}>{r.correct}</td>
              <td data-label={t.wrong()}>{r.wrong}</td>
              <td data-label={t.unanswered()}>{r.unanswered}</td>
              <td data-label={t.accuracy()}>{r.accuracy}%</td>
              {trend && <td data-label={t.trend()}>{trend(r)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
