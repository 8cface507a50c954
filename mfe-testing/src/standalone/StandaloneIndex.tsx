import { Button, Card, Link, Page, PageTitle, Subtitle } from 'shared-ui';
import { useAuth } from 'shared-auth';

/** The seeded exams (supabase/seed/00_catalog.sql), so QA can open any exam detail page. */
export const SEEDED_EXAMS: [id: string, name: string][] = [
  ['00000000-0000-4000-a000-000000000001', 'NISM Series X-A: Investment Adviser (Level 1), premium for the demo learner'],
  ['00000000-0000-4000-a000-000000000002', 'NISM Series X-B: Investment Adviser (Level 2), free demo for the demo learner'],
  ['00000000-0000-4000-a000-000000000003', 'NISM Series V-A: Mutual Fund Distributors'],
  ['00000000-0000-4000-a000-000000000004', 'NISM Series VIII: Equity Derivatives'],
  ['00000000-0000-4000-a000-000000000005', 'NISM Series XV: Research Analyst'],
  ['00000000-0000-4000-a000-000000000006', 'NISM Series VII: Securities Operations and Risk Management'],
];

export function StandaloneIndex() {
  const { user, signOut } = useAuth();
  return (
    <Page>
      <PageTitle>Testing remote</PageTitle>
      <Subtitle>Signed in as {user?.email}. Open an exam to take its tests.</Subtitle>
      <Card as="ul" style={{ listStyle: 'none', display: 'grid', gap: '0.5rem', marginBottom: '1.5rem' }}>
        {SEEDED_EXAMS.map(([id, name]) => (
          <li key={id}>
            <Link to={`/exams/${id}`}>{name}</Link>
          </li>
        ))}
      </Card>
      <Button type="button" $variant="secondary" onClick={() => void signOut()}>
        Sign out
      </Button>
    </Page>
  );
}
