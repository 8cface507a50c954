import { Table, TableWrap, media, styled } from '@nism/shared-ui';
import type { ExamStructureRow } from '@nism/db-types';
import { useMessages } from '../../lib/messages';

// Tighter cells on phones, so the four columns fit without sideways scrolling.
const Compact = styled(Table)`
  th,
  td {
    padding: 0.6rem 0.5rem;
  }
  thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  font-size: 0.95rem;
  td:not(:first-child),
  thead th:not(:first-child) {
    text-align: right;
  }
  ${media.md} {
    font-size: 1rem;
    th,
    td {
      padding: 0.75rem 1rem;
    }
    thead th {
      white-space: nowrap;
    }
  }
`;

/** Sections of the paper with their marks, and the total (exam_info.structure / total_marks). */
export function AssessmentTable({ structure, totalMarks }: { structure: ExamStructureRow[]; totalMarks: number }) {
  const t = useMessages();
  return (
    <TableWrap>
      <Compact>
        <caption className="visually-hidden">{t.structureCaption()}</caption>
        <thead>
          <tr>
            <th scope="col">{t.section()}</th>
            <th scope="col">{t.questions()}</th>
            <th scope="col">{t.marksEach()}</th>
            <th scope="col">{t.marks()}</th>
          </tr>
        </thead>
        <tbody>
          {structure.map((row) => (
            <tr key={row.section}>
              <td>{row.section}</td>
              <td>{row.questions}</td>
              <td>{row.marks_each}</td>
              <td>{row.marks}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t.totalMarks()}
            </th>
            <td>
              <strong>{totalMarks}</strong>
            </td>
          </tr>
        </tfoot>
      </Compact>
    </TableWrap>
  );
}
