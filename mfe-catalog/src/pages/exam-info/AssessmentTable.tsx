import { Table, TableWrap } from 'shared-ui';
import type { ExamStructureRow } from 'shared-auth';

/** Sections of the paper with their marks, and the total (exam_info.structure / total_marks). */
export function AssessmentTable({ structure, totalMarks }: { structure: ExamStructureRow[]; totalMarks: number }) {
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">Assessment structure</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Questions</th>
            <th scope="col">Marks per question</th>
            <th scope="col">Marks</th>
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
              Total Marks
            </th>
            <td>
              <strong>{totalMarks}</strong>
            </td>
          </tr>
        </tfoot>
      </Table>
    </TableWrap>
  );
}
