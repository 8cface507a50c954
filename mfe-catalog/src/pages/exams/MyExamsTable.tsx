import { paths } from '@nism/contracts';
import { Link, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import type { PurchaseWithExam } from '../../lib/purchases/fetch-my-purchases';
import { groupByExam } from '../../lib/purchases/group-by-exam';
import { formatIndianDate } from '../../lib/dates';

const Status = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${(p) => (p.$active ? theme.colors.success : theme.colors.danger)};
  background: ${(p) => (p.$active ? '#dcfce7' : '#fee2e2')};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin-top: 0.35rem;
  a {
    font-weight: 600;
  }
`;

const Superseded = styled.ul`
  margin: 0.35rem 0 0;
  padding-left: 1.1rem;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.25rem 1rem;
  color: ${theme.colors.muted};
`;

/**
 * The signed-in learner's purchases (spec §2 Exams), one row per exam: the name and 'Open tests' open the exam only
 * while active; accesses the row's one supersedes are listed under the name.
 */
interface MyExamsTableProps {
  purchases: PurchaseWithExam[];
  /** Id of the visible heading that names the table. */
  labelledBy: string;
}

export function MyExamsTable({ purchases, labelledBy }: MyExamsTableProps) {
  if (purchases.length === 0) {
    return (
      <TableWrap>
        <Empty>You haven't purchased any exams yet.</Empty>
      </TableWrap>
    );
  }
  return (
    <TableWrap>
      <Table aria-labelledby={labelledBy} $stacked>
        <thead>
          <tr>
            <th scope="col">Sr No</th>
            <th scope="col">Exam Name</th>
            <th scope="col">Purchase Date</th>
            <th scope="col">Expiry Date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {groupByExam(purchases).map(({ current, superseded }, i) => {
            // Active or expired as the server judges it (exam_access), whatever this device's clock says.
            const { active, exam_name: name } = current;
            return (
              <tr key={current.id}>
                <td data-label="Sr No">{i + 1}</td>
                <td data-label="Exam Name" data-wide>
                  {active ? <Link to={paths.examDetail(current.exam_id)}>{name}</Link> : <span>{name}</span>}
                  <Actions>
                    {active && <Link to={paths.examDetail(current.exam_id)}>Open tests</Link>}
                    {/* History stays readable after a plan expires. */}
                    <Link to={paths.progress(current.exam_id)} aria-label={`Progress in ${name}`}>
                      Progress
                    </Link>
                  </Actions>
                  {superseded.length > 0 && (
                    <Superseded aria-label={`Superseded accesses to ${name}`}>
                      {superseded.map((p) => (
                        <li key={p.id}>
                          Superseded: {formatIndianDate(p.purchase_date)} – {formatIndianDate(p.expiry_date)}
                        </li>
                      ))}
                    </Superseded>
                  )}
                </td>
                <td data-label="Purchase Date">{formatIndianDate(current.purchase_date)}</td>
                <td data-label="Expiry Date">{formatIndianDate(current.expiry_date)}</td>
                <td data-label="Status">
                  <Status $active={active}>{active ? 'Active' : 'Expired'}</Status>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
