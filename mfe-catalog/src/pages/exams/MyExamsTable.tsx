import { paths } from 'contracts';
import { Link, Table, TableWrap, theme } from 'shared-ui';
import styled from 'styled-components';
import type { PurchaseWithExam } from '../../features/purchases/api/fetch-my-purchases';
import { formatIndianDate, isActive } from '../../lib/dates';

const Status = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${(p) => (p.$active ? theme.colors.success : theme.colors.danger)};
  background: ${(p) => (p.$active ? '#dcfce7' : '#fee2e2')};
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.25rem 1rem;
  color: ${theme.colors.muted};
`;

/** The signed-in learner's purchases (spec §2 Exams): the name opens the exam only while active. */
interface MyExamsTableProps {
  purchases: PurchaseWithExam[];
  /** Id of the visible heading that names the table. */
  labelledBy: string;
  now?: Date;
}

export function MyExamsTable({ purchases, labelledBy, now = new Date() }: MyExamsTableProps) {
  if (purchases.length === 0) {
    return (
      <TableWrap>
        <Empty>You haven't purchased any exams yet.</Empty>
      </TableWrap>
    );
  }
  return (
    <TableWrap>
      <Table aria-labelledby={labelledBy}>
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
          {purchases.map((purchase, i) => {
            const active = isActive(purchase.expiry_date, now);
            const name = purchase.exams?.name ?? 'Unknown exam';
            return (
              <tr key={purchase.id}>
                <td>{i + 1}</td>
                <td>
                  {active ? <Link to={paths.examDetail(purchase.exam_id)}>{name}</Link> : <span>{name}</span>}
                  {/* History stays readable after a plan expires. */}
                  {' · '}
                  <Link to={paths.progress(purchase.exam_id)} aria-label={`Progress in ${name}`}>
                    Progress
                  </Link>
                </td>
                <td>{formatIndianDate(purchase.purchase_date)}</td>
                <td>{formatIndianDate(purchase.expiry_date)}</td>
                <td>
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
