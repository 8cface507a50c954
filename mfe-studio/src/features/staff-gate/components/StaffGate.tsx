import type { ReactNode } from 'react';
import { paths, staffRole } from '@nism/contracts';
import { Button, Card, Link, Page, PageTitle, Spinner, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/**
 * Lets staff (an editor or an admin) through; everyone else sees why not. The database refuses a learner's calls
 * anyway: this only spares them a page of errors.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner label="Checking your account…" minHeight="40vh" />;
  if (staffRole(user)) return <>{children}</>;
  return (
    <Page>
      <PageTitle>Staff only</PageTitle>
      <Card>
        <p style={{ margin: 0 }}>
          This area is for the content team, who write and check the question bank.
          {user ? ' Your account does not have a staff role.' : ' Sign in with your staff account to continue.'}
        </p>
        <Actions>
          {!user && (
            <Button as={Link} to={paths.login()}>
              Sign in
            </Button>
          )}
          <Button as={Link} to={paths.home()} $variant={user ? 'primary' : 'secondary'}>
            Go to the home page
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
