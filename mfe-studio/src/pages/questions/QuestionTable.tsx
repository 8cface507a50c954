import { Link, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import type { StudioQuestionRow } from '../../features/questions/api/types';
import { formatCount, formatDateTime } from '../../lib/format';
import { StatusBadge } from '../../lib/StatusBadge';
import { studioPaths } from '../../lib/studio-paths';

const Text = styled(Link)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: ${theme.colors.primary};
`;

const Small = styled.span`
  display: block;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  font-weight: 400;
`;

// Stacked below 640 px: each row a card, so nothing scrolls sideways on a phone.
const Wrap = styled(TableWrap)`
  td:first-child {
    min-width: 14rem;
  }
  @media (width < ${theme.breakpoints.sm}) {
    td:first-child {
      min-width: 0;
    }
  }
`;

export function QuestionTable({ rows, busy = false }: { rows: StudioQuestionRow[]; busy?: boolean }) {
  return (
    <Wrap style={{ opacity: busy ? 0.6 : 1 }}>
      <Table $stacked aria-label="Questions" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Exam and paper</th>
            <th scope="col">Topic</th>
            <th scope="col">Status</th>
            <th scope="col">Open reports</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Text to={studioPaths.question(row.id)}>{row.question_text || '(no text yet)'}</Text>
                {row.case_title && <Small>Case: {row.case_title}</Small>}
              </td>
              <td data-label="Exam and paper">
                {row.exam_name}
                <Small>
                  {row.paper_title}
                  {row.position !== null && ` · Q${row.position}`}
                </Small>
              </td>
              <td data-label="Topic">{row.topic ?? '—'}</td>
              <td data-label="Status">
                <StatusBadge status={row.status} />
              </td>
              <td data-label="Open reports">{formatCount(row.open_reports)}</td>
              <td data-label="Updated">
                {formatDateTime(row.updated_at)}
                {row.updated_by_email && <Small>{row.updated_by_email}</Small>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
