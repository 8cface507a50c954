import { useEffect, useState } from 'react';
import { useAuth } from '@nism/shared-auth';
import { type ExamPurchaseRow } from '@nism/db-types';
import { Card, notify, Page, PageTitle, Table, TableWrap } from '@nism/shared-ui';
import { listMyPurchases } from '../qa/api/list-my-purchases';

const day = (iso: string) => new Date(iso).toLocaleString();

/** Where checkout navigates after a purchase (/exams): in the harness, the raw purchase rows. */
export function QaPurchasesPage() {
  const { user, loading } = useAuth();
  const [rows, setRows] = useState<ExamPurchaseRow[] | null>(null);
  useEffect(() => {
    if (user) listMyPurchases(user.id).then(setRows, (e: Error) => notify.error('An error occurred', e.message));
  }, [user]);

  if (loading) return <Page>Loading...</Page>;
  if (!user)
    return (
      <Page>
        <Card>Sign in on the QA page first.</Card>
      </Page>
    );
  return (
    <Page>
      <PageTitle>My purchases (QA)</PageTitle>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Exam</th>
              <th>Plan</th>
              <th>Status</th>
              <th>Payment</th>
              <th>Purchased</th>
              <th>Expires</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((r) => (
              <tr key={r.id}>
                <td>{r.exam_id}</td>
                <td>{r.plan_id}</td>
                <td>{r.payment_status}</td>
                <td>{r.payment_id}</td>
                <td>{day(r.purchase_date)}</td>
                <td>{day(r.expiry_date)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {rows?.length === 0 && <p>No purchases yet.</p>}
    </Page>
  );
}
