import { paths } from '@nism/contracts';
import { Link, Table, TableWrap, theme, styled, useLocaleTag } from '@nism/shared-ui';
import type { PurchaseWithExam } from '../../lib/purchases/fetch-my-purchases';
import { groupByExam } from '../../lib/purchases/group-by-exam';
import { formatIndianDate } from '../../lib/dates';
import { useMessages } from '../../lib/messages';

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
  const t = useMessages();
  const tag = useLocaleTag();
  const date = (iso: string) => formatIndianDate(iso, tag);
  if (purchases.length === 0) {
    return (
      <TableWrap>
        <Empty>{t.noPurchases()}</Empty>
      </TableWrap>
    );
  }
  return (
    <TableWrap>
      <Table aria-labelledby={labelledBy} $stacked>
        <thead>
          <tr>
            <th scope="col">{t.srNo()}</th>
            <th scope="col">{t.examName()}</th>
            <th scope="col">{t.purchaseDate()}</th>
            <th scope="col">{t.expiryDate()}</th>
            <th scope="col">{t.status()}</th>
          </tr>
        </thead>
        <tbody>
          {groupByExam(purchases).map(({ current, superseded }, i) => {
            // Active or expired as the server judges it (exam_access), whatever this device's clock says.
            const { active, exam_name: name } = current;
            return (
              <tr key={current.id}>
                <td data-label={t.srNo()}>{i + 1}</td>
                <td data-label={t.examName()} data-wide>
                  {active ? <Link to={paths.examDetail(current.exam_id)}>{name}</Link> : <span>{name}</span>}
                  <Actions>
                    {active && <Link to={paths.examDetail(current.exam_id)}>{t.openTests()}</Link>}
                    {/* History stays readable after a plan expires. */}
                    <Link to={paths.progress(current.exam_id)} aria-label={t.progressIn({ name })}>
                      {t.progress()}
                    </Link>
                  </Actions>
                  {superseded.length > 0 && (
                    <Superseded aria-label={t.supersededIn({ name })}>
                      {superseded.map((p) => (
                        <li key={p.id}>{t.supersededRange({ from: date(p.purchase_date), to: date(p.expiry_date) })}</li>
                      ))}
                    </Superseded>
                  )}
                </td>
                <td data-label={t.purchaseDate()}>{date(current.purchase_date)}</td>
                <td data-label={t.expiryDate()}>{date(current.expiry_date)}</td>
                <td data-label={t.status()}>
                  <Status $active={active}>{active ? t.active() : t.expired()}</Status>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
