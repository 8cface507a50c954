import type { ReactNode } from 'react';
import { Card, theme, styled } from '@nism/shared-ui';
import type { ReportQueueItem } from '../api/fetch-report-queue';
import { formatDateTime, plural } from '../../../lib/format';
import { PlainText } from '../../../lib/layout';

export const REASON_LABELS: Record<string, string> = {
  wrong_key: 'Wrong answer key',
  unclear_wording: 'Unclear wording',
  outdated_fact: 'Outdated fact',
  typo: 'Typo',
  item_analysis: 'Item analysis',
};

const Item = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1rem;
  }
`;

const Where = styled.p`
  color: ${theme.colors.muted};
  margin: 0 0 0.75rem;
`;

const Options = styled.ol`
  list-style: upper-alpha;
  padding-left: 1.5rem;
  margin: 0.5rem 0;
  li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li[data-key] {
    font-weight: 700;
    color: ${theme.colors.success};
  }
`;

const Reports = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    border-top: 1px solid ${theme.colors.border};
    padding: 0.5rem 0;
  }
  strong {
    margin-right: 0.5rem;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

/**
 * A reported question as the learner saw it, and what each learner said. Every text (the question's and the
 * learners' notes) is rendered as text by React, never as HTML.
 */
export function ReportedQuestion({ item, actions }: { item: ReportQueueItem; actions?: ReactNode }) {
  const options = [item.option_a, item.option_b, item.option_c, item.option_d];
  const key = 'ABCD'.indexOf((item.correct_option ?? '').toUpperCase());
  return (
    <Item as="article" aria-labelledby={`report-${item.question_id}`}>
      <h2 id={`report-${item.question_id}`}>
        {plural(item.report_count, 'report')}: {item.paper_title}
        {item.position !== null && `, Q${item.position}`}
      </h2>
      <Where>
        {item.exam_name}
        {item.topic && ` · ${item.topic}`}
        {item.question_version != null &&
          (item.current_version != null && item.current_version !== item.question_version
            ? ` · as reported: version ${item.question_version} (now version ${item.current_version})`
            : ` · version ${item.question_version}`)}
      </Where>
      <PlainText>{item.question_text}</PlainText>
      <Options aria-label="Options">
        {options.map((option, i) => (
          <li key={i} data-key={i === key ? '' : undefined}>
            {option}
            {i === key && ' (the key)'}
          </li>
        ))}
      </Options>
      {item.explanation && (
        <>
          <h3>Explanation</h3>
          <PlainText>{item.explanation}</PlainText>
        </>
      )}
      <h3>What learners said</h3>
      <Reports>
        {item.reports.map((report) => (
          <li key={report.id}>
            <strong>{REASON_LABELS[report.reason] ?? report.reason}</strong>
            <small>{formatDateTime(report.updated_at ?? report.created_at)}</small>
            {report.note && <PlainText>{report.note}</PlainText>}
            {report.resolution_note && <PlainText>Resolution: {report.resolution_note}</PlainText>}
          </li>
        ))}
      </Reports>
      {actions}
    </Item>
  );
}
